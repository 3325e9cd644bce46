import { DAY_SHORT_NAMES } from '@kinetic/domain';
import { formatDate, formatNumber, formatTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

const pad = (n: number) => String(n).padStart(2, '0');

/** Start times every 5 minutes: the 24-hour value the API takes (SPEC 9). */
export const START_TIMES = Array.from(
  { length: 24 * 12 },
  (_, index) => `${pad(Math.floor(index / 12))}:${pad((index % 12) * 5)}`,
);

/** The start times shown in 12-hour form ('01:05 PM', '٠١:٠٥ م'), read in the reader's language. */
export const startTimeOptions = () => START_TIMES.map((value) => ({ value, label: formatTime(value) }));

/** SPEC 9: duration dropdowns, hours 0 to 11 and minutes in steps of 5 up to 55. */
export const DURATION_HOURS = Array.from({ length: 12 }, (_, h) => h);
export const DURATION_MINUTES = Array.from({ length: 12 }, (_, i) => i * 5);

/** A count in the reader's digits; English keeps the plain figure the SPEC shows ('1000', not '1,000'). */
export const countFigure = (n: number) => (currentLanguage() === 'en' ? String(n) : formatNumber(n));

/** 2023-01-01 was a Sunday: day 0 of DAY_SHORT_NAMES. */
export const weekdayName = (day: number) =>
  currentLanguage() === 'en'
    ? (DAY_SHORT_NAMES[day] ?? '')
    : formatDate(`2023-01-${pad(day + 1)}`, { weekday: 'long' });

/** The end of a session from its start and duration, 24-hour (wraps past midnight). */
export function endTime(fromTime: string, durationMinutes: number): string {
  const [h, m] = fromTime.split(':').map(Number);
  const total = ((h ?? 0) * 60 + (m ?? 0) + durationMinutes) % (24 * 60);
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

export function splitDuration(minutes: number): { hours: string; minutes: string } {
  const rounded = Math.round(minutes / 5) * 5;
  return { hours: String(Math.min(11, Math.floor(rounded / 60))), minutes: String(rounded % 60) };
}

/** Minutes between two 24-hour times on the same day (a class may not cross midnight). */
export function minutesBetween(fromTime: string, toTime: string): number {
  const toMinutes = (time: string) => {
    const [h, m] = time.split(':').map(Number);
    return (h ?? 0) * 60 + (m ?? 0);
  };
  return toMinutes(toTime) - toMinutes(fromTime);
}

/** 'HH:mm:ss' from a database becomes the 'HH:mm' the selects hold. */
export const hhmm = (time: string) => time.slice(0, 5);
