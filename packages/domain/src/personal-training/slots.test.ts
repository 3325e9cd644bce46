import { describe, expect, it } from 'vitest';
import { datesWithFreeSlots, nextFreeSlots, offeredSlotAt, type SlotRuleInput, slotsOfDate } from './slots';

const KUWAIT = 'Asia/Kuwait';
// 2026-12-01 is a Tuesday (weekday 2); 06:00 UTC is 09:00 in Kuwait.
const base: SlotRuleInput = {
  hours: [
    { weekday: 2, startTime: '10:00', endTime: '12:00' },
    { weekday: 2, startTime: '16:00', endTime: '17:30' },
    { weekday: 4, startTime: '22:00', endTime: '23:59' },
  ],
  sessionMinutes: 60,
  timeZone: KUWAIT,
  taken: [],
  now: new Date('2026-11-30T06:00:00Z'),
};
const times = (input: SlotRuleInput, date: string) => slotsOfDate(input, date).map((s) => s.time);

describe('PT slots of a date', () => {
  it('cuts each stretch of the weekday into whole sessions, as instants in the store zone', () => {
    const slots = slotsOfDate(base, '2026-12-01');
    expect(slots.map((s) => s.time)).toEqual(['10:00', '11:00', '16:00']);
    expect(slots[0]).toMatchObject({
      startsAt: new Date('2026-12-01T07:00:00Z'),
      endsAt: new Date('2026-12-01T08:00:00Z'),
      date: '2026-12-01',
      free: true,
    });
  });

  it.each([
    [30, ['10:00', '10:30', '11:00', '11:30', '16:00', '16:30', '17:00']],
    [90, ['10:00', '16:00']],
    [120, ['10:00']],
  ])('%i-minute sessions', (sessionMinutes, expected) => {
    expect(times({ ...base, sessionMinutes }, '2026-12-01')).toEqual(expected);
  });

  it('offers nothing on a day without hours', () => {
    expect(slotsOfDate(base, '2026-12-02')).toEqual([]);
  });

  it('never runs a session past 23:59', () => {
    expect(times(base, '2026-12-03')).toEqual(['22:00']);
    expect(times({ ...base, sessionMinutes: 120 }, '2026-12-03')).toEqual([]);
  });

  it('leaves out past slots and those within the lead time', () => {
    // 07:30 UTC is 10:30 in Kuwait: 10:00 has started, 11:00 is within the hour's lead time.
    const now = new Date('2026-12-01T07:30:00Z');
    expect(times({ ...base, now }, '2026-12-01')).toEqual(['16:00']);
    expect(times({ ...base, now, leadMinutes: 15 }, '2026-12-01')).toEqual(['11:00', '16:00']);
  });

  it('marks slots overlapping a taken interval as taken', () => {
    const taken = [{ startsAt: new Date('2026-12-01T08:30:00Z'), endsAt: new Date('2026-12-01T09:15:00Z') }];
    const slots = slotsOfDate({ ...base, taken }, '2026-12-01');
    expect(slots.map((s) => [s.time, s.free])).toEqual([
      ['10:00', true],
      ['11:00', false],
      ['16:00', true],
    ]);
    // Touching ends do not overlap.
    const touching = [
      { startsAt: new Date('2026-12-01T08:00:00Z'), endsAt: new Date('2026-12-01T09:00:00Z') },
    ];
    expect(slotsOfDate({ ...base, taken: touching }, '2026-12-01').map((s) => s.free)).toEqual([
      true,
      false,
      true,
    ]);
  });

  it.each([
    ['Asia/Kuwait', '2026-12-01T07:00:00Z'],
    ['Asia/Bahrain', '2026-12-01T07:00:00Z'],
    ['Europe/London', '2026-12-01T10:00:00Z'],
    ['America/New_York', '2026-12-01T15:00:00Z'],
  ])('reads the hours on the clock of %s', (timeZone, first) => {
    const now = new Date('2026-11-29T00:00:00Z');
    expect(slotsOfDate({ ...base, timeZone, now }, '2026-12-01')[0]?.startsAt).toEqual(new Date(first));
  });

  it('keeps the wall clock across a daylight-saving change', () => {
    // London moves to BST on 2027-03-28 (a Sunday); the 10:00 slot is 09:00 UTC that day.
    const hours = [{ weekday: 0, startTime: '10:00', endTime: '11:00' }];
    const now = new Date('2027-03-20T00:00:00Z');
    const input = { ...base, hours, timeZone: 'Europe/London', now };
    expect(slotsOfDate(input, '2027-03-21')[0]?.startsAt).toEqual(new Date('2027-03-21T10:00:00Z'));
    expect(slotsOfDate(input, '2027-03-28')[0]?.startsAt).toEqual(new Date('2027-03-28T09:00:00Z'));
  });
});

describe('PT dates and next free slots', () => {
  it('lists the dates of the horizon with a free slot, starting today on the store clock', () => {
    // 22:30 UTC on Monday is already Tuesday 01:30 in Kuwait.
    const now = new Date('2026-11-30T22:30:00Z');
    expect(datesWithFreeSlots({ ...base, now }, 14)).toEqual([
      '2026-12-01',
      '2026-12-03',
      '2026-12-08',
      '2026-12-10',
    ]);
  });

  it('skips a date whose slots are all taken', () => {
    const taken = [{ startsAt: new Date('2026-12-01T00:00:00Z'), endsAt: new Date('2026-12-02T00:00:00Z') }];
    expect(datesWithFreeSlots({ ...base, taken }, 7)).toEqual(['2026-12-03']);
  });

  it('gives the next free slots in time order', () => {
    const taken = [{ startsAt: new Date('2026-12-01T07:00:00Z'), endsAt: new Date('2026-12-01T08:00:00Z') }];
    expect(nextFreeSlots({ ...base, taken }, 3).map((s) => `${s.date} ${s.time}`)).toEqual([
      '2026-12-01 11:00',
      '2026-12-01 16:00',
      '2026-12-03 22:00',
    ]);
    expect(nextFreeSlots({ ...base, hours: [] })).toEqual([]);
  });

  it('finds the offered slot at an instant, and nothing off the grid or beyond the horizon', () => {
    expect(offeredSlotAt(base, new Date('2026-12-01T08:00:00Z'))?.time).toBe('11:00');
    expect(offeredSlotAt(base, new Date('2026-12-01T08:15:00Z'))).toBeNull();
    expect(offeredSlotAt(base, new Date('2026-11-24T07:00:00Z'))).toBeNull();
    expect(offeredSlotAt(base, new Date('2026-12-29T07:00:00Z'))).toBeNull();
  });
});
