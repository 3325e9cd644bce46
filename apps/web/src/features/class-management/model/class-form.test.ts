import { describe, expect, it } from 'vitest';
import type { ClassEditDto } from '../api/contract';
import {
  blankClass,
  blankTiming,
  classFormFromDto,
  creditSeatsFollowing,
  firstSessionDate,
  hasClassChanges,
  toClassUpdate,
  toTimingInput,
  validateClassForm,
} from './class-form';
import { endTime, START_TIMES, splitDuration, startTimeOptions } from './time-options';

const today = '2026-11-23';
const pricedClass: ClassEditDto = {
  classId: 9,
  ownerId: 2,
  title: 'Personal Training',
  description: 'One to one.',
  classCategoryId: 1,
  subClassCategoryId: null,
  priceModel: 'PT',
  credit: 0,
  price: 12_500,
  currencyCode: 'KWD',
  currencyDecimals: 3,
  timeZone: 'Asia/Kuwait',
  classType: 'MIXED',
  fitnessLevel: 'DONTSPECIFY',
  ageCategoryType: 'ADULTS',
  showAvailableSeatType: 'SHOWALL',
  reminder: null,
  reminderMinutes: 60,
  specialNote: null,
  autoWaitListHours: null,
  videoClass: false,
  isSpecialProgram: false,
  gymBranchId: null,
  hasGym: true,
  venue: null,
  trainerId: 3,
  trainerLocked: true,
  mediaIds: [],
  media: [],
  timings: [
    {
      classTimingId: 4,
      classDays: [1],
      fromTime: '09:00',
      toTime: '10:00',
      durationMinutes: 60,
      fromDate: '2026-11-23',
      toDate: '2026-12-31',
      trainerId: 3,
      trainerName: 'Tara',
      totalSeat: 1,
      creditSeats: 1,
      isSlot: false,
    },
  ],
};
const filled = () => ({
  ...blankClass(today, null),
  title: 'Lunch Mobility',
  description: 'Hips and shoulders.',
  classCategoryId: '1',
  timings: [{ ...blankTiming(today, null), classDays: ['1', '3'], toDate: '2026-12-06' }],
});

describe('class form (SPEC 3.3, 5, 9)', () => {
  it('accepts a complete class', () => {
    expect(validateClassForm(filled(), true, 3)).toEqual({});
  });

  it('shows the spec messages under the fields', () => {
    const values = filled();
    values.title = ' ';
    values.autoWaitListHours = '100';
    values.priceModel = 'PT';
    values.price = '123456';
    values.timings[0] = {
      ...values.timings[0]!,
      classDays: [],
      hours: '0',
      minutes: '0',
      toDate: '2026-11-01',
      totalSeat: 123456,
      creditSeats: 5,
    };
    expect(validateClassForm(values, true, 3)).toEqual({
      title: 'This information is required.',
      autoWaitListHours: 'Maximum length 2 characters.',
      price: 'Invalid Price Selection',
      'timings.0.classDays': 'This information is required.',
      'timings.0.minutes': 'Invalid timing',
      'timings.0.toDate': 'Invalid timing',
      'timings.0.totalSeat': 'Invalid Seats Selection.',
    });
  });

  it('re-saves a class priced at 10 KWD or more (SPEC 5 price rule on the amount shown)', () => {
    const values = classFormFromDto(pricedClass, 3);
    expect(values.price).toBe('12.5');
    expect(validateClassForm(values, false, 3)).toEqual({});
    expect(toClassUpdate(values, 3, [])).toMatchObject({ price: 12_500 });
    expect(hasClassChanges(pricedClass, values, 3, [])).toBe(false);
    expect(classFormFromDto({ ...pricedClass, price: 99_999_000 }, 3).price).toBe('99999');
  });

  it("sends the class's reminder time: 3 hours for a new class, the stored one on edit, 0 for none", () => {
    expect(toClassUpdate(filled(), 3, [])).toMatchObject({ reminderMinutes: 180 });
    const values = classFormFromDto(pricedClass, 3);
    expect(values.reminderMinutes).toBe('60');
    expect(hasClassChanges(pricedClass, { ...values, reminderMinutes: '0' }, 3, [])).toBe(true);
    expect(toClassUpdate({ ...values, reminderMinutes: '0' }, 3, [])).toMatchObject({ reminderMinutes: 0 });
    expect(classFormFromDto({ ...pricedClass, reminderMinutes: null }, 3).reminderMinutes).toBe('180');
  });

  it('checks the typed price with the domain rule', () => {
    const values = filled();
    values.priceModel = 'AUTOJOINWITHPACKAGE';
    for (const ok of ['12.500', '12.5', '99999', '1.234']) {
      values.price = ok;
      expect(validateClassForm(values, true, 3), ok).toEqual({});
    }
    for (const bad of ['', '0', '12.345', '100000', '1.2345', 'abc', '-3']) {
      values.price = bad;
      expect(validateClassForm(values, true, 3).price, bad).toBe('Invalid Price Selection');
    }
  });

  it('lets credit seats follow the seats down, never up', () => {
    expect(creditSeatsFollowing(5, 3)).toBe(3);
    expect(creditSeatsFollowing(5, '3')).toBe(3);
    expect(creditSeatsFollowing(3, 8)).toBe(3);
    expect(creditSeatsFollowing('', 3)).toBe('');
    expect(creditSeatsFollowing(5, '')).toBe(5);
  });

  it('refuses more credit seats than seats', () => {
    const values = filled();
    values.timings[0] = { ...values.timings[0]!, totalSeat: 5, creditSeats: 6 };
    expect(validateClassForm(values, true, 3)['timings.0.creditSeats']).toBe(
      'Credit seats cannot be more than the seats.',
    );
  });

  it('sends 24-hour times, minutes and sorted days; money in minor units', () => {
    const values = filled();
    values.timings[0] = {
      ...values.timings[0]!,
      classDays: ['3', '1'],
      fromTime: '13:05',
      hours: '1',
      minutes: '15',
    };
    expect(toTimingInput(values.timings[0]!)).toMatchObject({
      classDays: [1, 3],
      fromTime: '13:05',
      durationMinutes: 75,
      totalSeat: 10,
      creditSeats: 10,
    });
    values.priceModel = 'PT';
    values.price = '12.5';
    expect(toClassUpdate(values, 3, [7])).toMatchObject({ price: 12500, credit: 0, mediaIds: [7] });
  });

  it('finds the first day a timing runs', () => {
    // 2026-11-23 is a Monday: Wednesday comes first for days [3], Monday itself for [1].
    const timing = { ...blankTiming(today, null), classDays: ['3'], toDate: '2026-12-31' };
    expect(firstSessionDate([timing])).toBe('2026-11-25');
    expect(firstSessionDate([timing, { ...timing, classDays: ['1'] }])).toBe('2026-11-23');
  });
});

describe('time options (SPEC 9)', () => {
  it('offers start times in 12-hour form every 5 minutes', () => {
    expect(START_TIMES).toHaveLength(288);
    expect(startTimeOptions().find((option) => option.value === '13:05')?.label).toBe('01:05 PM');
  });

  it('splits and adds durations', () => {
    expect(splitDuration(135)).toEqual({ hours: '2', minutes: '15' });
    expect(endTime('23:00', 45)).toBe('23:45');
  });
});
