import type { Catalogue } from '../catalogue';
import type { explore as en } from '../en/explore';

/** Arabic texts of explore: Gulf usage, see docs/glossary-ar.md. */
export const explore: Catalogue<typeof en> = {};
