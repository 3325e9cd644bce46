/** English texts of booking (the SPEC's wording where it gives one). */
export const booking = {};
