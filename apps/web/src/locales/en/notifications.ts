/** English texts of notifications (the SPEC's wording where it gives one). */
export const notifications = {};
