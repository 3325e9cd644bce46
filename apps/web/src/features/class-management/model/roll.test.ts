import { describe, expect, it } from 'vitest';
import { isRollClosed, untilStart } from './roll';

describe('the roll of a session', () => {
  it('is closed when the server says so', () => {
    expect(isRollClosed([{ rollClosed: true }])).toBe(true);
    expect(isRollClosed([{ rollClosed: true }, { rollClosed: true }])).toBe(true);
  });

  it('is open for an empty list, or when the server says open', () => {
    expect(isRollClosed([])).toBe(false);
    expect(isRollClosed([{ rollClosed: false }, { rollClosed: false }])).toBe(false);
  });

  it('does not guess from attendance: everyone absent on an open roll reads as open', () => {
    const absent = { attendance: 'NO_SHOW' as const, rollClosed: false };
    expect(isRollClosed([absent, absent])).toBe(false);
  });

  it('can be closed from the start of the class, not a moment before', () => {
    const startsAt = '2026-12-06T15:00:00.000Z';
    const start = Date.parse(startsAt);
    expect(untilStart(startsAt, start - 90_000)).toBe(90_000);
    expect(untilStart(startsAt, start)).toBe(0);
    expect(untilStart(startsAt, start + 60_000)).toBe(0);
  });
});
