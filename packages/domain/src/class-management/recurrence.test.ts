import { describe, expect, it } from 'vitest';
import { expandRecurrence } from './recurrence';

const weekly = {
  classDays: [0, 3],
  fromTime: '07:00',
  durationMinutes: 60,
  fromDate: '2026-03-22',
  toDate: '2026-04-05',
};

describe('recurrence expansion in the store zone', () => {
  it('keeps 07:00 local across the London spring-forward (29 March 2026): UTC moves by an hour', () => {
    const out = expandRecurrence(weekly, 'Europe/London');
    expect(out.map((o) => o.date)).toEqual([
      '2026-03-22',
      '2026-03-25',
      '2026-03-29',
      '2026-04-01',
      '2026-04-05',
    ]);
    expect(out.map((o) => o.startsAt.toISOString())).toEqual([
      '2026-03-22T07:00:00.000Z',
      '2026-03-25T07:00:00.000Z',
      '2026-03-29T06:00:00.000Z',
      '2026-04-01T06:00:00.000Z',
      '2026-04-05T06:00:00.000Z',
    ]);
    for (const o of out) expect(o.endsAt.getTime() - o.startsAt.getTime()).toBe(3_600_000);
  });

  it('keeps 07:00 local across the London fall-back (25 October 2026)', () => {
    const out = expandRecurrence(
      { ...weekly, classDays: [0], fromDate: '2026-10-18', toDate: '2026-11-01' },
      'Europe/London',
    );
    expect(out.map((o) => o.startsAt.toISOString())).toEqual([
      '2026-10-18T06:00:00.000Z',
      '2026-10-25T07:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
    ]);
  });

  it('a skipped local time (01:30 on spring-forward night) moves forward by the jump, keeping its length', () => {
    const [o] = expandRecurrence(
      {
        classDays: [0],
        fromTime: '01:30',
        durationMinutes: 45,
        fromDate: '2026-03-29',
        toDate: '2026-03-29',
      },
      'Europe/London',
    );
    expect(o!.startsAt.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(o!.endsAt.getTime() - o!.startsAt.getTime()).toBe(45 * 60_000);
  });

  it('Kuwait has no daylight saving: always UTC+3', () => {
    const out = expandRecurrence(weekly, 'Asia/Kuwait');
    expect(out).toHaveLength(5);
    for (const o of out) expect(o.startsAt.toISOString().slice(11, 16)).toBe('04:00');
  });

  it('the same rule lands on different instants in different zones', () => {
    const [kw] = expandRecurrence(weekly, 'Asia/Kuwait');
    const [ny] = expandRecurrence(weekly, 'America/New_York');
    expect(kw!.startsAt.toISOString()).toBe('2026-03-22T04:00:00.000Z');
    expect(ny!.startsAt.toISOString()).toBe('2026-03-22T11:00:00.000Z');
  });

  it('honours a window and a limit, and yields nothing without weekdays in range', () => {
    expect(
      expandRecurrence(weekly, 'Asia/Kuwait', { fromDate: '2026-03-26', toDate: '2026-04-01' }).map(
        (o) => o.date,
      ),
    ).toEqual(['2026-03-29', '2026-04-01']);
    expect(expandRecurrence(weekly, 'Asia/Kuwait', { limit: 2 })).toHaveLength(2);
    expect(
      expandRecurrence(
        { ...weekly, classDays: [1], fromDate: '2026-03-24', toDate: '2026-03-28' },
        'Asia/Kuwait',
      ),
    ).toEqual([]);
  });
});
