import type { Catalogue } from '../catalogue';
import type { payments as en } from '../en/payments';

/** Arabic texts of payments: Gulf usage, see docs/glossary-ar.md. */
export const payments: Catalogue<typeof en> = {};
