import { describe, expect, it } from 'vitest';
import { instantLabel } from './class-format';

describe('instantLabel (SPEC 9: 12-hour time on the store clock)', () => {
  it('reads an instant with its weekday and a 12-hour time in the store zone', () => {
    expect(instantLabel('2026-12-02T15:05:00Z', 'Asia/Kuwait')).toBe('Wed 2 Dec, 06:05 PM');
    // Past Kuwait's midnight it is already the next day there.
    expect(instantLabel('2026-12-02T21:30:00Z', 'Asia/Kuwait')).toBe('Thu 3 Dec, 12:30 AM');
    expect(instantLabel('2026-12-02T21:30:00Z', 'Asia/Bahrain')).toBe('Thu 3 Dec, 12:30 AM');
  });
});
