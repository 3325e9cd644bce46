/** English texts of profile (the SPEC's wording where it gives one). */
export const profile = {};
