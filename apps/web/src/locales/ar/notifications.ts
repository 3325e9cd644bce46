import type { Catalogue } from '../catalogue';
import type { notifications as en } from '../en/notifications';

/** Arabic texts of notifications: Gulf usage, see docs/glossary-ar.md. */
export const notifications: Catalogue<typeof en> = {};
