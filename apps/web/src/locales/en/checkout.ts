/** English texts of checkout (the SPEC's wording where it gives one). */
export const checkout = {};
