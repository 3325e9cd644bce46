import { DAY_SHORT_NAMES, to12Hour } from '@kinetic/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** Start times every 5 minutes, shown in 12-hour form with the 24-hour value the API takes (SPEC 9). */
export const START_TIME_OPTIONS = Array.from({ length: 24 * 12 }, (_, index) => {
  const value = `${pad(Math.floor(index / 12))}:${pad((index % 12) * 5)}`;
  return { value, label: to12Hour(value) };
});

/** SPEC 9: duration dropdowns, hours 0 to 11 and minutes in steps of 5 up to 55. */
export const DURATION_HOUR_OPTIONS = Array.from({ length: 12 }, (_, h) => ({
  value: String(h),
  label: h === 1 ? '1 hour' : `${h} hours`,
}));
export const DURATION_MINUTE_OPTIONS = Array.from({ length: 12 }, (_, i) => ({
  value: String(i * 5),
  label: `${i * 5} min`,
}));

export const WEEKDAY_OPTIONS = DAY_SHORT_NAMES.map((label, day) => ({ value: String(day), label }));

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
