import { MSG } from '@kinetic/domain';
import { describe, expect, it } from 'vitest';
import { FLAG_TEXT, isPurchaseFlag, membershipForClassPath } from './class-purchase';

const item = {
  classSessionId: 41,
  credit: 3,
  gymBranchDetail: { gymId: 7 } as never,
  subClassCategoryId: 5,
  ageCategoryType: 'ADULTS' as const,
};

describe('the package purchase page for a class (SPEC 2.1)', () => {
  it('carries the session, gym, credits needed and reason, with the query parameters', () => {
    expect(membershipForClassPath(item, 'nobalance')).toBe(
      '/membership/41/7/3/nobalance?ageCategoryType=ADULTS&subClassCategoryId=5',
    );
  });

  it('names the chosen kid as selctedChild and uses gym 0 for classes without a gym', () => {
    const kids = {
      ...item,
      gymBranchDetail: null,
      subClassCategoryId: null,
      ageCategoryType: 'CHILD' as const,
    };
    expect(membershipForClassPath(kids, 'credits', 12)).toBe(
      '/membership/41/0/3/credits?ageCategoryType=CHILD&selctedChild=12',
    );
  });

  it('explains each reason with the spec texts', () => {
    expect(FLAG_TEXT.credits).toBe(MSG.notEnoughCredits);
    expect(FLAG_TEXT.expiry).toBe(MSG.planExpires);
    expect(FLAG_TEXT.category).toBe(MSG.notInCategory);
    expect(isPurchaseFlag('expiry')).toBe(true);
    expect(isPurchaseFlag('other')).toBe(false);
    expect(isPurchaseFlag(undefined)).toBe(false);
  });
});
