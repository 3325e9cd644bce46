/** English texts of share (the SPEC's wording where it gives one). */
export const share = {};
