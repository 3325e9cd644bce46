import { zonedParts } from '../time/zoned';
import { CM_MSG } from './messages';
import { expandRecurrence, type RecurrenceRule } from './recurrence';
import { creditSeatsProblem } from './seats';

/** The pure timing rules of SPEC 5, run by the form before sending and by the API on every write. */
export interface TimingProblem {
  field: 'fromTime' | 'durationMinutes' | 'toDate' | 'classDays' | 'totalSeat' | 'creditSeats';
  message: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** 'HH:mm' at which a session starting at `fromTime` ends, or null when it would run past midnight. */
export function endTimeOf(fromTime: string, durationMinutes: number): string | null {
  const end = minutesOf(fromTime) + durationMinutes;
  if (durationMinutes <= 0 || end > 24 * 60 - 1) return null;
  return `${pad(Math.floor(end / 60))}:${pad(end % 60)}`;
}

/** Hours (0-11) and minutes (step 5) of the form's duration dropdowns. */
export function splitDuration(durationMinutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(durationMinutes / 60), minutes: durationMinutes % 60 };
}

export interface TimingCheckOptions {
  now: Date;
  timeZone: string;
  /** The allowPastTime local setting: skip 'Time must be greater than current time.' */
  skipPastTimeCheck?: boolean;
}

/**
 * The first problem of a timing, or null. From must not be after to ('Invalid timing'), the range must
 * hold at least one of its weekdays, the first occurrence must be in the future unless skipped, and
 * credit seats never exceed the seats.
 */
export function checkTiming(
  timing: RecurrenceRule & { totalSeat: number; creditSeats?: number | null },
  options: TimingCheckOptions,
): TimingProblem | null {
  if (endTimeOf(timing.fromTime, timing.durationMinutes) === null) {
    return { field: 'durationMinutes', message: CM_MSG.invalidTiming };
  }
  if (timing.fromDate > timing.toDate) return { field: 'toDate', message: CM_MSG.invalidTiming };
  if (timing.totalSeat < 1 || timing.totalSeat > 99_999 || !Number.isInteger(timing.totalSeat)) {
    return { field: 'totalSeat', message: CM_MSG.invalidSeats };
  }
  if (timing.creditSeats != null && timing.creditSeats < 0) {
    return { field: 'creditSeats', message: CM_MSG.invalidSeats };
  }
  const creditProblem = creditSeatsProblem(timing.creditSeats, timing.totalSeat);
  if (creditProblem) return { field: 'creditSeats', message: creditProblem };
  const [first] = expandRecurrence(timing, options.timeZone, { limit: 1 });
  if (!first) return { field: 'classDays', message: CM_MSG.invalidTiming };
  if (!options.skipPastTimeCheck && first.startsAt.getTime() <= options.now.getTime()) {
    return { field: 'fromTime', message: CM_MSG.pastTime };
  }
  return null;
}

/** A single dated start (a slot or a moved session) must be in the future unless the check is skipped. */
export function isPastStart(startsAt: Date, options: TimingCheckOptions): boolean {
  return !options.skipPastTimeCheck && startsAt.getTime() <= options.now.getTime();
}

/** Today in the zone, for the form's date pickers. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return zonedParts(now, timeZone).date;
}

/**
 * SPEC 5 special price: a number of at most 5 characters, read as the amount the form shows (major
 * units without trailing zeros: 12.5 KWD is '12.5').
 */
export function isPriceWithinLimit(priceMinor: number, currencyDecimals: number): boolean {
  if (!Number.isInteger(priceMinor) || priceMinor <= 0) return false;
  return priceAsTyped(priceMinor, currencyDecimals).length <= 5;
}

/** A price in minor units as the class form shows it: major units without trailing zeros (12500 → '12.5'). */
export function priceAsTyped(priceMinor: number, currencyDecimals: number): string {
  const major = (priceMinor / 10 ** currencyDecimals).toFixed(currencyDecimals);
  return currencyDecimals > 0 ? major.replace(/\.?0+$/, '') : major;
}
