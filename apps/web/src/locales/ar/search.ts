import type { Catalogue } from '../catalogue';
import type { search as en } from '../en/search';

/** Arabic texts of search: Gulf usage, see docs/glossary-ar.md. */
export const search: Catalogue<typeof en> = {};
