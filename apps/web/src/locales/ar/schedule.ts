import type { Catalogue } from '../catalogue';
import type { schedule as en } from '../en/schedule';

/** Arabic texts of schedule: Gulf usage, see docs/glossary-ar.md. */
export const schedule: Catalogue<typeof en> = {};
