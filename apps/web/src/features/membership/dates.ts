import { currentLanguage, intlLocale } from '../../lib/i18n';
import { dateLabel } from '../payments';

/** An instant's day, '1 Dec 2026' as payments reads it in English, or in the reader's language. */
export const dayLabel = (iso: string): string =>
  currentLanguage() === 'en'
    ? dateLabel(iso)
    : new Date(iso).toLocaleDateString(intlLocale(), { day: 'numeric', month: 'short', year: 'numeric' });

/** An instant's day and time in the reader's language ('Dec 4, 2026, 9:00 AM'). */
export { formatMoment as momentLabel } from '../../lib/format';
