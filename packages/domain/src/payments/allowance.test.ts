import { describe, expect, it } from 'vitest';
import { balanceAllowance, isUnlimitedClasses, noOfClassOf, packageAllowance } from './allowance';
import { isUpgradeFrom, subscriptionPrice } from './pricing';

describe('what a package gives (SPEC 3.2, 9; DESIGN 5)', () => {
  it.each([
    [{ unlimited: true, classes: null }, 9_999_999],
    [{ unlimited: false, classes: null }, null],
    [{ unlimited: false, classes: 8 }, 8],
  ])('noOfClass of %o is %s', (pkg, noOfClass) => expect(noOfClassOf(pkg)).toBe(noOfClass));

  it.each([
    [{ credits: 10, noOfClass: null }, true, ['10 credits']],
    [{ credits: 10, noOfClass: null }, false, []],
    [{ credits: 0, noOfClass: 9_999_999 }, true, ['Unlimited classes']],
    [{ credits: 200, noOfClass: 9_999_999 }, false, ['Unlimited classes']],
    [{ credits: 16, noOfClass: 8 }, true, ['16 credits', '8 classes']],
    [{ credits: 1, noOfClass: 1 }, false, ['1 class']],
  ])('a package on sale %o (credits shown: %s) reads %o', (pkg, showCredits, parts) =>
    expect(packageAllowance(pkg, { showCredits })).toEqual(parts),
  );

  it.each([
    [{ unlimited: true, creditsBalance: 0, classesLeft: null }, true, ['Unlimited classes']],
    [{ unlimited: false, creditsBalance: 7, classesLeft: null }, true, ['7 credits left']],
    [{ unlimited: false, creditsBalance: 1, classesLeft: 1 }, true, ['1 credit left', '1 class left']],
    [{ unlimited: false, creditsBalance: 4, classesLeft: 2 }, false, ['2 classes left']],
  ])('a held package %o (credits shown: %s) reads %o', (pkg, showCredits, parts) =>
    expect(balanceAllowance(pkg, { showCredits })).toEqual(parts),
  );

  it('only the sentinel is unlimited', () => {
    expect(isUnlimitedClasses(9_999_999)).toBe(true);
    expect(isUnlimitedClasses(null)).toBe(false);
    expect(isUnlimitedClasses(10)).toBe(false);
  });
});

describe('subscription periods and upgrades (SPEC 4.4, 9)', () => {
  it('a period costs the price less 10 percent', () => {
    expect(subscriptionPrice(90_000)).toBe(81_000);
    expect(subscriptionPrice(25_000)).toBe(22_500);
  });

  it.each([
    [22_500, 90_000, true],
    [81_000, 25_000, false],
    [22_500, 25_000, false],
    [22_500, 25_001, true],
  ])('from a period of %i, a package of %i is an upgrade: %s', (current, price, upgrade) =>
    expect(isUpgradeFrom(current, price)).toBe(upgrade),
  );
});
