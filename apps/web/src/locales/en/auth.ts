/** English texts of auth (the SPEC's wording where it gives one). */
export const auth = {};
