import { describe, expect, it } from 'vitest';
import { addDays, mondayOf, zonedParts, zonedToInstant } from '../time/zoned';
import { dayPartOf, fourHourRangeOf, matchesTimeBuckets, timeBucketsOf } from './time-buckets';

describe('time-of-day buckets of a local time', () => {
  it.each([
    ['00:00', 'MORNING', 'H00_04'],
    ['03:59', 'MORNING', 'H00_04'],
    ['04:00', 'MORNING', 'H04_08'],
    ['07:59', 'MORNING', 'H04_08'],
    ['08:00', 'MORNING', 'H08_12'],
    ['11:59', 'MORNING', 'H08_12'],
    ['12:00', 'AFTERNOON', 'H12_16'],
    ['16:00', 'AFTERNOON', 'H16_20'],
    ['16:59', 'AFTERNOON', 'H16_20'],
    ['17:00', 'EVENING', 'H16_20'],
    ['20:00', 'EVENING', 'H20_24'],
    ['23:59', 'EVENING', 'H20_24'],
  ])('%s → %s, %s', (time, part, range) => {
    expect(dayPartOf(time)).toBe(part);
    expect(fourHourRangeOf(time)).toBe(range);
  });

  it('rejects a time outside the day', () => {
    expect(() => dayPartOf('24:00')).toThrow(/Invalid Time/);
    expect(() => fourHourRangeOf(-1)).toThrow(/Invalid Time/);
  });

  it('matches any chosen bucket, or everything when none is chosen', () => {
    expect(matchesTimeBuckets('18:30', [])).toBe(true);
    expect(matchesTimeBuckets('18:30', ['MORNING', 'EVENING'])).toBe(true);
    expect(matchesTimeBuckets('18:30', ['H20_24'])).toBe(false);
  });
});

describe('buckets of an instant, on the class zone clocks', () => {
  it.each([
    // 05:30Z is 08:30 in Kuwait (UTC+3, no DST) and 06:30 in London in summer (BST), 05:30 in winter.
    ['2026-07-01T05:30:00Z', 'Asia/Kuwait', 'MORNING', 'H08_12'],
    ['2026-07-01T05:30:00Z', 'Europe/London', 'MORNING', 'H04_08'],
    ['2026-07-01T14:30:00Z', 'Asia/Kuwait', 'EVENING', 'H16_20'],
    ['2026-07-01T14:30:00Z', 'Europe/London', 'AFTERNOON', 'H12_16'],
    ['2026-01-15T16:30:00Z', 'Europe/London', 'AFTERNOON', 'H16_20'],
    ['2026-07-01T16:30:00Z', 'Europe/London', 'EVENING', 'H16_20'],
    ['2026-07-01T21:30:00Z', 'Asia/Kuwait', 'MORNING', 'H00_04'],
  ])('%s in %s → %s, %s', (iso, zone, part, range) => {
    expect(timeBucketsOf(new Date(iso), zone)).toEqual({ dayPart: part, range });
  });
});

describe('wall-clock ↔ instant', () => {
  it.each([
    ['2026-05-10', '09:00', 'Asia/Kuwait', '2026-05-10T06:00:00.000Z'],
    ['2026-01-10', '09:00', 'Asia/Kuwait', '2026-01-10T06:00:00.000Z'],
    ['2026-03-28', '09:00', 'Europe/London', '2026-03-28T09:00:00.000Z'],
    ['2026-03-29', '09:00', 'Europe/London', '2026-03-29T08:00:00.000Z'],
    // 01:30 does not exist on the spring-forward night: it moves on to 02:30 BST.
    ['2026-03-29', '01:30', 'Europe/London', '2026-03-29T01:30:00.000Z'],
    // 01:30 happens twice on the fall-back night: the first (BST) one.
    ['2026-10-25', '01:30', 'Europe/London', '2026-10-25T00:30:00.000Z'],
    ['2026-10-25', '09:00', 'Europe/London', '2026-10-25T09:00:00.000Z'],
  ])('%s %s %s → %s', (date, time, zone, iso) => {
    expect(zonedToInstant(date, time, zone).toISOString()).toBe(iso);
  });

  it('round-trips every quarter hour of a DST day in London and of a Kuwait day', () => {
    for (const [date, zone] of [
      ['2026-10-25', 'Europe/London'],
      ['2026-05-10', 'Asia/Kuwait'],
    ] as const) {
      for (let minute = 0; minute < 24 * 60; minute += 15) {
        const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        const parts = zonedParts(zonedToInstant(date, time, zone), zone);
        expect(parts.date).toBe(date);
        expect(parts.time).toBe(time);
      }
    }
  });

  it('gives the local date and weekday, which differ from UTC near midnight', () => {
    expect(zonedParts(new Date('2026-05-09T22:30:00Z'), 'Asia/Kuwait')).toEqual({
      date: '2026-05-10',
      time: '01:30',
      weekday: 0,
      minuteOfDay: 90,
    });
    expect(zonedParts(new Date('2026-05-09T22:30:00Z'), 'Europe/London').date).toBe('2026-05-09');
  });

  it('finds the Monday of a week and adds days', () => {
    expect(mondayOf('2026-05-10')).toBe('2026-05-04');
    expect(mondayOf('2026-05-11')).toBe('2026-05-11');
    expect(mondayOf('2026-05-17')).toBe('2026-05-11');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });
});
