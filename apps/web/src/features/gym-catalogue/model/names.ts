import { nameIn } from '@kinetic/domain';
import { currentLanguage } from '../../../lib/i18n';

/** A row's name in the reader's language (its Arabic name when it has one). */
export const nameInReader = (row: { name: string; nameAr?: string | null }) => nameIn(row, currentLanguage());
