/** English texts of schedule (the SPEC's wording where it gives one). */
export const schedule = {};
