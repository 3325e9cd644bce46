import type { ClassItemDto } from '@kinetic/domain';
import { MSG } from '@kinetic/domain';

/**
 * Why the customer was sent to buy a package for a class: the {flag} segment of
 * membership/{classSessionId}/{gymId}/{readyPackageSize}/{flag} (SPEC 2.1). readyPackageSize carries the
 * credits the class needs; gymId is 0 for classes without a gym.
 */
export const PURCHASE_FLAGS = ['nobalance', 'credits', 'expiry', 'visits', 'seats', 'checkout'] as const;
export type PurchaseFlag = (typeof PURCHASE_FLAGS)[number];

export const FLAG_TEXT: Record<PurchaseFlag, string> = {
  nobalance: 'You have no package that can pay for this class yet. Choose one below to book it.',
  credits: MSG.notEnoughCredits,
  expiry: MSG.planExpires,
  visits: MSG.visitLimit,
  seats: MSG.creditSeatsFilled,
  checkout: `${MSG.checkoutRequired} Choose a package below.`,
};

export const isPurchaseFlag = (value: string | undefined): value is PurchaseFlag =>
  (PURCHASE_FLAGS as readonly string[]).includes(value ?? '');

/** The package purchase page for a class, with the spec's query parameters (selctedChild keeps its spelling). */
export function membershipForClassPath(
  item: Pick<
    ClassItemDto,
    'classSessionId' | 'credit' | 'gymBranchDetail' | 'subClassCategoryId' | 'ageCategoryType'
  >,
  flag: PurchaseFlag,
  kidId: number | null = null,
): string {
  const query = new URLSearchParams({ ageCategoryType: item.ageCategoryType });
  if (item.subClassCategoryId !== null) query.set('subClassCategoryId', String(item.subClassCategoryId));
  if (kidId !== null) query.set('selctedChild', String(kidId));
  const gymId = item.gymBranchDetail?.gymId ?? 0;
  return `/membership/${item.classSessionId}/${gymId}/${item.credit}/${flag}?${query}`;
}
