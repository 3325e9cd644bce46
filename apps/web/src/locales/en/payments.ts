/** English texts of payments (the SPEC's wording where it gives one). */
export const payments = {};
