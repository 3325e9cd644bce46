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

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** From `before` days ago to `after` days ahead, as YYYY-MM-DD in the browser's calendar. */
export function daysAround(before: number, after: number): { fromDate: string; toDate: string } {
  const now = Date.now();
  return {
    fromDate: isoDay(new Date(now - before * 86_400_000)),
    toDate: isoDay(new Date(now + after * 86_400_000)),
  };
}

/** Today and 29 days before it. */
export const lastThirtyDays = () => daysAround(29, 0);
