import { type Interval, intervalsOverlap } from '../class-management/overlap';
import { addDays, minutesToTime, timeToMinutes, weekdayOf, zonedParts, zonedToInstant } from '../time/zoned';
import { exceptionCovers, type PtException } from './exceptions';

/** How far ahead customers may book personal training (days, today included). */
export const PT_BOOKING_HORIZON_DAYS = 14;
/** A slot starting sooner than this is not offered: the trainer needs notice to be there. */
export const PT_LEAD_MINUTES = 60;
/** How many free times a trainer card shows. */
export const PT_NEXT_SLOTS = 3;

export interface WeeklyHours {
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
  /** HH:mm in the store's time zone. */
  startTime: string;
  endTime: string;
}

export interface PtSlot {
  startsAt: Date;
  endsAt: Date;
  /** YYYY-MM-DD and HH:mm on the store's clock. */
  date: string;
  time: string;
  free: boolean;
}

export interface SlotRuleInput {
  hours: readonly WeeklyHours[];
  sessionMinutes: number;
  timeZone: string;
  /** Sessions the trainer already runs or that are booked (a slot overlapping one is taken). */
  taken: readonly Interval[];
  /** Days and times off the trainer took from their weekly hours: no slot overlapping one is offered. */
  exceptions?: readonly PtException[];
  now: Date;
  leadMinutes?: number;
}

/** The last minute a session may end at: sessions never run past 23:59 into the next day. */
const LAST_MINUTE = 23 * 60 + 59;

/**
 * The slots of one local date: back-to-back sessions of the given length inside each stretch of the
 * weekday's hours, as instants in the store's zone. A slot that has started or starts within the
 * lead time, or that overlaps an exception of the date (a day off, a time off), is not offered at all;
 * one overlapping a taken interval is offered as taken.
 */
export function slotsOfDate(input: SlotRuleInput, date: string): PtSlot[] {
  const { sessionMinutes, timeZone, taken, now } = input;
  const earliest = now.getTime() + (input.leadMinutes ?? PT_LEAD_MINUTES) * 60_000;
  const weekday = weekdayOf(date);
  const off = (input.exceptions ?? []).filter((exception) => exception.date === date);
  const stretches = input.hours
    .filter((row) => row.weekday === weekday)
    .map((row) => ({
      from: timeToMinutes(row.startTime),
      to: Math.min(timeToMinutes(row.endTime), LAST_MINUTE),
    }))
    .sort((a, b) => a.from - b.from);
  const slots: PtSlot[] = [];
  for (const { from, to } of stretches) {
    for (let start = from; start + sessionMinutes <= to; start += sessionMinutes) {
      if (off.some((exception) => exceptionCovers(exception, date, start, start + sessionMinutes))) continue;
      const time = minutesToTime(start);
      const startsAt = zonedToInstant(date, time, timeZone);
      if (startsAt.getTime() < earliest) continue;
      const slot = { startsAt, endsAt: new Date(startsAt.getTime() + sessionMinutes * 60_000) };
      slots.push({ ...slot, date, time, free: !taken.some((interval) => intervalsOverlap(slot, interval)) });
    }
  }
  return slots;
}

/** Today's date on the store's clock, and the dates of the horizon from it. */
export function horizonDates(now: Date, timeZone: string, days = PT_BOOKING_HORIZON_DAYS): string[] {
  const today = zonedParts(now, timeZone).date;
  return Array.from({ length: days }, (_, i) => addDays(today, i));
}

/** The dates within the horizon that have at least one free slot, in order. */
export function datesWithFreeSlots(input: SlotRuleInput, days = PT_BOOKING_HORIZON_DAYS): string[] {
  return horizonDates(input.now, input.timeZone, days).filter((date) =>
    slotsOfDate(input, date).some((slot) => slot.free),
  );
}

/** The first `count` free slots within the horizon (a trainer card's "next free times"). */
export function nextFreeSlots(
  input: SlotRuleInput,
  count = PT_NEXT_SLOTS,
  days = PT_BOOKING_HORIZON_DAYS,
): PtSlot[] {
  const found: PtSlot[] = [];
  for (const date of horizonDates(input.now, input.timeZone, days)) {
    for (const slot of slotsOfDate(input, date)) {
      if (slot.free) found.push(slot);
      if (found.length >= count) return found;
    }
  }
  return found;
}

/** The offered slot that starts at this instant, or null (a booking must name one the rule offers). */
export function offeredSlotAt(
  input: SlotRuleInput,
  startsAt: Date,
  days = PT_BOOKING_HORIZON_DAYS,
): PtSlot | null {
  const date = zonedParts(startsAt, input.timeZone).date;
  if (!horizonDates(input.now, input.timeZone, days).includes(date)) return null;
  return slotsOfDate(input, date).find((slot) => slot.startsAt.getTime() === startsAt.getTime()) ?? null;
}
