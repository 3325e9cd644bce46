import { zonedParts } from '@kinetic/domain';
import { formatDate, formatNumber } from '../../lib/format';

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

/** The week's first and last day, '23 Nov' and '29 Nov 2026' (in the reader's language). */
export function weekEnds(fromDate: string, toDate: string): { from: string; to: string } {
  return {
    from: formatDate(fromDate, { day: 'numeric', month: 'short' }),
    to: formatDate(toDate, { day: 'numeric', month: 'short', year: 'numeric' }),
  };
}

export function dayParts(date: string) {
  return {
    short: formatDate(date, { weekday: 'short' }),
    number: formatNumber(Number(date.slice(8, 10))),
    long: formatDate(date, { weekday: 'long', day: 'numeric', month: 'long' }),
  };
}
