import { z } from 'zod';
import { idField } from '../common/fields';

/**
 * Referrals (docs/adr/0044): a customer's invite link carries their code; a friend who registers
 * through it gets the brand's welcome offer, and the referrer gets wallet money once the friend's
 * first real payment settles.
 */
export const REFERRAL_STATUSES = ['JOINED', 'REWARDED', 'REFUSED'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** Why a referral pays nothing: the friend is the referrer under another address or card. */
export const REFERRAL_REFUSALS = ['SAME_EMAIL', 'SAME_CARD', 'PROGRAMME_ENDED'] as const;
export type ReferralRefusal = (typeof REFERRAL_REFUSALS)[number];

/** The longest code a link may carry; longer is no code of ours and is ignored. */
export const REFERRAL_CODE_MAX = 32;

/** A code as a registration or the offer lookup takes it: anything else is "no code", never an error. */
export const referralCodeField = z
  .string()
  .trim()
  .max(REFERRAL_CODE_MAX)
  .regex(/^[A-Za-z0-9]*$/)
  .nullish()
  .catch(null);

/**
 * One person, however their address is written: lower case, and for Gmail (which ignores them) the
 * dots of the name; a "+tag" is dropped everywhere, as most providers deliver it to the same box.
 */
export function normaliseEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  local = local.split('+')[0] ?? local;
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

const moneySchema = z.object({ amount: z.number().int(), currencyCode: z.string() });
export type MoneyDto = z.infer<typeof moneySchema>;

/** The welcome offer as a screen explains it (the web words it in the reader's language). */
export const welcomeOfferSchema = z.object({
  promoName: z.string(),
  discountType: z.enum(['PERCENTAGE', 'AMOUNT']),
  /** Whole percent, or minor units of currencyCode. */
  discountValue: z.number().int(),
  currencyCode: z.string(),
  extraCredits: z.number().int(),
  extraDays: z.number().int(),
  /** The packages it applies to, in the reader's language (empty: every package). */
  packageNames: z.array(z.string()),
  packageIds: z.array(z.number()),
});
export type WelcomeOfferDto = z.infer<typeof welcomeOfferSchema>;

export const referralFriendSchema = z.object({
  name: z.string(),
  joinedAt: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  refusedReason: z.enum(REFERRAL_REFUSALS).nullable(),
  reward: moneySchema.nullable(),
});
export type ReferralFriendDto = z.infer<typeof referralFriendSchema>;

/** GET /referrals/me: the caller's link, what it offers and earns, and who joined through it. */
export const myReferralsSchema = z.object({
  code: z.string(),
  link: z.string(),
  /** The programme of the caller's brand and country; null when there is none (the link still works). */
  welcomeOffer: welcomeOfferSchema.nullable(),
  reward: moneySchema.nullable(),
  friends: z.array(referralFriendSchema),
  /** What the link earned, per currency. */
  totalEarned: z.array(moneySchema),
});
export type MyReferralsDto = z.infer<typeof myReferralsSchema>;

/** GET /referrals/offer?code=: what the registration page promises a friend (null: no offer). */
export const referralOfferQuerySchema = z.object({
  code: z.string().max(REFERRAL_CODE_MAX),
  storeId: idField,
});
export const referralOfferSchema = z.object({
  referrerName: z.string(),
  welcomeOffer: welcomeOfferSchema.nullable(),
});
export type ReferralOfferDto = z.infer<typeof referralOfferSchema>;

/** GET /referrals/welcome-offer: the signed-in customer's own welcome offer, while it is theirs to use. */
export const myWelcomeOfferSchema = z.object({
  welcomeOffer: welcomeOfferSchema.nullable(),
  promoId: z.number().nullable(),
});
export type MyWelcomeOfferDto = z.infer<typeof myWelcomeOfferSchema>;

/** A brand's programme in one country, as the operator's screen lists it. */
export const referralProgrammeSchema = z.object({
  brandId: z.number(),
  brandName: z.string(),
  storeId: z.number(),
  storeName: z.string(),
  currencyCode: z.string(),
  welcomePromoId: z.number().nullable(),
  welcomePromoName: z.string().nullable(),
  /** Minor units of the store's currency. */
  referrerReward: z.number().int(),
  active: z.boolean(),
});
export type ReferralProgrammeDto = z.infer<typeof referralProgrammeSchema>;

/** The most one referral may pay, in minor units (100 KWD): a typo must not empty the books. */
export const REFERRAL_REWARD_MAX = 100_000;

export const referralProgrammeBodySchema = z.object({
  brandId: idField,
  storeId: idField,
  /** The welcome offer by its promo code's name; empty: no welcome offer. */
  welcomePromoName: z.string().trim().max(100).default(''),
  referrerReward: z.coerce.number().int().min(0).max(REFERRAL_REWARD_MAX),
  active: z.boolean(),
});
export type ReferralProgrammeBody = z.infer<typeof referralProgrammeBodySchema>;
