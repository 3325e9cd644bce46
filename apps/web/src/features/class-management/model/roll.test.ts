import { describe, expect, it } from 'vitest';
import { isRollClosed, untilStart } from './roll';

describe('the roll of a session', () => {
  it('is open while no attendance is final, closed once any is', () => {
    expect(isRollClosed([])).toBe(false);
    expect(isRollClosed([{ attendance: null }, { attendance: null }])).toBe(false);
    expect(isRollClosed([{ attendance: 'NO_SHOW' }, { attendance: 'ATTENDED' }])).toBe(true);
  });

  it('can be closed from the start of the class, not a moment before', () => {
    const startsAt = '2026-12-06T15:00:00.000Z';
    const start = Date.parse(startsAt);
    expect(untilStart(startsAt, start - 90_000)).toBe(90_000);
    expect(untilStart(startsAt, start)).toBe(0);
    expect(untilStart(startsAt, start + 60_000)).toBe(0);
  });
});
