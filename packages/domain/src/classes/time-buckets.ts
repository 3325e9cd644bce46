import { timeToMinutes, zonedParts } from '../time/zoned';

/**
 * SPEC 3.3 time-of-day buckets: MORNING, AFTERNOON, EVENING, plus six 4-hour ranges from 00:00 to
 * 23:59. The spec leaves the three named buckets' bounds open; ours cover the whole day:
 * morning until 11:59, afternoon 12:00 to 16:59, evening from 17:00. A class belongs to the bucket of
 * its local start time.
 */
export const DAY_PARTS = ['MORNING', 'AFTERNOON', 'EVENING'] as const;
export const FOUR_HOUR_RANGES = ['H00_04', 'H04_08', 'H08_12', 'H12_16', 'H16_20', 'H20_24'] as const;
export const TIME_BUCKETS = [...DAY_PARTS, ...FOUR_HOUR_RANGES] as const;
export type DayPart = (typeof DAY_PARTS)[number];
export type FourHourRange = (typeof FOUR_HOUR_RANGES)[number];
export type TimeBucket = (typeof TIME_BUCKETS)[number];

/** [from, to) in minutes after local midnight. */
export const TIME_BUCKET_RANGE: Record<TimeBucket, readonly [number, number]> = {
  MORNING: [0, 12 * 60],
  AFTERNOON: [12 * 60, 17 * 60],
  EVENING: [17 * 60, 24 * 60],
  H00_04: [0, 4 * 60],
  H04_08: [4 * 60, 8 * 60],
  H08_12: [8 * 60, 12 * 60],
  H12_16: [12 * 60, 16 * 60],
  H16_20: [16 * 60, 20 * 60],
  H20_24: [20 * 60, 24 * 60],
};

export const TIME_BUCKET_LABEL: Record<TimeBucket, string> = {
  MORNING: 'Morning',
  AFTERNOON: 'Afternoon',
  EVENING: 'Evening',
  H00_04: '12:00 AM - 04:00 AM',
  H04_08: '04:00 AM - 08:00 AM',
  H08_12: '08:00 AM - 12:00 PM',
  H12_16: '12:00 PM - 04:00 PM',
  H16_20: '04:00 PM - 08:00 PM',
  H20_24: '08:00 PM - 11:59 PM',
};

function minuteOf(time: string | number): number {
  const minute = typeof time === 'number' ? time : timeToMinutes(time);
  if (!Number.isInteger(minute) || minute < 0 || minute >= 24 * 60) throw new Error(`Invalid Time: ${time}`);
  return minute;
}

const inRange = (minute: number, bucket: TimeBucket) => {
  const [from, to] = TIME_BUCKET_RANGE[bucket];
  return minute >= from && minute < to;
};

/** The named bucket of a local time ('HH:mm' or minutes after midnight). */
export function dayPartOf(time: string | number): DayPart {
  const minute = minuteOf(time);
  return DAY_PARTS.find((bucket) => inRange(minute, bucket))!;
}

/** The 4-hour range of a local time. */
export function fourHourRangeOf(time: string | number): FourHourRange {
  const minute = minuteOf(time);
  return FOUR_HOUR_RANGES.find((bucket) => inRange(minute, bucket))!;
}

/** Both buckets of an instant, read on the clocks of the class's zone. */
export function timeBucketsOf(instant: Date, timeZone: string): { dayPart: DayPart; range: FourHourRange } {
  const { minuteOfDay } = zonedParts(instant, timeZone);
  return { dayPart: dayPartOf(minuteOfDay), range: fourHourRangeOf(minuteOfDay) };
}

/** Does a local start time fall in any of the chosen buckets (an empty choice matches all)? */
export function matchesTimeBuckets(time: string | number, buckets: readonly TimeBucket[]): boolean {
  if (buckets.length === 0) return true;
  const minute = minuteOf(time);
  return buckets.some((bucket) => inRange(minute, bucket));
}
