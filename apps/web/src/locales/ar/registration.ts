import type { Catalogue } from '../catalogue';
import type { registration as en } from '../en/registration';

/** Arabic texts of registration: Gulf usage, see docs/glossary-ar.md. */
export const registration: Catalogue<typeof en> = {};
