import { z } from 'zod';
import { AGE_CATEGORIES, PACKAGE_TYPES } from '../classes/enums';
import { bodyId, paramId } from '../classes/schemas';
import { emailField, nameField } from '../common/fields';
import { MSG } from '../messages';
import { PROMO_DISCOUNT_TYPES, type UpgradeCandidate } from './pricing';

/** The payment calls (SPEC 3.2, 4.4, 7.4): requests and answers, shared by API and web. */
export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'CANCELED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const USER_PACKAGE_STATUSES = ['ACTIVE', 'EXPIRED', 'CANCELED'] as const;
export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'CANCELED'] as const;
export const SUBSCRIPTION_ACTIONS = ['EXTEND', 'UPGRADE'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

// ---- packages -------------------------------------------------------------------------------

export const packagesQuerySchema = z.object({
  gymId: paramId.optional(),
  packageType: z.enum(PACKAGE_TYPES).optional(),
  sessionId: paramId.optional(),
  userKidId: paramId.optional(),
});
export type PackagesQuery = z.infer<typeof packagesQuerySchema>;

export const packageSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  /** Minor units of currencyCode. */
  cost: z.number(),
  currencyCode: z.string(),
  credits: z.number(),
  /** 9999999: unlimited classes (SPEC 3.2); null: no class count, the credits decide. */
  noOfClass: z.number().nullable(),
  /** Days. */
  duration: z.number(),
  validityPeriod: z.string(),
  packageType: z.enum(PACKAGE_TYPES),
  packageCategoryType: z.enum(AGE_CATEGORIES),
  gymId: z.number().nullable(),
  gymName: z.string().nullable(),
  gymDetail: z.object({ studioName: z.string(), primeGym: z.boolean() }).nullable(),
  reminder: z.string().nullable(),
  subscribable: z.boolean(),
  readyPackageSize: z.number().nullable(),
  /** A category pack (SPECIALCLASSCATEGORY) pays only for classes of these activities. */
  classCategoryIds: z.array(z.number()),
});
export type PackageDto = z.infer<typeof packageSchema>;

/** A package on sale as the upgrade rule (isUpgradeOf) reads it. */
export const upgradeCandidateOf = (pkg: PackageDto): UpgradeCandidate => ({
  id: pkg.id,
  currencyCode: pkg.currencyCode,
  scope: {
    packageType: pkg.packageType,
    category: pkg.packageCategoryType,
    gymId: pkg.gymId,
    classCategoryIds: pkg.classCategoryIds,
  },
});

export const userPackageSchema = z.object({
  id: z.number(),
  packageId: z.number(),
  name: z.string(),
  packageType: z.enum(PACKAGE_TYPES),
  packageCategoryType: z.enum(AGE_CATEGORIES),
  kidName: z.string().nullable(),
  creditsBalance: z.number(),
  /** Credits granted at purchase (package credits plus promo extra credits). */
  credits: z.number(),
  /** null: no class count (the credits decide). */
  classesLeft: z.number().nullable(),
  /** An unlimited package: joining never runs out until it expires. */
  unlimited: z.boolean(),
  startsAt: z.string(),
  expiresAt: z.string(),
  expiringSoon: z.boolean(),
  status: z.enum(USER_PACKAGE_STATUSES),
  subscription: z
    .object({
      id: z.number(),
      status: z.enum(SUBSCRIPTION_STATUSES),
      /** When its package ends: the package's expiry, after any Extend or Upgrade. */
      renewsAt: z.string(),
      /** Each period is the package's validity, in days. */
      periodDays: z.number(),
    })
    .nullable(),
  gymName: z.string().nullable(),
});
export type UserPackageDto = z.infer<typeof userPackageSchema>;

const balanceSchema = z.object({ balance: z.number(), currencyCode: z.string() });
/**
 * The wallet in the customer's country's currency, and balances left in other currencies (after a
 * move): money is never converted, and each balance pays only for packages sold in its currency.
 */
export const walletSchema = balanceSchema.extend({ elsewhere: z.array(balanceSchema) });
export type WalletDto = z.infer<typeof walletSchema>;

// ---- promo and quote -------------------------------------------------------------------------

