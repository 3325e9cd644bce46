import type { ClassItemDto } from '@kinetic/domain';
import { MSG } from '@kinetic/domain';
import { domainText, translate } from '../../../lib/i18n';

/**
 * Why the customer was sent to buy a package for a class: the {flag} segment of
 * membership/{classSessionId}/{gymId}/{readyPackageSize}/{flag} (SPEC 2.1). readyPackageSize carries the
 * credits the class needs; gymId is 0 for classes without a gym.
 */
export const PURCHASE_FLAGS = [
  'nobalance',
  'credits',
  'expiry',
  'visits',
  'seats',
  'checkout',
  'category',
] as const;
export type PurchaseFlag = (typeof PURCHASE_FLAGS)[number];

/** Read at render, so each text is in the reader's language. */
export const FLAG_TEXT: Readonly<Record<PurchaseFlag, string>> = {
  get nobalance() {
    return translate('booking:purchase.nobalance');
  },
  get credits() {
    return domainText(MSG.notEnoughCredits);
  },
  get expiry() {
    return domainText(MSG.planExpires);
  },
  get visits() {
    return domainText(MSG.visitLimit);
  },
  get seats() {
    return domainText(MSG.creditSeatsFilled);
  },
  get checkout() {
    return `${domainText(MSG.checkoutRequired)} ${translate('booking:purchase.choosePackage')}`;
  },
  get category() {
    return domainText(MSG.notInCategory);
  },
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
