import { describe, expect, it } from 'vitest';
import { canEnter, memberGuardFor, partnerRegistrationOpen } from './route-guards';

describe('route guards (SPEC 2.1)', () => {
  it.each([
    ['nonPrimeMember', false, 1, true],
    ['nonPrimeMember', true, 1, false],
    ['nonPrimeMember', false, 2, false],
    ['nonPrimeMember', false, null, false],
    ['primeMember', true, 1, true],
    ['primeMember', false, 1, false],
    ['primeMember', true, 3, false],
    ['signedIn', false, 3, true],
    ['signedIn', true, null, false],
  ] as const)('%s on prime=%s for category %s → %s', (guard, isPrimeBrand, category, expected) => {
    expect(canEnter(guard, { isPrimeBrand, category })).toBe(expected);
  });

  // Membership, checkout (cardpayment), payment confirmation and transactions: the brand's member guard.
  it.each([
    [false, 1, 'nonPrimeMember', true],
    [true, 1, 'primeMember', true],
    [false, 2, 'nonPrimeMember', false],
    [false, 3, 'nonPrimeMember', false],
    [true, 2, 'primeMember', false],
    [true, 3, 'primeMember', false],
    [false, 6, 'nonPrimeMember', false],
    [false, null, 'nonPrimeMember', false],
    [true, null, 'primeMember', false],
  ] as const)(
    'member route on prime=%s for category %s → %s guard, enters %s',
    (isPrimeBrand, category, guard, expected) => {
      expect(memberGuardFor(isPrimeBrand)).toBe(guard);
      expect(canEnter(memberGuardFor(isPrimeBrand), { isPrimeBrand, category })).toBe(expected);
    },
  );

  it.each([
    [false, true],
    [true, false],
  ])('partner registration on prime=%s is open → %s', (isPrimeBrand, expected) => {
    expect(partnerRegistrationOpen(isPrimeBrand)).toBe(expected);
  });
});
