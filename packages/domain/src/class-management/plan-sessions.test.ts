import { describe, expect, it } from 'vitest';
import { planSessions, type TimingToPlan, timingDurationMinutes } from './recurrence';

// Moved from the materialising job with the planner; this project runs under Asia/Kuwait and
// America/New_York machine clocks, so none of these answers may depend on the machine's zone.
const timing = (over: Partial<TimingToPlan>): TimingToPlan => ({
  id: 1,
  classId: 1,
  days: [0, 1, 2, 3, 4, 5, 6],
  startTime: '07:00:00',
  endTime: '08:00:00',
  fromDate: '2026-01-01',
  toDate: '2026-12-31',
  timeZone: 'Asia/Kuwait',
  trainerUserId: null,
  seats: 10,
  creditSeats: null,
  ...over,
});

describe('planSessions: weekly recurrence in the store time zone', () => {
  it('places Kuwait sessions at the right instants on the chosen weekdays', () => {
    const plan = planSessions(timing({ days: [0, 2] }), {
      now: new Date('2026-05-10T00:00:00Z'),
      daysAhead: 13,
    });
    expect(plan.map((s) => s.localDate)).toEqual(['2026-05-10', '2026-05-12', '2026-05-17', '2026-05-19']);
    expect(plan[0]).toMatchObject({
      startsAt: new Date('2026-05-10T04:00:00Z'),
      endsAt: new Date('2026-05-10T05:00:00Z'),
      fromMinute: 420,
      toMinute: 480,
      timeZone: 'Asia/Kuwait',
      seats: 10,
    });
  });

  it('keeps the wall-clock time across a London DST change', () => {
    const plan = planSessions(timing({ timeZone: 'Europe/London', startTime: '09:00', endTime: '10:00' }), {
      now: new Date('2026-03-27T12:00:00Z'),
      daysAhead: 3,
    });
    expect(plan.map((s) => s.startsAt.toISOString())).toEqual([
      '2026-03-27T09:00:00.000Z',
      '2026-03-28T09:00:00.000Z',
      '2026-03-29T08:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
    ]);
    expect(plan.every((s) => s.fromMinute === 540)).toBe(true);
  });

  it("uses the zone's today, not UTC's, and stays inside the timing's dates", () => {
    // 22:30Z on the 9th is already the 10th in Kuwait.
    const plan = planSessions(timing({ fromDate: '2026-05-11', toDate: '2026-05-12' }), {
      now: new Date('2026-05-09T22:30:00Z'),
      daysAhead: 60,
    });
    expect(plan.map((s) => s.localDate)).toEqual(['2026-05-11', '2026-05-12']);
    const today = planSessions(timing({}), { now: new Date('2026-05-09T22:30:00Z'), daysAhead: 0 });
    expect(today.map((s) => s.localDate)).toEqual(['2026-05-10']);
  });
});

describe('planSessions: one recurrence rule (start on the wall clock, length in real minutes)', () => {
  it('keeps a class across a New York DST change at 07:00 local and 60 real minutes long', () => {
    const plan = planSessions(
      timing({ timeZone: 'America/New_York', startTime: '07:00', endTime: '08:00' }),
      {
        now: new Date('2026-03-07T12:00:00Z'),
        daysAhead: 1,
      },
    );
    expect(plan.map((s) => [s.startsAt.toISOString(), s.endsAt.toISOString()])).toEqual([
      ['2026-03-07T12:00:00.000Z', '2026-03-07T13:00:00.000Z'],
      ['2026-03-08T11:00:00.000Z', '2026-03-08T12:00:00.000Z'],
    ]);
  });

  it('gives a class that spans the night jump its real length, not its wall-clock span', () => {
    // 01:30 to 03:30 on the wall clock is two hours on paper; the 02:00 jump makes it one real hour.
    // The rule keeps the two hours the partner chose (docs: expandRecurrence), ending at 04:30 local.
    const [night] = planSessions(
      timing({ timeZone: 'America/New_York', startTime: '01:30', endTime: '03:30', fromDate: '2026-03-08' }),
      { now: new Date('2026-03-08T05:00:00Z'), daysAhead: 0 },
    );
    expect(night!.startsAt.toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(night!.endsAt.getTime() - night!.startsAt.getTime()).toBe(120 * 60_000);
    expect(night).toMatchObject({ fromMinute: 90, toMinute: 270 });
  });

  it('lets a class cross midnight: it ends the next day and its row ends the local day at 23:59', () => {
    const [late] = planSessions(timing({ startTime: '23:30', endTime: '00:30' }), {
      now: new Date('2026-05-10T00:00:00Z'),
      daysAhead: 0,
    });
    expect(late).toMatchObject({
      localDate: '2026-05-10',
      startsAt: new Date('2026-05-10T20:30:00Z'),
      endsAt: new Date('2026-05-10T21:30:00Z'),
      fromMinute: 1410,
      toMinute: 1439,
    });
    expect(timingDurationMinutes('23:30:00', '00:30:00')).toBe(60);
    expect(timingDurationMinutes('07:00', '08:15')).toBe(75);
  });

  it('answers as expandRecurrence does for the same rule', async () => {
    const { expandRecurrence } = await import('./recurrence');
    const plan = planSessions(timing({ timeZone: 'Europe/London', startTime: '09:00', endTime: '10:30' }), {
      now: new Date('2026-03-27T12:00:00Z'),
      daysAhead: 3,
    });
    const occurrences = expandRecurrence(
      {
        classDays: [0, 1, 2, 3, 4, 5, 6],
        fromTime: '09:00',
        durationMinutes: 90,
        fromDate: '2026-03-27',
        toDate: '2026-03-30',
      },
      'Europe/London',
    );
    expect(plan.map((s) => [s.localDate, s.startsAt, s.endsAt])).toEqual(
      occurrences.map((o) => [o.date, o.startsAt, o.endsAt]),
    );
  });
});
