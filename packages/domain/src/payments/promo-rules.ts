import { PAYMENT_MSG } from './messages';

/** What decides whether a promo code may be used on an order (validity, limits, package, gym). */
export interface PromoRules {
  validFrom: Date | null;
  validTo: Date | null;
  maxUses: number | null;
  maxUsesPerUser: number | null;
  /** Package ids it applies to; empty: all. */
  packageIds: readonly number[];
  /**
   * Gym restriction: the gym's coupon applies to that gym's own packages, and to drop-in
   * packages used at that gym (SPEC 3.2); never to another gym's or the platform's other packages.
   */
  gymId: number | null;
  currencyCode: string | null;
  active: boolean;
}

export interface PromoUse {
  now: Date;
  usesTotal: number;
  usesByUser: number;
  packageId: number;
  packageType: string;
  packageCurrency: string;
  gymId: number | null;
  /** The gym that sells the package (null: the platform's). */
  packageGymId?: number | null;
}

/** null when the promo applies, else the reason shown under the promo input. */
export function promoRefusal(rules: PromoRules, use: PromoUse): string | null {
  if (!rules.active) return PAYMENT_MSG.promoInvalid;
  if (rules.validFrom && use.now < rules.validFrom) return PAYMENT_MSG.promoNotStarted;
  if (rules.validTo && use.now > rules.validTo) return PAYMENT_MSG.promoExpired;
  if (rules.currencyCode && rules.currencyCode.toUpperCase() !== use.packageCurrency.toUpperCase()) {
    return PAYMENT_MSG.promoNotForCurrency;
  }
  if (rules.packageIds.length > 0 && !rules.packageIds.includes(use.packageId)) {
    return PAYMENT_MSG.promoNotForPackage;
  }
  if (rules.gymId !== null) {
    if (use.packageGymId != null && use.packageGymId !== rules.gymId) return PAYMENT_MSG.promoNotForGym;
    const gymsOwn = use.packageGymId === rules.gymId;
    if (!gymsOwn && use.packageType !== 'DROPIN') return PAYMENT_MSG.promoNotForPackage;
    if (use.gymId !== rules.gymId) return PAYMENT_MSG.promoNotForGym;
  }
  if (rules.maxUses !== null && use.usesTotal >= rules.maxUses) return PAYMENT_MSG.promoUsedUp;
  if (rules.maxUsesPerUser !== null && use.usesByUser >= rules.maxUsesPerUser) {
    return PAYMENT_MSG.promoUsedByYou;
  }
  return null;
}
