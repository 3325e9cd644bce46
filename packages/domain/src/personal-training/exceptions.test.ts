import { describe, expect, it } from 'vitest';
import { CM_MSG } from '../class-management/messages';
import { MSG } from '../messages';
import {
  exceptionsOverlap,
  type PtException,
  ptExceptionBodySchema,
  ptExceptionDateProblem,
  ptExceptionOf,
  ptExceptionSchemaOn,
} from './exceptions';
import { datesWithFreeSlots, nextFreeSlots, offeredSlotAt, type SlotRuleInput, slotsOfDate } from './slots';

// 2026-12-01 is a Tuesday; the trainer works 10:00-12:00 and 16:00-17:30 in Kuwait, hour-long sessions.
const base: SlotRuleInput = {
  hours: [
    { weekday: 2, startTime: '10:00', endTime: '12:00' },
    { weekday: 2, startTime: '16:00', endTime: '17:30' },
    { weekday: 4, startTime: '22:00', endTime: '23:59' },
  ],
  sessionMinutes: 60,
  timeZone: 'Asia/Kuwait',
  taken: [],
  now: new Date('2026-11-30T06:00:00Z'),
};
const dayOff = (date: string): PtException => ({ date, startTime: null, endTime: null });
const timeOff = (date: string, startTime: string, endTime: string): PtException => ({
  date,
  startTime,
  endTime,
});
const times = (exceptions: PtException[], date = '2026-12-01') =>
  slotsOfDate({ ...base, exceptions }, date).map((slot) => slot.time);

describe('PT exceptions in the slot rule', () => {
  it('offers nothing on a whole day off, and only that day', () => {
    expect(times([dayOff('2026-12-01')])).toEqual([]);
    expect(times([dayOff('2026-12-02')])).toEqual(['10:00', '11:00', '16:00']);
    expect(times([dayOff('2026-12-01')], '2026-12-03')).toEqual(['22:00']);
  });

  it.each([
    ['a window inside one slot', timeOff('2026-12-01', '10:15', '10:45'), ['11:00', '16:00']],
    ['a window across two slots', timeOff('2026-12-01', '10:30', '11:30'), ['16:00']],
    [
      'a window touching a slot at its ends',
      timeOff('2026-12-01', '12:00', '16:00'),
      ['10:00', '11:00', '16:00'],
    ],
    [
      'a window ending as a slot starts',
      timeOff('2026-12-01', '09:00', '10:00'),
      ['10:00', '11:00', '16:00'],
    ],
    ['an afternoon off', timeOff('2026-12-01', '13:00', '23:59'), ['10:00', '11:00']],
    ['a window on another date', timeOff('2026-12-08', '10:00', '12:00'), ['10:00', '11:00', '16:00']],
  ])('leaves out only the slots overlapping %s', (_, exception, expected) => {
    expect(times([exception])).toEqual(expected);
  });

  it('drops a date that is all off from the dates, and skips it in the next free times', () => {
    const input = { ...base, exceptions: [dayOff('2026-12-01')] };
    expect(datesWithFreeSlots(input, 7)).toEqual(['2026-12-03']);
    expect(nextFreeSlots(input, 1).map((slot) => `${slot.date} ${slot.time}`)).toEqual(['2026-12-03 22:00']);
    const partly = { ...base, exceptions: [timeOff('2026-12-01', '09:00', '12:00')] };
    expect(datesWithFreeSlots(partly, 7)).toEqual(['2026-12-01', '2026-12-03']);
  });

  it('does not offer a slot inside an exception to a booking', () => {
    const at = new Date('2026-12-01T07:00:00Z');
    expect(offeredSlotAt(base, at)?.time).toBe('10:00');
    expect(offeredSlotAt({ ...base, exceptions: [timeOff('2026-12-01', '10:00', '10:30')] }, at)).toBeNull();
    expect(offeredSlotAt({ ...base, exceptions: [dayOff('2026-12-01')] }, at)).toBeNull();
  });

  it('reads the exception on the store clock in other zones too', () => {
    const london = { ...base, timeZone: 'Europe/London', now: new Date('2026-11-29T00:00:00Z') };
    const slots = slotsOfDate(
      { ...london, exceptions: [timeOff('2026-12-01', '10:00', '11:00')] },
      '2026-12-01',
    );
    expect(slots.map((slot) => [slot.time, slot.startsAt.toISOString()])).toEqual([
      ['11:00', '2026-12-01T11:00:00.000Z'],
      ['16:00', '2026-12-01T16:00:00.000Z'],
    ]);
  });

  it.each([
    [dayOff('2026-12-01'), timeOff('2026-12-01', '10:00', '11:00'), true],
    [timeOff('2026-12-01', '10:00', '11:00'), dayOff('2026-12-01'), true],
    [timeOff('2026-12-01', '10:00', '11:00'), timeOff('2026-12-01', '10:30', '12:00'), true],
    [timeOff('2026-12-01', '10:00', '11:00'), timeOff('2026-12-01', '11:00', '12:00'), false],
    [dayOff('2026-12-01'), dayOff('2026-12-02'), false],
  ])('%o and %o overlap: %s', (a, b, expected) => {
    expect(exceptionsOverlap(a, b)).toBe(expected);
  });
});

