/** English texts of partnerProfile (the SPEC's wording where it gives one). */
export const partnerProfile = {};
