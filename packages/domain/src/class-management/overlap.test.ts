import { describe, expect, it } from 'vitest';
import { findOverlap, intervalsOverlap } from './overlap';
import { expandRecurrence } from './recurrence';

const at = (hhmm: string, day = '2026-03-22') => new Date(`${day}T${hhmm}:00Z`);
const iv = (from: string, to: string, day?: string) => ({ startsAt: at(from, day), endsAt: at(to, day) });

describe('overlap detection', () => {
  it.each([
    [iv('09:00', '10:00'), iv('09:30', '10:30'), true],
    [iv('09:00', '10:00'), iv('08:00', '09:01'), true],
    [iv('09:00', '10:00'), iv('09:15', '09:45'), true],
    [iv('09:00', '10:00'), iv('10:00', '11:00'), false],
    [iv('09:00', '10:00'), iv('08:00', '09:00'), false],
  ])('%j vs %j → %s', (a, b, expected) => {
    expect(intervalsOverlap(a, b)).toBe(expected);
    expect(intervalsOverlap(b, a)).toBe(expected);
  });

  it('finds the earliest clashing session and the candidate that hits it', () => {
    const existing = [
      { id: 1, ...iv('18:00', '19:00', '2026-03-25') },
      { id: 2, ...iv('06:00', '23:00', '2026-03-20') },
      { id: 3, ...iv('07:30', '08:00', '2026-03-29') },
    ];
    const candidates = [iv('07:00', '08:00', '2026-03-22'), iv('07:00', '08:00', '2026-03-29')];
    const hit = findOverlap(candidates, existing);
    expect(hit?.existing.id).toBe(3);
    expect(hit?.candidate.startsAt.toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(findOverlap([iv('05:00', '06:00', '2026-03-20')], existing)).toBeNull();
  });

  it('sees a clash between sessions in different zones at the same instant across a DST change', () => {
    const london = expandRecurrence(
      {
        classDays: [0],
        fromTime: '07:00',
        durationMinutes: 60,
        fromDate: '2026-03-22',
        toDate: '2026-04-05',
      },
      'Europe/London',
    );
    // 09:00 in Kuwait is 06:00 UTC: 07:00 in London only after the clocks went forward on 29 March.
    const kuwait = expandRecurrence(
      {
        classDays: [0],
        fromTime: '09:00',
        durationMinutes: 60,
        fromDate: '2026-03-22',
        toDate: '2026-04-05',
      },
      'Asia/Kuwait',
    );
    expect(findOverlap(london, kuwait)?.candidate.startsAt.toISOString()).toBe('2026-03-29T06:00:00.000Z');
  });
});
