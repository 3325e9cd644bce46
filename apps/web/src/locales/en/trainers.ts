/** English texts of trainers (the SPEC's wording where it gives one). */
export const trainers = {};
