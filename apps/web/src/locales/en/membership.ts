/** English texts of membership (the SPEC's wording where it gives one). */
export const membership = {};
