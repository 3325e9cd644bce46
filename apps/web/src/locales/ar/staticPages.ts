import type { Catalogue } from '../catalogue';
import type { staticPages as en } from '../en/staticPages';

/** Arabic texts of staticPages: Gulf usage, see docs/glossary-ar.md. */
export const staticPages: Catalogue<typeof en> = {};
