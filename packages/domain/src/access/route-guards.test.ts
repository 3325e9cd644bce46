import { describe, expect, it } from 'vitest';
import { canEnter } from './route-guards';

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
});
