import { describe, expect, it } from 'vitest';
import { minutesLeft, nextTick, openOffers } from './countdown';

const NOW = new Date('2026-11-23T15:00:00.000Z');
const at = (ms: number) => ({ expiresAt: new Date(NOW.getTime() + ms).toISOString() });

describe("a seat offer's countdown", () => {
  it('counts whole minutes up, and reads 0 only once the offer ran out', () => {
    expect(minutesLeft(at(30 * 60_000), NOW)).toBe(30);
    expect(minutesLeft(at(29 * 60_000 + 1), NOW)).toBe(30);
    expect(minutesLeft(at(30_000), NOW)).toBe(1);
    expect(minutesLeft(at(0), NOW)).toBe(0);
    expect(minutesLeft(at(-5_000), NOW)).toBe(0);
  });

  it('leaves out the offers that ran out', () => {
    const open = at(1);
    expect(openOffers([at(0), open, at(-60_000)], NOW)).toEqual([open]);
  });

  it('wakes when the first minute ticks over or an offer runs out, not before', () => {
    expect(nextTick([at(10 * 60_000 + 2_500), at(4 * 60_000 + 40_000)], NOW)).toBe(2_500);
    expect(nextTick([at(3 * 60_000)], NOW)).toBe(60_000);
    expect(nextTick([at(700)], NOW)).toBe(700);
    expect(nextTick([at(0), at(-1)], NOW)).toBeNull();
    expect(nextTick([], NOW)).toBeNull();
  });
});
