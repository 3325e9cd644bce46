/** English texts of registration (the SPEC's wording where it gives one). */
export const registration = {};
