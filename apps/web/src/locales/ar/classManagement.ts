import type { Catalogue } from '../catalogue';
import type { classManagement as en } from '../en/classManagement';

/** Arabic texts of classManagement: Gulf usage, see docs/glossary-ar.md. */
export const classManagement: Catalogue<typeof en> = {};
