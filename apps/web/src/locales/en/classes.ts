/** English texts of classes (the SPEC's wording where it gives one). */
export const classes = {};
