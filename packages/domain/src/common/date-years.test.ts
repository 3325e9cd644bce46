import { describe, expect, it } from 'vitest';
import '../i18n/arabic';
import { localise } from '../i18n/localise';
import { MSG } from '../messages';
import { DATE_YEARS, dobField, isoDateField, isoInstantField } from './fields';

const OUT_OF_RANGE = MSG.dateOutOfRange(DATE_YEARS.from, DATE_YEARS.to);
const firstError = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? null;

/** Every date the API reads lies in the product's years, 1900 to 2100. */
describe('dates within DATE_YEARS', () => {
  it.each([
    ['1900-01-01', null],
    ['2100-12-31', null],
    ['1899-12-31', OUT_OF_RANGE],
    ['2101-01-01', OUT_OF_RANGE],
    ['9999-12-30', OUT_OF_RANGE],
    ['0001-01-01', OUT_OF_RANGE],
    ['2026-02-30', MSG.invalidDate],
    ['99999-01-01', MSG.invalidDate],
  ])('date %j → %s', (value, expected) => {
    expect(firstError(isoDateField.safeParse(value))).toBe(expected);
  });

  it.each([
    ['2026-05-01T10:00:00+03:00', null],
    ['1900-01-01T00:00:00Z', null],
    ['2100-12-31T23:59:59-12:00', null],
    ['9999-12-30T10:00:00Z', OUT_OF_RANGE],
    ['0001-01-01T00:00:00Z', OUT_OF_RANGE],
    ['2026-05-01T10:00:00', MSG.invalidDate],
  ])('instant %j → %s', (value, expected) => {
    expect(firstError(isoInstantField.safeParse(value))).toBe(expected);
  });

  it('applies to a date of birth, and reads in Arabic', () => {
    expect(firstError(dobField.safeParse('1899-06-01'))).toBe(OUT_OF_RANGE);
    expect(OUT_OF_RANGE).toBe('Choose a date between 1900 and 2100.');
    expect(localise(OUT_OF_RANGE, 'ar')).toBe('اختر تاريخًا بين 1900 و2100.');
  });
});
