/** English texts of explore (the SPEC's wording where it gives one). */
export const explore = {};
