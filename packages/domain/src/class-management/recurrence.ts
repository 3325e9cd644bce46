import { addDays, weekdayOf, zonedToInstant } from '../time/zoned';

/** A timing's weekly rule, as the form and the API carry it. */
export interface RecurrenceRule {
  /** 0 Sunday to 6 Saturday. */
  classDays: readonly number[];
  /** 'HH:mm', wall clock in the store's zone. */
  fromTime: string;
  durationMinutes: number;
  fromDate: string;
  toDate: string;
}

export interface Occurrence {
  /** The local calendar date in the zone. */
  date: string;
  startsAt: Date;
  endsAt: Date;
}

export interface ExpandWindow {
  /** Only dates on or after this local date. */
  fromDate?: string;
  /** Only dates on or before this local date. */
  toDate?: string;
  limit?: number;
}

/**
 * The dated sessions of a rule, computed on the zone's wall clock (DESIGN 5): a 07:00 class stays at
 * 07:00 local on both sides of a daylight-saving change, so its UTC instant moves by the jump. The
 * length is kept in real minutes (a 60-minute class across the 01:00 jump still lasts 60 minutes).
 */
export function expandRecurrence(
  rule: RecurrenceRule,
  timeZone: string,
  window: ExpandWindow = {},
): Occurrence[] {
  const first = window.fromDate && window.fromDate > rule.fromDate ? window.fromDate : rule.fromDate;
  const last = window.toDate && window.toDate < rule.toDate ? window.toDate : rule.toDate;
  const days = new Set(rule.classDays);
  const out: Occurrence[] = [];
  if (days.size === 0) return out;
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (!days.has(weekdayOf(date))) continue;
    const startsAt = zonedToInstant(date, rule.fromTime, timeZone);
    out.push({ date, startsAt, endsAt: new Date(startsAt.getTime() + rule.durationMinutes * 60_000) });
    if (window.limit !== undefined && out.length >= window.limit) break;
  }
  return out;
}
