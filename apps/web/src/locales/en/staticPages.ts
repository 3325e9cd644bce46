/** English texts of staticPages (the SPEC's wording where it gives one). */
export const staticPages = {};