describe('PT exception input', () => {
  const parse = (body: object) => ptExceptionBodySchema.safeParse(body);
  const issue = (body: object) => {
    const result = parse(body);
    return result.success ? null : [result.error.issues[0]?.path.join('.'), result.error.issues[0]?.message];
  };

  it('takes a whole day, a window and a note', () => {
    expect(parse({ date: '2026-12-01' }).success).toBe(true);
    expect(parse({ date: '2026-12-01', startTime: null, endTime: null, note: null }).success).toBe(true);
    expect(parse({ date: '2026-12-01', startTime: '13:00', endTime: '15:30', note: 'Dentist' }).success).toBe(
      true,
    );
  });

  it.each([
    [{ date: '2026-02-30' }, ['date', MSG.invalidDate]],
    [{ date: '01/12/2026' }, ['date', MSG.invalidDate]],
    [{}, ['date', MSG.required]],
    [{ date: '2026-12-01', startTime: '13:00' }, ['endTime', MSG.bothTimesOrNone]],
    [{ date: '2026-12-01', endTime: '13:00' }, ['startTime', MSG.bothTimesOrNone]],
    [{ date: '2026-12-01', startTime: '13:00', endTime: '13:00' }, ['endTime', MSG.endAfterStart]],
    [{ date: '2026-12-01', startTime: '15:00', endTime: '13:00' }, ['endTime', MSG.endAfterStart]],
    [{ date: '2026-12-01', startTime: '25:00', endTime: '26:00' }, ['startTime', CM_MSG.invalidTime]],
    [{ date: '2026-12-01', note: 'x'.repeat(201) }, ['note', MSG.maxLength(200)]],
  ])('refuses %o in plain words', (body, expected) => {
    expect(issue(body)).toEqual(expected);
  });

  it('refuses extra fields', () => {
    expect(parse({ date: '2026-12-01', ptTrainerId: 3 }).success).toBe(false);
  });

  it('keeps the date between today and a year ahead on the store clock', () => {
    expect(ptExceptionDateProblem('2026-11-30', '2026-12-01')).toBe(MSG.dateNotPast);
    expect(ptExceptionDateProblem('2026-12-01', '2026-12-01')).toBeNull();
    expect(ptExceptionDateProblem('2027-12-02', '2026-12-01')).toBeNull();
    expect(ptExceptionDateProblem('2027-12-03', '2026-12-01')).toBe(MSG.dateTooFar);
    const past = ptExceptionSchemaOn('2026-12-01').safeParse({ date: '2026-11-30' });
    expect(past.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['date', MSG.dateNotPast]]);
  });

  it('stores empty times and notes as null', () => {
    expect(ptExceptionOf({ date: '2026-12-01', startTime: '', endTime: '', note: '  ' })).toEqual({
      date: '2026-12-01',
      startTime: null,
      endTime: null,
      note: null,
    });
    expect(
      ptExceptionOf({ date: '2026-12-01', startTime: '09:00', endTime: '10:00', note: ' Dentist ' }),
    ).toEqual({ date: '2026-12-01', startTime: '09:00', endTime: '10:00', note: 'Dentist' });
  });
});
