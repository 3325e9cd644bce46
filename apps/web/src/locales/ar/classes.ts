import type { Catalogue } from '../catalogue';
import type { classes as en } from '../en/classes';

/** Arabic texts of classes: Gulf usage, see docs/glossary-ar.md. */
export const classes: Catalogue<typeof en> = {};
