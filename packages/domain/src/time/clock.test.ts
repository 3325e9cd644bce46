import { describe, expect, it } from 'vitest';
import { to12Hour, to24Hour } from './clock';

describe('12/24-hour conversion (SPEC 5, 9)', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['09:05', '09:05 AM'],
    ['12:00', '12:00 PM'],
    ['13:45', '01:45 PM'],
    ['23:59', '11:59 PM'],
  ])('%s ↔ %s', (time24, time12) => {
    expect(to12Hour(time24)).toBe(time12);
    expect(to24Hour(time12)).toBe(time24);
  });

  it.each(['24:00', '7pm', '13:00 PM', '00:00 AM'])('rejects %j', (value) => {
    expect(() => (value.includes('M') ? to24Hour(value) : to12Hour(value))).toThrow(/Invalid Time/);
  });
});
