import { describe, expect, it } from 'vitest';
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
    ['secret1', null],
    ['123456', null],
    ['Kinetic123', null],
    [`${'a'.repeat(19)}1`, null],
    ['a'.repeat(20), MSG.passwordRule],
    ['secret', MSG.passwordRule],
    ['no-digits-here', MSG.passwordRule],
    ['', MSG.required],
    ['      ', MSG.required],
    ['12345', MSG.minLength(6)],
    ['a'.repeat(21), MSG.maxLength(20)],
  ])('password %j → %s', (value, expected) => {
    expect(firstError(passwordField.safeParse(value))).toBe(expected);
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
    ['2999-01-01', MSG.dobFuture],
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
