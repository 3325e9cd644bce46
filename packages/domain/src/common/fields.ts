import { z } from 'zod';
import { MSG } from '../messages';
import { isCommonPassword } from './common-passwords';
import { LIMITS } from './limits';

/** Field rules of SPEC 5, shared by the API and the forms. */
const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

export const requiredText = (max: number = LIMITS.nameMax) =>
  z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max, MSG.maxLength(max));

export const emailField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .regex(EMAIL_PATTERN, MSG.invalidEmail)
  .transform((value) => value.toLowerCase());

export const nameField = requiredText(LIMITS.nameMax);

/** The largest value a PostgreSQL `integer` column holds: ids and money beyond it are a 400, not a 500. */
export const PG_INT_MAX = 2_147_483_647;

/** A row id in a path, query or body (numeric strings accepted): a positive 32-bit integer. */
export const idField = z.coerce.number({ error: MSG.required }).int().positive().max(PG_INT_MAX);

/** An amount in the store currency's minor units, stored in an `integer` column. */
export const moneyField = z.coerce
  .number({ error: MSG.required })
  .int()
  .min(0)
  .max(PG_INT_MAX, MSG.numberTooLarge);

/**
 * A new password (register, reset, change): 8 to 64 characters with at least one digit (SPEC 5's
 * rule with longer lengths) and not one of the most common passwords. Signing in never checks these
 * rules, so an older, shorter password still works.
 */
export const passwordField = z
  .string({ error: MSG.required })
  .refine((value) => value.trim().length > 0, MSG.required)
  .refine((value) => value.length >= LIMITS.passwordMin, MSG.minLength(LIMITS.passwordMin))
  .refine((value) => value.length <= LIMITS.passwordMax, MSG.maxLength(LIMITS.passwordMax))
  .refine((value) => /\d/.test(value), MSG.passwordRule)
  .refine((value) => !isCommonPassword(value), MSG.commonPassword);

export const mobileField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .regex(/^\d+$/, MSG.onlyDigits)
  .min(LIMITS.phoneMin, MSG.minLength(LIMITS.phoneMin))
  .max(LIMITS.phoneMax, MSG.maxLength(LIMITS.phoneMax));

export const GENDERS = ['MALE', 'FEMALE'] as const;
export const genderField = z.enum(GENDERS, { error: MSG.required });
export type Gender = (typeof GENDERS)[number];

/**
 * The years every date and instant the API reads falls in: births from 1900, plans and
 * schedules up to 2100. Beyond them a date's arithmetic breaks: a week after 9999-12-30 has five digits
 * in its year, which no date string or column parses (a 500 before).
 */
export const DATE_YEARS = { from: 1900, to: 2100 } as const;

/** Whether the year a date or instant starts with is within DATE_YEARS (other shapes: left to the format check). */
function withinDateYears(value: string): boolean {
  const year = /^(\d{4})-/.exec(value)?.[1];
  return year === undefined || (Number(year) >= DATE_YEARS.from && Number(year) <= DATE_YEARS.to);
}
const dateOutOfRange = MSG.dateOutOfRange(DATE_YEARS.from, DATE_YEARS.to);

/** An ISO calendar date (YYYY-MM-DD) that exists, within DATE_YEARS. */
export const isoDateField = z
  .string({ error: MSG.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MSG.invalidDate)
  .refine(isRealCalendarDate, MSG.invalidDate)
  .refine(withinDateYears, dateOutOfRange);

/** An ISO instant with its offset (2026-05-01T10:00:00+03:00), within DATE_YEARS. */
export const isoInstantField = z.iso
  .datetime({ offset: true, error: MSG.invalidDate })
  .refine(withinDateYears, dateOutOfRange);

/** Date.parse accepts 2026-02-30 (rolling it into March): a real date survives the round trip. */
function isRealCalendarDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** SPEC 5: date of birth cannot be in the future (compared by calendar day, UTC). */
export function isDobInFuture(dob: string, today: Date = new Date()): boolean {
  return dob > today.toISOString().slice(0, 10);
}

export const dobField = isoDateField.refine((value) => !isDobInFuture(value), MSG.dobFuture);

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
