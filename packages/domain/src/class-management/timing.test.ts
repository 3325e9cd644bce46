import { describe, expect, it } from 'vitest';
import { CM_MSG } from './messages';
import { classInputSchema, timingInputSchema } from './schemas';
import { checkTiming, endTimeOf, isPriceWithinLimit, priceAsTyped, splitDuration } from './timing';

const now = new Date('2026-03-20T10:00:00Z'); // 13:00 in Kuwait, 10:00 in London
const base = {
  classDays: [1, 3],
  fromTime: '18:00',
  durationMinutes: 60,
  fromDate: '2026-03-20',
  toDate: '2026-04-30',
  totalSeat: 10,
  creditSeats: 5,
};

describe('timing rules (SPEC 5)', () => {
  it('accepts a future weekly timing', () => {
    expect(checkTiming(base, { now, timeZone: 'Asia/Kuwait' })).toBeNull();
  });

  it.each([
    [
      'ends after midnight',
      { fromTime: '23:30', durationMinutes: 60 },
      'durationMinutes',
      CM_MSG.invalidTiming,
    ],
    ['from date after to date', { fromDate: '2026-05-01' }, 'toDate', CM_MSG.invalidTiming],
    [
      'no chosen weekday in range',
      { classDays: [0], fromDate: '2026-03-23', toDate: '2026-03-24' },
      'classDays',
      CM_MSG.invalidTiming,
    ],
    ['seats over 5 digits', { totalSeat: 100_000 }, 'totalSeat', CM_MSG.invalidSeats],
    ['zero seats', { totalSeat: 0 }, 'totalSeat', CM_MSG.invalidSeats],
    ['credit seats above seats', { creditSeats: 11 }, 'creditSeats', CM_MSG.creditSeatsAboveSeats],
    [
      'first session already past',
      { classDays: [5], fromTime: '12:00', toDate: '2026-03-20' },
      'fromTime',
      CM_MSG.pastTime,
    ],
    ['start in the past', { fromDate: '2026-03-01' }, 'fromTime', CM_MSG.pastTime],
  ])('%s', (_name, change, field, message) => {
    expect(checkTiming({ ...base, ...change }, { now, timeZone: 'Asia/Kuwait' })).toEqual({ field, message });
  });

  it('skips the past-time check when the local setting says so', () => {
    expect(
      checkTiming(
        { ...base, fromDate: '2026-03-01' },
        { now, timeZone: 'Asia/Kuwait', skipPastTimeCheck: true },
      ),
    ).toBeNull();
  });

  it('judges "past" on the store clock: 12:00 today is past in Kuwait (13:00) but not in London (10:00)', () => {
    const today = { ...base, classDays: [5], fromTime: '12:00', toDate: '2026-03-20' };
    expect(checkTiming(today, { now, timeZone: 'Asia/Kuwait' })?.message).toBe(CM_MSG.pastTime);
    expect(checkTiming(today, { now, timeZone: 'Europe/London' })).toBeNull();
  });

  it('computes end times and the duration dropdowns', () => {
    expect(endTimeOf('09:15', 95)).toBe('10:50');
    expect(endTimeOf('23:00', 59)).toBe('23:59');
    expect(endTimeOf('23:00', 60)).toBeNull();
    expect(splitDuration(95)).toEqual({ hours: 1, minutes: 35 });
  });

  it('limits the special price to 5 shown characters', () => {
    expect(isPriceWithinLimit(12_500, 3)).toBe(true); // 12.5
    expect(isPriceWithinLimit(99_999_000, 3)).toBe(true); // 99999
    expect(isPriceWithinLimit(100_000_000, 3)).toBe(false); // 100000
    expect(isPriceWithinLimit(12_345, 3)).toBe(false); // 12.345
    expect(isPriceWithinLimit(0, 2)).toBe(false);
  });

  it('shows a price without trailing zeros', () => {
    expect(priceAsTyped(12_500, 3)).toBe('12.5');
    expect(priceAsTyped(15_000, 3)).toBe('15');
    expect(priceAsTyped(1_234, 3)).toBe('1.234');
    expect(priceAsTyped(40, 0)).toBe('40');
  });
});

describe('class and timing schemas', () => {
  const timing = { ...base };
  const klass = {
    title: 'Spin',
    classCategoryId: 1,
    priceModel: 'PHYSICAL',
    credit: 2,
    classType: 'MIXED',
    fitnessLevel: 'BASIC',
    ageCategoryType: 'ADULTS',
    showAvailableSeatType: 'SHOWALL',
    timings: [timing],
  };
  const messages = (body: unknown) => {
    const r = classInputSchema.safeParse(body);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts a valid class', () => {
    expect(messages(klass)).toEqual([]);
  });
  it('requires a timing', () => {
    expect(messages({ ...klass, timings: [] })).toEqual(['timings: Timing is required.']);
  });
  it('requires a price for PT and workshops', () => {
    expect(messages({ ...klass, priceModel: 'PT' })).toEqual([`price: ${CM_MSG.invalidPrice}`]);
  });
  it('keeps the auto-waitlist hours to 2 characters', () => {
    expect(messages({ ...klass, autoWaitListHours: 100 })).toEqual([
      `autoWaitListHours: ${CM_MSG.autoWaitListTooLong}`,
    ]);
  });
  it.each([
    [{ totalSeat: 1.5 }, `totalSeat: ${CM_MSG.invalidSeats}`],
    [{ totalSeat: 123456 }, `totalSeat: ${CM_MSG.invalidSeats}`],
    [{ creditSeats: 20 }, `creditSeats: ${CM_MSG.creditSeatsAboveSeats}`],
    [{ fromTime: '7:00 PM' }, `fromTime: ${CM_MSG.invalidTime}`],
    [{ durationMinutes: 7 }, `durationMinutes: ${CM_MSG.invalidTiming}`],
    [{ durationMinutes: 12 * 60 }, `durationMinutes: ${CM_MSG.invalidTiming}`],
    [{ toDate: '2026-03-01' }, `toDate: ${CM_MSG.invalidTiming}`],
  ])('rejects timing %j', (change, message) => {
    const r = timingInputSchema.safeParse({ ...timing, ...change });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([message]);
  });
});
