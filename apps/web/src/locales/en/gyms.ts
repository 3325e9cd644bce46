/** English texts of gyms (the SPEC's wording where it gives one). */
export const gyms = {};
