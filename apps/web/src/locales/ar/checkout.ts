import type { Catalogue } from '../catalogue';
import type { checkout as en } from '../en/checkout';

/** Arabic texts of checkout: Gulf usage, see docs/glossary-ar.md. */
export const checkout: Catalogue<typeof en> = {};
