import type { Catalogue } from '../catalogue';
import type { partnerProfile as en } from '../en/partnerProfile';

/** Arabic texts of partnerProfile: Gulf usage, see docs/glossary-ar.md. */
export const partnerProfile: Catalogue<typeof en> = {};
