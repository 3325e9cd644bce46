import type { Catalogue } from '../catalogue';
import type { membership as en } from '../en/membership';

/** Arabic texts of membership: Gulf usage, see docs/glossary-ar.md. */
export const membership: Catalogue<typeof en> = {};
