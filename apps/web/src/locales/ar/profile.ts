import type { Catalogue } from '../catalogue';
import type { profile as en } from '../en/profile';

/** Arabic texts of profile: Gulf usage, see docs/glossary-ar.md. */
export const profile: Catalogue<typeof en> = {};
