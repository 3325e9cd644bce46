/** English texts of search (the SPEC's wording where it gives one). */
export const search = {};
