import type { Catalogue } from '../catalogue';
import type { share as en } from '../en/share';

/** Arabic texts of share: Gulf usage, see docs/glossary-ar.md. */
export const share: Catalogue<typeof en> = {};
