import { intlLocale } from '../../lib/i18n';

/** A plural's count, read in the reader's digits where a text writes `{{count, number}}` (Arabic). */
export const counted = (count: number) => ({ count, formatParams: { count: { lng: intlLocale() } } });
