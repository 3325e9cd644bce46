import type { Catalogue } from '../catalogue';
import type { settings as en } from '../en/settings';

/** Arabic texts of settings: Gulf usage, see docs/glossary-ar.md. */
export const settings: Catalogue<typeof en> = {};
