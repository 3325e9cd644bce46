import { describe, expect, it } from 'vitest';
import { classTimeRange, instantLabel } from './class-format';

describe('instantLabel (SPEC 9: 12-hour time on the store clock)', () => {
  it('reads an instant with its weekday and a 12-hour time in the store zone', () => {
    expect(instantLabel('2026-12-02T15:05:00Z', 'Asia/Kuwait')).toBe('Wed 2 Dec, 06:05 PM');
    // Past Kuwait's midnight it is already the next day there.
    expect(instantLabel('2026-12-02T21:30:00Z', 'Asia/Kuwait')).toBe('Thu 3 Dec, 12:30 AM');
    expect(instantLabel('2026-12-02T21:30:00Z', 'Asia/Bahrain')).toBe('Thu 3 Dec, 12:30 AM');
  });
});

/** One answer for every list, card and popup (an en-dash and a hyphen variant were joined into one). */
describe('classTimeRange (SPEC 9: 12-hour time; USD adds AST)', () => {
  it('reads both ends in 12-hour time joined by a hyphen', () => {
    expect(classTimeRange({ fromTime: '18:00', toTime: '19:15', currencyCode: 'KWD' })).toBe(
      '06:00 PM - 07:15 PM',
    );
    expect(classTimeRange({ fromTime: '00:30', toTime: '12:00', currencyCode: 'BHD' })).toBe(
      '12:30 AM - 12:00 PM',
    );
  });

  it('adds the AST label for a USD store, whatever the code’s case', () => {
    expect(classTimeRange({ fromTime: '07:00', toTime: '08:00', currencyCode: 'usd' })).toBe(
      '07:00 AM - 08:00 AM AST',
    );
  });
});
