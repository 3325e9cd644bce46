import { canSubscribe } from '../catalog/catalog';
import { type PackageScope, reachesEveryClassOf } from '../classes/packages';

export const PROMO_DISCOUNT_TYPES = ['PERCENTAGE', 'AMOUNT'] as const;
export type PromoDiscountType = (typeof PROMO_DISCOUNT_TYPES)[number];

/** SPEC 9: the default subscription discount, 10 percent (percentage type). */
export const DEFAULT_SUBSCRIPTION_DISCOUNT_PERCENT = 10;

export interface PromoTerms {
  discountType: PromoDiscountType;
  /** PERCENTAGE: whole percent 0..100; AMOUNT: minor units of the package's currency. */
  discountValue: number;
  extraCredits: number;
  extraDays: number;
}

/** A percentage of a minor-unit amount, rounded half up to a whole minor unit. */
export function percentOf(minor: number, percent: number): number {
  return Math.round((minor * percent) / 100);
}

/** The promo's discount on a price: never more than the price, never negative. */
export function promoDiscount(
  price: number,
  terms: Pick<PromoTerms, 'discountType' | 'discountValue'>,
): number {
  const raw =
    terms.discountType === 'PERCENTAGE'
      ? percentOf(price, Math.min(100, Math.max(0, terms.discountValue)))
      : Math.max(0, terms.discountValue);
  return Math.min(price, raw);
}

/** SPEC 5: the wallet is deducted from the price, capped at the price; SPEC 4.3: never at a prime gym. */
export function walletToApply(walletBalance: number, amountDue: number, primeGym: boolean): number {
  if (primeGym) return 0;
  return Math.max(0, Math.min(walletBalance, amountDue));
}

export interface QuoteInput {
  price: number;
  currencyCode: string;
  /** The package may be subscribed to (isSubscribablePackage). */
  subscribable: boolean;
  promo: PromoTerms | null;
  subscribe: boolean;
  useWallet: boolean;
  walletBalance: number;
  primeGym: boolean;
  subscriptionDiscountPercent?: number;
  /**
   * Late-cancel and no-show fees in money the customer owes in the package's currency
   * (docs/adr/0040): the order pays them on top of the package, and no discount touches them.
   */
  owedFees?: number;
}

export interface Quote {
  price: number;
  promoDiscount: number;
  subscriptionDiscount: number;
  walletApplied: number;
  /** Owed fees the order settles, added after the discounts. */
  owedFees: number;
  total: number;
  currencyCode: string;
  extraCredits: number;
  extraDays: number;
  walletBalance: number;
  walletAllowed: boolean;
  subscribable: boolean;
}

/**
 * The order's totals, in this order: the promo comes off the price, the subscription discount off
 * what is left, owed fees are added, then the wallet pays what it can of the rest. The server
 * computes this; the checkout popup only shows it.
 */
export function quote(input: QuoteInput): Quote {
  const subscribable = input.subscribable;
  const promoOff = input.promo ? promoDiscount(input.price, input.promo) : 0;
  const afterPromo = input.price - promoOff;
  const subscriptionDiscount =
    input.subscribe && subscribable
      ? percentOf(afterPromo, input.subscriptionDiscountPercent ?? DEFAULT_SUBSCRIPTION_DISCOUNT_PERCENT)
      : 0;
  const owedFees = input.owedFees ?? 0;
  const due = afterPromo - subscriptionDiscount + owedFees;
  const walletApplied = input.useWallet ? walletToApply(input.walletBalance, due, input.primeGym) : 0;
  return {
    price: input.price,
    promoDiscount: promoOff,
    subscriptionDiscount,
    walletApplied,
    owedFees,
    total: due - walletApplied,
    currencyCode: input.currencyCode,
    extraCredits: input.promo?.extraCredits ?? 0,
    extraDays: input.promo?.extraDays ?? 0,
    walletBalance: input.walletBalance,
    walletAllowed: !input.primeGym,
    subscribable,
  };
}

/** Packages bought once, never renewed (a workshop and a PT pack used to offer "Subscribe and renew"). */
const ONE_OFF_TYPES: readonly string[] = ['extendValidity', 'AUTOJOINWITHPACKAGE', 'PT'];

/**
 * Whether a package may be subscribed to (renewed on the saved card): a store currency that keeps cards
 * (SPEC 9), a package that is not a one-off (a validity top-up, a program, a PT pack), and one that
 * grants something to renew (credits, or unlimited classes).
 */
export function isSubscribablePackage(p: {
  currencyCode: string;
  packageType: string;
  credits: number;
  unlimited: boolean;
}): boolean {
  return (
    canSubscribe(p.currencyCode) && !ONE_OFF_TYPES.includes(p.packageType) && (p.credits > 0 || p.unlimited)
  );
}

/** What a subscription period costs (renewal, extension): the price less the subscription discount (SPEC 9). */
export function subscriptionPrice(price: number): number {
  return price - percentOf(price, DEFAULT_SUBSCRIPTION_DISCOUNT_PERCENT);
}

/**
 * An upgrade moves a subscription to a dearer package: one whose period costs more than the
 * subscription's does now. A cheaper or equal package is not an upgrade (the API refuses it).
 */
export function isUpgradeFrom(currentPeriodPrice: number, packagePrice: number): boolean {
  return subscriptionPrice(packagePrice) > currentPeriodPrice;
}

/** What of a package decides whether another may replace it as an upgrade. */
export interface UpgradeCandidate {
  id: number;
  currencyCode: string;
  scope: PackageScope;
}

/**
 * The package a subscription may be upgraded to, besides its price (isUpgradeFrom): another package, in
 * the subscription's currency, that pays for every class the current one does (an
 * all-access pack's "upgrades" used to list gym-only and category packs). The web lists what passes; the
 * API refuses the rest.
 */
export function isUpgradeOf(current: UpgradeCandidate, candidate: UpgradeCandidate): boolean {
  return (
    candidate.id !== current.id &&
    candidate.currencyCode === current.currencyCode &&
    reachesEveryClassOf(candidate.scope, current.scope)
  );
}
