import { describe, expect, it } from 'vitest';
import { DEFAULT_PT_HOURS, nextPtHours, type PtHours, ptHoursProblem } from './pt-trainers';

const row = (weekday: number, startTime: string, endTime: string): PtHours => ({
  weekday,
  startTime,
  endTime,
});
const everyDay = (startTime: string, endTime: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => row(day, startTime, endTime));

describe('the row "Add hours" appends', () => {
  it.each([
    ['no hours yet', [], DEFAULT_PT_HOURS],
    ['one row: the next day, same times', [row(0, '09:00', '17:00')], row(1, '09:00', '17:00')],
    [
      'skips days that have hours',
      [row(1, '10:00', '12:00'), row(0, '08:00', '11:00')],
      row(2, '08:00', '11:00'),
    ],
    ['wraps after Saturday', [row(6, '07:00', '09:00')], row(0, '07:00', '09:00')],
    ['every day taken: after the day’s latest end', everyDay('09:00', '12:00'), row(6, '12:00', '15:00')],
    ['cut at the last start of the day', everyDay('09:00', '20:00'), row(6, '20:00', '23:55')],
  ])('%s', (_name, hours, expected) => {
    const next = nextPtHours(hours);
    expect(next).toEqual(expected);
    expect(ptHoursProblem([...hours, next])).toBeNull();
  });

  it('moves to the next day when the last row’s day is full to midnight', () => {
    const hours = [...everyDay('09:00', '12:00'), row(6, '12:00', '23:55')];
    expect(nextPtHours(hours)).toEqual(row(0, '12:00', '23:55'));
  });
});
