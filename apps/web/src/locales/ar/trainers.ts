import type { Catalogue } from '../catalogue';
import type { trainers as en } from '../en/trainers';

/** Arabic texts of trainers: Gulf usage, see docs/glossary-ar.md. */
export const trainers: Catalogue<typeof en> = {};
