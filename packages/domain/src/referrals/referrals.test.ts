import { describe, expect, it } from 'vitest';
import { publicName } from '../common/public-name';
import { normaliseEmail, referralCodeField } from './referrals';

describe('one person under another address (self-referral)', () => {
  it.each([
    ['Layla.Ahmad@Gmail.com', 'laylaahmad@gmail.com'],
    ['layla.ahmad+gym@googlemail.com', 'laylaahmad@gmail.com'],
    ['dana+promo@example.com', 'dana@example.com'],
    // Outside Gmail a dot is part of the name: another mailbox.
    ['dana.s@example.com', 'dana.s@example.com'],
  ])('%s is %s', (email, normalised) => {
    expect(normaliseEmail(email)).toBe(normalised);
  });
});

describe('a friend as the referrer sees them', () => {
  it('is the first name and the initial of the last', () => {
    expect(publicName('Reem', 'al-Khalid')).toBe('Reem A.');
    expect(publicName('Reem', '')).toBe('Reem');
  });
});

describe('the code a registration carries', () => {
  it('keeps a code and drops anything else without failing', () => {
    expect(referralCodeField.parse('K7PQ2M9X')).toBe('K7PQ2M9X');
    expect(referralCodeField.parse('../<script>')).toBeNull();
    expect(referralCodeField.parse('x'.repeat(40))).toBeNull();
    expect(referralCodeField.parse(undefined)).toBeUndefined();
  });
});
