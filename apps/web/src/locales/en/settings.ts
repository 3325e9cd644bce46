/** English texts of settings (the SPEC's wording where it gives one). */
export const settings = {};
