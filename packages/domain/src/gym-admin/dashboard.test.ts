import { describe, expect, it } from 'vitest';
import { changePercent, dashboardMonths, lastDays } from './dashboard';

describe('the dashboard periods', () => {
  it.each([
    ['2026-03-15', '2026-03-01', '2026-02-01', '2026-02-15'],
    ['2026-03-31', '2026-03-01', '2026-02-01', '2026-02-28'],
    ['2028-03-30', '2028-03-01', '2028-02-01', '2028-02-29'],
    ['2026-01-01', '2026-01-01', '2025-12-01', '2025-12-01'],
    ['2026-05-31', '2026-05-01', '2026-04-01', '2026-04-30'],
  ])('%s: this month from %s, the previous %s to %s', (today, from, previousFrom, previousTo) => {
    expect(dashboardMonths(today)).toEqual({
      current: { fromDate: from, toDate: today },
      previous: { fromDate: previousFrom, toDate: previousTo },
    });
  });

  it('counts today in a window of days', () => {
    expect(lastDays('2026-03-15', 14)).toEqual({ fromDate: '2026-03-02', toDate: '2026-03-15' });
    expect(lastDays('2026-03-01', 1)).toEqual({ fromDate: '2026-03-01', toDate: '2026-03-01' });
  });

  it.each([
    [150, 100, 50],
    [50, 100, -50],
    [1, 3, -66.7],
    [0, 0, 0],
    [5, 0, null],
    [-10, -20, 50],
  ])('a change from %s to %s', (current, previous, change) => {
    expect(changePercent(current, previous)).toBe(change);
  });
});