export const promoApplySchema = z.object({
  name: z.string({ error: MSG.promoRequired }).trim().min(1, MSG.promoRequired).max(64),
  packageId: bodyId,
  /** Only for drop-in packages (SPEC 3.2). */
  gymId: bodyId.nullish(),
});
export type PromoApplyBody = z.input<typeof promoApplySchema>;

export const promoResponseSchema = z.object({
  id: z.number(),
  name: z.string(),
  discountType: z.enum(PROMO_DISCOUNT_TYPES),
  price: z.number(),
  priceAfterDiscount: z.number(),
  discount: z.number(),
  extraCredits: z.number(),
  extraDays: z.number(),
  extraDaysText: z.string().nullable(),
});
export type PromoResponseDto = z.infer<typeof promoResponseSchema>;

export const quoteRequestSchema = z.object({
  packageId: bodyId,
  promoId: bodyId.nullish(),
  useWallet: z.boolean().default(false),
  subscribe: z.boolean().default(false),
  gymId: bodyId.nullish(),
});
export type QuoteBody = z.input<typeof quoteRequestSchema>;

export const quoteSchema = z.object({
  price: z.number(),
  promoDiscount: z.number(),
  subscriptionDiscount: z.number(),
  walletApplied: z.number(),
  /** Late-cancel and no-show fees owed in this currency, which the order settles (docs/adr/0040). */
  owedFees: z.number(),
  total: z.number(),
  currencyCode: z.string(),
  extraCredits: z.number(),
  extraDays: z.number(),
  walletBalance: z.number(),
  /** false at a prime gym (SPEC 4.3). */
  walletAllowed: z.boolean(),
  subscribable: z.boolean(),
});
export type QuoteDto = z.infer<typeof quoteSchema>;

// ---- purchase and transactions ---------------------------------------------------------------

export const purchaseRequestSchema = z.object({
  packageId: bodyId,
  sessionId: bodyId.nullish(),
  gymId: bodyId.nullish(),
  promoId: bodyId.nullish(),
  paymentMethodId: z.number().int().positive().max(1000).nullish(),
  /** Child packages: the kid they are for. */
  userKidId: bodyId.nullish(),
  useWallet: z.boolean().default(false),
  subscribe: z.boolean().default(false),
});
export type PurchaseBody = z.input<typeof purchaseRequestSchema>;
export type PurchaseRequest = z.output<typeof purchaseRequestSchema>;

export const purchaseResultSchema = z.object({
  referenceId: z.string(),
  /** The gateway page; for an order that needed no gateway, /paymentconfirmation/<referenceId>. */
  paymentUrl: z.string(),
  status: z.enum(PAYMENT_STATUSES),
});
export type PurchaseResultDto = z.infer<typeof purchaseResultSchema>;

export const referenceParamsSchema = z.object({ referenceId: z.string().min(1).max(64) });

const bookedSessionSchema = z.object({
  bookingId: z.number(),
  classSessionId: z.number(),
  title: z.string(),
  classDate: z.string(),
  fromTime: z.string(),
});

