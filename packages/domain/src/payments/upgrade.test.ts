import { describe, expect, it } from 'vitest';
import type { PackageScope } from '../classes/packages';
import { isUpgradeOf, type UpgradeCandidate } from './pricing';

const YOGA = 1;
const PILATES = 2;
const SPIN = 3;
const pack = (id: number, scope: Partial<PackageScope> = {}, currencyCode = 'KWD'): UpgradeCandidate => ({
  id,
  currencyCode,
  scope: { packageType: 'GENERAL', category: 'ADULTS', gymId: null, classCategoryIds: [], ...scope },
});
const allAccess = pack(1);
const gymOnly = pack(2, { packageType: 'GYMSPECIFIC', gymId: 7 });
const mindBody = pack(3, { packageType: 'SPECIALCLASSCATEGORY', classCategoryIds: [YOGA, PILATES] });

describe('what a subscription may be upgraded to', () => {
  it('from an all-access pack, only to another all-access pack in its currency and age group', () => {
    expect(isUpgradeOf(allAccess, pack(9))).toBe(true);
    expect(isUpgradeOf(allAccess, pack(9, { packageType: 'ARIALPACK' }))).toBe(true);
    expect(isUpgradeOf(allAccess, gymOnly)).toBe(false);
    expect(isUpgradeOf(allAccess, mindBody)).toBe(false);
    expect(isUpgradeOf(allAccess, pack(9, {}, 'BHD'))).toBe(false);
    expect(isUpgradeOf(allAccess, pack(9, { category: 'CHILD' }))).toBe(false);
    expect(isUpgradeOf(allAccess, pack(9, { packageType: 'PT' }))).toBe(false);
    expect(isUpgradeOf(allAccess, allAccess)).toBe(false);
  });

  it('from a gym-only pack, to the same gym or to all access', () => {
    expect(isUpgradeOf(gymOnly, pack(9, { packageType: 'GYMSPECIFIC', gymId: 7 }))).toBe(true);
    expect(isUpgradeOf(gymOnly, pack(9, { packageType: 'GYMSPECIFIC', gymId: 8 }))).toBe(false);
    expect(isUpgradeOf(gymOnly, allAccess)).toBe(true);
  });

  it('from a category pack, to one covering all its activities or to all access', () => {
    const wider = pack(9, { packageType: 'SPECIALCLASSCATEGORY', classCategoryIds: [YOGA, PILATES, SPIN] });
    const other = pack(10, { packageType: 'SPECIALCLASSCATEGORY', classCategoryIds: [YOGA, SPIN] });
    expect(isUpgradeOf(mindBody, wider)).toBe(true);
    expect(isUpgradeOf(mindBody, other)).toBe(false);
    expect(isUpgradeOf(mindBody, allAccess)).toBe(true);
  });
});
