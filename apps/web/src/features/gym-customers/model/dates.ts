import { intlLocale } from '../../../lib/i18n';

/** An instant as the reader's short date (the browser's zone; the gym reads its own day). */
export const shortDate = (instant: string) =>
  new Date(instant).toLocaleDateString(intlLocale(), { day: 'numeric', month: 'short', year: 'numeric' });

/** An instant as the reader's date and time. */
export const dateTime = (instant: string) =>
  new Date(instant).toLocaleString(intlLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Today and 29 days before it, as YYYY-MM-DD in the browser's calendar. */
export function lastThirtyDays(): { fromDate: string; toDate: string } {
  const iso = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const to = new Date();
  const from = new Date(to.getTime() - 29 * 86_400_000);
  return { fromDate: iso(from), toDate: iso(to) };
}
