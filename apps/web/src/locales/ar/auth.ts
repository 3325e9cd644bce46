import type { Catalogue } from '../catalogue';
import type { auth as en } from '../en/auth';

/** Arabic texts of auth: Gulf usage, see docs/glossary-ar.md. */
export const auth: Catalogue<typeof en> = {};
