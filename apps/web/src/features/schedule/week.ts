import { zonedParts } from '@kinetic/domain';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{10,13}$/;

/**
 * userschedule/{ts}: a day of the wanted week, as a date (what our own links use) or as a timestamp
 * in seconds or milliseconds (older share links). Anything else means the current week.
 */
export function weekDateFromParam(ts: string | undefined, timeZone: string): string | undefined {
  if (!ts) return undefined;
  if (DATE.test(ts) && !Number.isNaN(Date.parse(ts))) return ts;
  if (TIMESTAMP.test(ts)) {
    const ms = ts.length <= 10 ? Number(ts) * 1000 : Number(ts);
    return zonedParts(ms, timeZone).date;
  }
  return undefined;
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

export function weekLabel(fromDate: string, toDate: string): string {
  const from = utc(fromDate).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const to = utc(toDate).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${from} – ${to}`;
}

export function dayParts(date: string) {
  const d = utc(date);
  return {
    short: d.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' }),
    number: d.getUTCDate(),
    long: d.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
  };
}
