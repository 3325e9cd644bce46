/**
 * Said when the API cannot be reached. A module of its own: the web app's entry holds it as it is,
 * since the chunk of the domain's Arabic may not load then either.
 */
export const CONNECTION_REFUSED_AR = 'تعذّر الاتصال. تأكد من اتصالك بالإنترنت';
