import { describe, expect, it } from 'vitest';
import { CHECK_IN_OPENS_MINUTES, checkInOpensAt, isCheckInOpen } from './check-in';

describe('the check-in window', () => {
  const startsAt = new Date('2026-12-10T17:00:00Z');
  it('opens an hour before the start, and stays open after it', () => {
    expect(CHECK_IN_OPENS_MINUTES).toBe(60);
    expect(checkInOpensAt(startsAt).toISOString()).toBe('2026-12-10T16:00:00.000Z');
    expect(isCheckInOpen(startsAt, new Date('2026-12-09T17:00:00Z'))).toBe(false);
    expect(isCheckInOpen(startsAt, new Date('2026-12-10T15:59:59Z'))).toBe(false);
    expect(isCheckInOpen(startsAt, new Date('2026-12-10T16:00:00Z'))).toBe(true);
    expect(isCheckInOpen(startsAt, new Date('2026-12-10T19:00:00Z'))).toBe(true);
  });
});
