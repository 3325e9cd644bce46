import { describe, expect, it } from 'vitest';
import '../i18n/arabic';
import { localise } from '../i18n/localise';
import { MSG } from '../messages';
import {
  dobField,
  emailField,
  idField,
  isDobInFuture,
  mobileField,
  moneyField,
  nameField,
  PG_INT_MAX,
  passwordField,
} from './fields';

function firstError(result: { success: boolean; error?: { issues: { message: string }[] } }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

describe('SPEC 5 field rules', () => {
  it.each([
    ['layla@example.com', null],
    ['First.Last+tag@sub.example.co', null],
    ['', MSG.required],
    ['   ', MSG.required],
    ['no-at-sign.example.com', MSG.invalidEmail],
    ['a@b', MSG.invalidEmail],
    ['a b@example.com', MSG.invalidEmail],
  ])('email %j → %s', (value, expected) => {
    expect(firstError(emailField.safeParse(value))).toBe(expected);
  });

  it('lower-cases and trims e-mail addresses', () => {
    expect(emailField.parse('  Layla@Example.COM ')).toBe('layla@example.com');
  });

  it.each([
    ['secret12', null],
    ['Kinetic123', null],
    ['my gym at 6am every day', null],
    [`${'a'.repeat(63)}1`, null],
    ['a'.repeat(64), MSG.passwordRule],
    ['secretly', MSG.passwordRule],
    ['no-digits-here', MSG.passwordRule],
    ['', MSG.required],
    ['      ', MSG.required],
    // At least 8 characters (the SPEC's 6 no longer pass), at most 64.
    ['secret1', MSG.minLength(8)],
    ['123456', MSG.minLength(8)],
    [`${'a'.repeat(64)}1`, MSG.maxLength(64)],
    // ...and none of the most common passwords, whatever their case.
    ['12345678', MSG.commonPassword],
    ['password1', MSG.commonPassword],
    ['PassWord1', MSG.commonPassword],
    ['1q2w3e4r', MSG.commonPassword],
  ])('password %j → %s', (value, expected) => {
    expect(firstError(passwordField.safeParse(value))).toBe(expected);
  });

  it("says the new minimum in the SPEC's password text, in both languages", () => {
    expect(MSG.passwordRule).toBe(
      'Invalid password. Password must be at least 8 characters long, and contain a number.',
    );
    expect(localise(MSG.passwordRule, 'ar')).toContain('8 أحرف على الأقل');
    expect(localise(MSG.commonPassword, 'ar')).toBe(
      'كلمة المرور هذه شائعة ويسهل تخمينها. اختر كلمة مرور أخرى.',
    );
  });

  it.each([
    ['Layla', null],
    ['a'.repeat(250), null],
    ['', MSG.required],
    ['   ', MSG.required],
    ['a'.repeat(251), MSG.maxLength(250)],
  ])('name %j → %s', (value, expected) => {
    expect(firstError(nameField.safeParse(value))).toBe(expected);
  });

  it.each([
    ['96551234', null],
    ['9655123456789012', null],
    ['', MSG.required],
    ['+96551234', MSG.onlyDigits],
    ['9655 1234', MSG.onlyDigits],
    ['1234567', MSG.minLength(8)],
    ['12345678901234567', MSG.maxLength(16)],
  ])('phone %j → %s', (value, expected) => {
    expect(firstError(mobileField.safeParse(value))).toBe(expected);
  });

  it.each([
    ['2016-09-02', null],
    ['2026-02-30', MSG.invalidDate],
    ['02/09/2016', MSG.invalidDate],
    ['2099-01-01', MSG.dobFuture],
  ])('date of birth %j → %s', (value, expected) => {
    expect(firstError(dobField.safeParse(value))).toBe(expected);
  });

  it('compares the date of birth by calendar day', () => {
    const today = new Date('2026-11-22T23:30:00Z');
    expect(isDobInFuture('2026-11-22', today)).toBe(false);
    expect(isDobInFuture('2026-11-23', today)).toBe(true);
  });

  // Ids and amounts live in PostgreSQL integer columns: one beyond is a 400, never a database 500.
  it.each([
    [1, true],
    ['42', true],
    [PG_INT_MAX, true],
    [PG_INT_MAX + 1, false],
    ['99999999999', false],
    [0, false],
    [-3, false],
    [1.5, false],
    ['abc', false],
  ])('id %j valid → %s', (value, valid) => {
    expect(idField.safeParse(value).success).toBe(valid);
  });

  it.each([
    [0, null],
    [PG_INT_MAX, null],
    [PG_INT_MAX + 1, MSG.numberTooLarge],
    [99_999_999_999, MSG.numberTooLarge],
  ])('money %j → %s', (value, expected) => {
    expect(firstError(moneyField.safeParse(value))).toBe(expected);
  });
});
