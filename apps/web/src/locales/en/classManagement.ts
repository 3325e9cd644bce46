/** English texts of classManagement (the SPEC's wording where it gives one). */
export const classManagement = {};
