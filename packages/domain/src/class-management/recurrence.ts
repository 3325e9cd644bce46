import { addDays, timeToMinutes, weekdayOf, zonedParts, zonedToInstant } from '../time/zoned';

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

/** A stored class timing (ADR 4): wall-clock start and end in its store's zone, weekly on `days`. */
export interface TimingToPlan {
  id: number;
  classId: number;
  days: readonly number[];
  /** 'HH:mm' or 'HH:mm:ss'. */
  startTime: string;
  endTime: string;
  fromDate: string;
  toDate: string;
  timeZone: string;
  trainerUserId: number | null;
  seats: number;
  creditSeats: number | null;
}

export interface PlanWindow {
  now: Date;
  /** Days after today (in the timing's zone) to cover; today counts as day 0. */
  daysAhead: number;
  /** Days before today to cover too (the seed uses this for a history of past sessions). */
  daysBack?: number;
}

/** One bookable session of a timing, as the sessions table stores it. */
export interface PlannedSession {
  classId: number;
  classTimingId: number;
  trainerUserId: number | null;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  localDate: string;
  fromMinute: number;
  toMinute: number;
  seats: number;
  creditSeats: number | null;
}

/**
 * The class's length from its stored wall-clock times; an end at or before the start is on the next day
 * (a class from 23:30 to 00:30 lasts 60 minutes).
 */
export function timingDurationMinutes(startTime: string, endTime: string): number {
  const length = timeToMinutes(endTime.slice(0, 5)) - timeToMinutes(startTime.slice(0, 5));
  return length > 0 ? length : length + 24 * 60;
}

/**
 * The sessions a stored timing has in the window, by the one recurrence rule (expandRecurrence): start
 * on the zone's wall clock, length in real minutes. The materialising job and class management both
 * plan with this.
 */
export function planSessions(timing: TimingToPlan, window: PlanWindow): PlannedSession[] {
  const today = zonedParts(window.now, timing.timeZone).date;
  const rule: RecurrenceRule = {
    classDays: timing.days,
    fromTime: timing.startTime.slice(0, 5),
    durationMinutes: timingDurationMinutes(timing.startTime, timing.endTime),
    fromDate: timing.fromDate,
    toDate: timing.toDate,
  };
  return expandRecurrence(rule, timing.timeZone, {
    fromDate: addDays(today, -(window.daysBack ?? 0)),
    toDate: addDays(today, window.daysAhead),
  }).map(({ startsAt, endsAt }) => {
    const local = zonedParts(startsAt, timing.timeZone);
    const localEnd = zonedParts(endsAt, timing.timeZone);
    return {
      classId: timing.classId,
      classTimingId: timing.id,
      trainerUserId: timing.trainerUserId,
      startsAt,
      endsAt,
      timeZone: timing.timeZone,
      localDate: local.date,
      fromMinute: local.minuteOfDay,
      // The row's local span is one day: a class running past midnight ends the day at 23:59.
      toMinute: localEnd.date === local.date ? localEnd.minuteOfDay : 24 * 60 - 1,
      seats: timing.seats,
      creditSeats: timing.creditSeats,
    };
  });
}
