import { z } from 'zod';
import { formatMoney } from '../payments/money';

/**
 * Late-cancel and no-show fees (docs/adr/0040): a partner charges them in its customers' credits or in
 * money (its country's currency, integer minor units). A fee is recorded when the late cancel happens
 * or the roll closes, and taken `feeDelayHours` later, so staff can waive it first.
 */
/** What a customer can be struck (and charged) for: missing a class, or cancelling too late for a refund. */
export const STRIKE_KINDS = ['NO_SHOW', 'LATE_CANCEL'] as const;
export type StrikeKind = (typeof STRIKE_KINDS)[number];

export const FEE_UNITS = ['CREDITS', 'MONEY'] as const;
export type FeeUnit = (typeof FEE_UNITS)[number];

/**
 * PENDING: recorded, not yet taken. TAKEN: taken from its source. OWED: nothing could pay it when it
 * fell due; it is taken when the customer next buys a package. WAIVED: staff let it go (a taken fee is
 * given back).
 */
export const FEE_STATUSES = ['PENDING', 'TAKEN', 'OWED', 'WAIVED'] as const;
export type FeeStatus = (typeof FEE_STATUSES)[number];

/**
 * Where a taken fee came from: a package's credits, the wallet, an order that paid it on top (ORDER),
 * or the saved card charged for it (CARD).
 */
export const FEE_SOURCES = ['CREDITS', 'WALLET', 'ORDER', 'CARD'] as const;
export type FeeSource = (typeof FEE_SOURCES)[number];

export const SEAT_FEE_LIMITS = {
  credits: { min: 0, max: 100 },
  /** Minor units: 1,000 KWD or 10,000 SAR at most. */
  money: { min: 0, max: 1_000_000 },
  delayHours: { min: 0, max: 72 },
} as const;

/** The fee part of a partner's seat policy (no fee: both amounts 0). */
export const seatFeePolicyShape = {
  feeUnit: z.enum(FEE_UNITS).default('CREDITS'),
  /** A cancel too late for a refund (the 6-hour rule) costs this, on top of the credits not returned. */
  lateCancelFee: z.number().int().min(0).max(SEAT_FEE_LIMITS.money.max).default(0),
  /** A booking marked absent when the roll closes costs this. */
  noShowFee: z.number().int().min(0).max(SEAT_FEE_LIMITS.money.max).default(0),
  /** How long after it is recorded a fee is taken: staff may waive it before. */
  feeDelayHours: z
    .number()
    .int()
    .min(SEAT_FEE_LIMITS.delayHours.min)
    .max(SEAT_FEE_LIMITS.delayHours.max)
    .default(24),
};

export interface SeatFeeTerms {
  feeUnit: FeeUnit;
  lateCancelFee: number;
  noShowFee: number;
  /** The partner's currency, for fees in money. */
  currencyCode: string;
}

/** The fee a kind of strike costs under a policy; 0 for none. */
export const feeFor = (terms: Pick<SeatFeeTerms, 'lateCancelFee' | 'noShowFee'>, kind: StrikeKind): number =>
  kind === 'LATE_CANCEL' ? terms.lateCancelFee : terms.noShowFee;

/** A policy's credit fees above SEAT_FEE_LIMITS.credits are refused (a money amount may be larger). */
export function creditFeeRefusal(terms: Pick<SeatFeeTerms, 'feeUnit' | 'lateCancelFee' | 'noShowFee'>) {
  if (terms.feeUnit !== 'CREDITS') return null;
  const max = SEAT_FEE_LIMITS.credits.max;
  if (terms.lateCancelFee > max) return { field: 'lateCancelFee', max };
  if (terms.noShowFee > max) return { field: 'noShowFee', max };
  return null;
}

/** An amount of a fee as people read it: '2 credits', '1 credit' or '1.500 KWD'. */
export function feeAmountText(unit: FeeUnit, amount: number, currencyCode: string | null): string {
  if (unit === 'CREDITS') return `${amount} ${amount === 1 ? 'credit' : 'credits'}`;
  return formatMoney(amount, currencyCode ?? '');
}

/** A class's fees as the customer sees them before booking and when cancelling; null when none. */
export const seatFeeTermsSchema = z.object({
  feeUnit: z.enum(FEE_UNITS),
  lateCancelFee: z.number(),
  noShowFee: z.number(),
  currencyCode: z.string(),
});

/** A fee as its partner (and its customer) sees it. */
export const seatFeeSchema = z.object({
  id: z.number(),
  kind: z.enum(STRIKE_KINDS),
  unit: z.enum(FEE_UNITS),
  amount: z.number(),
  /** Null for a fee in credits. */
  currencyCode: z.string().nullable(),
  status: z.enum(FEE_STATUSES),
  source: z.enum(FEE_SOURCES).nullable(),
  classSessionId: z.number(),
  title: z.string(),
  /** ISO instants. */
  startsAt: z.string(),
  createdAt: z.string(),
  dueAt: z.string(),
  takenAt: z.string().nullable(),
  waivedAt: z.string().nullable(),
  waiveReason: z.string().nullable(),
});
export type SeatFeeDto = z.infer<typeof seatFeeSchema>;

/** A staff waiver's reason (of a fee, or of a strike): kept with what it waives. */
export const waiverSchema = z.object({ reason: z.string().trim().min(3).max(300) });
export const waiveFeeSchema = waiverSchema;
