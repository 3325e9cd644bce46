import { z } from 'zod';
import { SELF_CHECK_IN_MINUTES } from '../class-management/check-in';
import { creditFeeRefusal, STRIKE_KINDS, seatFeePolicyShape, waiverSchema } from './seat-fees';

/**
 * What a partner's waitlist does when a seat frees up (a seat policy, docs/adr/0038):
 * `AUTO` books the first customer waiting who can take it (docs/adr/0003, the default); `OFFER` offers
 * the seat to them for a claim window, and passes it to the next when they let it run out or decline.
 */
export const WAITLIST_MODES = ['AUTO', 'OFFER'] as const;
export type WaitlistMode = (typeof WAITLIST_MODES)[number];

/**
 * What the roll makes of a booking neither checked in nor marked absent when it closes: a no-show (the
 * default, where members check in at the door) or attended (where nobody checks in and staff mark only
 * who did not come).
 */
export const ROLL_DEFAULTS = ['NO_SHOW', 'ATTENDED'] as const;
export type RollDefault = (typeof ROLL_DEFAULTS)[number];

/** The bounds a partner's policy must keep (minutes; a waitlist of at least one place). */
export const SEAT_POLICY_LIMITS = {
  claimMinutes: { min: 5, max: 24 * 60 },
  cutoffMinutes: { min: 0, max: 48 * 60 },
  waitlistMax: { min: 1, max: 500 },
  strikeLimit: { min: 1, max: 20 },
  strikeDays: { min: 1, max: 365 },
} as const;

const minutes = (bounds: { min: number; max: number }) => z.number().int().min(bounds.min).max(bounds.max);

/** A gym's (or freelance trainer's) seat policy, as the partner edits it and the API keeps it. */
export const seatPolicySchema = z
  .object({
    waitlistMode: z.enum(WAITLIST_MODES),
    /** How long the first customer waiting has to claim an offered seat. */
    offerClaimMinutes: minutes(SEAT_POLICY_LIMITS.claimMinutes),
    /** No offer is made, and none runs, closer than this to the start: the seat is then free for anyone. */
    offerCutoffMinutes: minutes(SEAT_POLICY_LIMITS.cutoffMinutes),
    /** The most customers a class's waitlist holds (null: no limit). */
    waitlistMax: minutes(SEAT_POLICY_LIMITS.waitlistMax).nullable(),
    /** Strikes (no-shows, late cancels) within `strikeWindowDays` that pause new bookings (null: never). */
    strikeLimit: minutes(SEAT_POLICY_LIMITS.strikeLimit).nullable(),
    strikeWindowDays: minutes(SEAT_POLICY_LIMITS.strikeDays),
    /** How long new bookings stay paused after the strike that reached the limit. */
    strikePauseDays: minutes(SEAT_POLICY_LIMITS.strikeDays),
    /** Whether a cancel too late for a refund is a strike, as a no-show is. */
    lateCancelStrikes: z.boolean(),
    ...seatFeePolicyShape,
    /**
     * Self check-in: customers may tap "I'm here" from this many minutes before the start until the
     * class ends, at the venue (null: the desk checks people in).
     */
    selfCheckInMinutes: minutes(SELF_CHECK_IN_MINUTES).nullable().default(null),
    /** What a booking neither checked in nor marked absent counts as when the roll closes. */
    rollDefault: z.enum(ROLL_DEFAULTS).default('NO_SHOW'),
  })
  .superRefine((policy, ctx) => {
    const refusal = creditFeeRefusal(policy);
    if (refusal) {
      ctx.addIssue({ code: 'custom', path: [refusal.field], message: `At most ${refusal.max} credits.` });
    }
  });
export type SeatPolicyDto = z.infer<typeof seatPolicySchema>;

/** The policy of a partner who has not set one: today's automatic promotion, no limit. */
export const DEFAULT_SEAT_POLICY: SeatPolicyDto = {
  waitlistMode: 'AUTO',
  offerClaimMinutes: 30,
  offerCutoffMinutes: 60,
  waitlistMax: null,
  strikeLimit: null,
  strikeWindowDays: 30,
  strikePauseDays: 7,
  lateCancelStrikes: true,
  feeUnit: 'CREDITS',
  lateCancelFee: 0,
  noShowFee: 0,
  feeDelayHours: 24,
  selfCheckInMinutes: null,
  rollDefault: 'NO_SHOW',
};

/** A partner's seat policy as its page shows it: with the currency its fees in money are in. */
export const seatPolicyViewSchema = seatPolicySchema.safeExtend({ currencyCode: z.string() });
export type SeatPolicyViewDto = z.infer<typeof seatPolicyViewSchema>;

/** A class's roll closes on its own this long after the class ends, if its partner has not closed it. */
export const ROLL_CLOSES_AFTER_HOURS = 2;

/** A strike as the partner sees it on their customer's page (docs/adr/0039). */
export const strikeSchema = z.object({
  id: z.number(),
  kind: z.enum(STRIKE_KINDS),
  classSessionId: z.number(),
  title: z.string(),
  /** ISO instants. */
  startsAt: z.string(),
  createdAt: z.string(),
  waivedAt: z.string().nullable(),
  waiveReason: z.string().nullable(),
});
export type StrikeDto = z.infer<typeof strikeSchema>;

/** A partner's view of a customer's strikes with them, and whether new bookings are paused. */
export const customerStrikesSchema = z.object({
  strikes: z.array(strikeSchema),
  /** ISO instant until which the customer's new bookings with this partner are paused, or null. */
  pausedUntil: z.string().nullable(),
});
export type CustomerStrikesDto = z.infer<typeof customerStrikesSchema>;

export const waiveStrikeSchema = waiverSchema;

/** What closing a roll did. */
export const rollClosedSchema = z.object({ attended: z.number(), noShows: z.number() });
export type RollClosedDto = z.infer<typeof rollClosedSchema>;

/**
 * When an offer made at `now` runs out: the claim window, cut short so that no offer outlives the
 * cut-off (a seat offered close to the start gets a shorter window). Null: too late to offer at all.
 */
export function offerExpiresAt(
  now: Date,
  startsAt: Date,
  policy: Pick<SeatPolicyDto, 'offerClaimMinutes' | 'offerCutoffMinutes'>,
): Date | null {
  const cutoff = startsAt.getTime() - policy.offerCutoffMinutes * 60_000;
  if (now.getTime() >= cutoff) return null;
  return new Date(Math.min(now.getTime() + policy.offerClaimMinutes * 60_000, cutoff));
}

/** An open offer of a seat, as the customer sees it on their upcoming classes. */
export const waitlistOfferSchema = z.object({
  id: z.number(),
  classSessionId: z.number(),
  classId: z.number(),
  title: z.string(),
  /** ISO instants. */
  startsAt: z.string(),
  expiresAt: z.string(),
  timeZone: z.string(),
  /** The kid the seat is for, on a kids' class. */
  kidName: z.string().nullable(),
});
export type WaitlistOfferDto = z.infer<typeof waitlistOfferSchema>;

/** What a claim answers: the booking the offered seat became. */
export const claimedSeatSchema = z.object({
  message: z.string(),
  classSessionId: z.number(),
  bookingId: z.number(),
});
export type ClaimedSeatDto = z.infer<typeof claimedSeatSchema>;