export const transactionSchema = z.object({
  referenceId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** What the gateway charges (after promo, subscription discount and wallet). */
  amount: z.number(),
  /** The package's price before any discount; the lines below it lead to `amount`. */
  price: z.number(),
  promoDiscount: z.number(),
  subscriptionDiscount: z.number(),
  currencyCode: z.string(),
  packageName: z.string(),
  /** null: a card verification (a card saved with no money taken). */
  packageId: z.number().nullable(),
  promoName: z.string().nullable(),
  walletApplied: z.number(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  message: z.string(),
  /** A payment that arrived after the order closed and went to the wallet (docs/adr/0005). */
  creditedToWallet: z.boolean(),
  userPackageId: z.number().nullable(),
  booking: bookedSessionSchema.nullable(),
  /**
   * Every session a program (workshop) purchase booked, in order; only on GET
   * /transactions/:referenceId, empty in the list and for any other purchase.
   */
  programSessions: z.array(bookedSessionSchema),
});
export type TransactionDto = z.infer<typeof transactionSchema>;

export const transactionPageSchema = z.object({
  items: z.array(transactionSchema),
  page: z.number(),
  size: z.number(),
  total: z.number(),
});
export type TransactionPageDto = z.infer<typeof transactionPageSchema>;

/** SPEC 3.2: the payment modes answer is JSON text holding Data.PaymentMethods. */
export interface PaymentMethod {
  PaymentMethodId: number;
  PaymentMethodEn: string;
  ImageUrl: string;
}
export const paymentModesQuerySchema = z.object({
  currencyCode: z.string().trim().min(2).max(8).optional(),
});
export function parsePaymentModes(text: string): PaymentMethod[] {
  const parsed = JSON.parse(text) as { Data?: { PaymentMethods?: PaymentMethod[] } };
  return parsed.Data?.PaymentMethods ?? [];
}
/** SPEC 4.4: only SAR shows the payment options; other currencies pay directly. */
export function showsPaymentOptions(currencyCode: string): boolean {
  return currencyCode.toUpperCase() === 'SAR';
}

// ---- subscriptions, cards, special packages ---------------------------------------------------

export const subscriptionSchema = z.object({
  id: z.number(),
  packageId: z.number(),
  packageName: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Each period is its package's validity, in days. */
  periodDays: z.number(),
  /** Its package's end (after any Extend or Upgrade), or sooner when the package runs out. */
  renewsAt: z.string(),
  price: z.number(),
  currencyCode: z.string(),
  cardLast4: z.string().nullable(),
  /**
   * A renewal no card could pay (docs/adr/0012): the gateway's page where the customer pays it, open
   * until payBy; null when none is waiting.
   */
  pendingRenewal: z
    .object({
      referenceId: z.string(),
      packageName: z.string(),
      amount: z.number(),
      currencyCode: z.string(),
      payBy: z.string(),
      paymentUrl: z.string(),
    })
    .nullable(),
});
export type SubscriptionDto = z.infer<typeof subscriptionSchema>;

export const editSubscriptionSchema = z.object({
  packageId: bodyId,
  action: z.enum(SUBSCRIPTION_ACTIONS),
});
export type EditSubscriptionBody = z.input<typeof editSubscriptionSchema>;

export const editSubscriptionResultSchema = z.object({
  referenceId: z.string(),
  paymentUrl: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
});
export type EditSubscriptionResultDto = z.infer<typeof editSubscriptionResultSchema>;

export const cardSchema = z.object({
  id: z.number(),
  brand: z.string(),
  last4: z.string(),
  expiryMonth: z.number(),
  expiryYear: z.number(),
  /** The card renewals use: active subscriptions renew on it, and a new one starts on it. */
  renewalDefault: z.boolean(),
});
export type CardDto = z.infer<typeof cardSchema>;

/** Whether the payment gateway can keep cards (a standard MyFatoorah account cannot, docs/adr/0012). */
export const cardSupportSchema = z.object({ canSaveCards: z.boolean() });
export type CardSupportDto = z.infer<typeof cardSupportSchema>;

export const cardVerifySchema = z.object({
  /** Without a package: only check and keep a new card (no money taken). */
  packageId: bodyId.nullish(),
  subscription: z.boolean().default(false),
  newCard: z.boolean().default(true),
  /** A saved card's token (our card id as text) when newCard is false. */
  cardToken: z.string().trim().max(128).nullish(),
  sessionId: bodyId.nullish(),
  promoId: bodyId.nullish(),
});
export type CardVerifyBody = z.input<typeof cardVerifySchema>;

export const paymentLinkSchema = z.object({ referenceId: z.string(), paymentUrl: z.string() });
export type PaymentLinkDto = z.infer<typeof paymentLinkSchema>;

export const specialPackagePurchaseSchema = z.object({
  email: emailField,
  firstName: nameField,
  description: z.string().trim().max(600).default(''),
  userId: bodyId.nullish(),
  videoClassPackage: z.boolean().default(false),
  packageId: bodyId,
});
export type SpecialPackagePurchaseBody = z.input<typeof specialPackagePurchaseSchema>;

/**
 * A special package order looked up without an account: its reference and the buyer's e-mail together
 * prove it is the caller's (the payment confirmation page of a guest).
 */
export const specialPurchaseStatusSchema = z.object({
  referenceId: z.string().trim().min(1).max(64),
  email: emailField,
});
export type SpecialPurchaseStatusBody = z.input<typeof specialPurchaseStatusSchema>;
