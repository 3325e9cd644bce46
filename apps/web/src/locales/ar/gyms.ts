import type { Catalogue } from '../catalogue';
import type { gyms as en } from '../en/gyms';

/** Arabic texts of gyms: Gulf usage, see docs/glossary-ar.md. */
export const gyms: Catalogue<typeof en> = {};
