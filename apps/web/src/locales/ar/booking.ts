import type { Catalogue } from '../catalogue';
import type { booking as en } from '../en/booking';

/** Arabic texts of booking: Gulf usage, see docs/glossary-ar.md. */
export const booking: Catalogue<typeof en> = {};
