import type { Catalogue } from '../catalogue';
import type { personalTraining as en } from '../en/personalTraining';

/** Arabic texts of personalTraining: Gulf usage, see docs/glossary-ar.md. */
export const personalTraining: Catalogue<typeof en> = {};
