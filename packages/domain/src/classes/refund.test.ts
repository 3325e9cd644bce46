import { describe, expect, it } from 'vitest';
import { zonedToInstant } from '../time/zoned';
import { refundDecision } from './refund';

const WARNING =
  'This class starts in less than 6 hours. If you cancel now, your credits will not be refunded.';

describe('refund cutoff (SPEC 4.5, 9): refundable only more than 6 hours before the start', () => {
  it.each<[string, string, string, string, boolean]>([
    ['Kuwait, 7 h before', 'Asia/Kuwait', '2026-05-10', '18:00', true],
    ['Kuwait, 6 h 1 min before', 'Asia/Kuwait', '2026-05-10', '17:01', true],
    ['Kuwait, exactly 6 h before', 'Asia/Kuwait', '2026-05-10', '17:00', false],
    ['Kuwait, 30 min before', 'Asia/Kuwait', '2026-05-10', '11:30', false],
    ['Kuwait, already started', 'Asia/Kuwait', '2026-05-10', '10:00', false],
  ])('%s', (_name, zone, date, time, refundable) => {
    const now = zonedToInstant('2026-05-10', '11:00', zone);
    const decision = refundDecision(zonedToInstant(date, time, zone), now);
    expect(decision.refundable).toBe(refundable);
    expect(decision.warning).toBe(refundable ? null : WARNING);
  });

  it('counts real hours across the London spring-forward night, not clock hours', () => {
    // Now 00:30 GMT; the class at 06:45 BST is 5 h 15 min away although the clocks differ by 6 h 15 min.
    const now = zonedToInstant('2026-03-29', '00:30', 'Europe/London');
    const start = zonedToInstant('2026-03-29', '06:45', 'Europe/London');
    expect(refundDecision(start, now)).toMatchObject({ refundable: false, warning: WARNING });
  });

  it('and across the fall-back night: 5 clock hours are 6 h 30 min', () => {
    const now = zonedToInstant('2026-10-25', '00:30', 'Europe/London');
    const start = zonedToInstant('2026-10-25', '06:00', 'Europe/London');
    expect(refundDecision(start, now).refundable).toBe(true);
  });

  it('Kuwait has no DST: the same clock gap gives the same answer all year', () => {
    for (const date of ['2026-01-15', '2026-03-29', '2026-10-25']) {
      const now = zonedToInstant(date, '00:30', 'Asia/Kuwait');
      expect(refundDecision(zonedToInstant(date, '06:45', 'Asia/Kuwait'), now).refundable).toBe(true);
      expect(refundDecision(zonedToInstant(date, '06:30', 'Asia/Kuwait'), now).refundable).toBe(false);
    }
  });
});
