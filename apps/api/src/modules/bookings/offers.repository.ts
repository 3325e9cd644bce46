import {
  DEFAULT_SEAT_POLICY,
  type FeeUnit,
  type RollDefault,
  type SeatPolicyDto,
  type WaitlistMode,
} from '@kinetic/domain';
import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import {
  classSessions,
  fitnessClasses,
  kids,
  seatPolicies,
  sessionWishes,
  waitlistOffers,
} from '../../db/schema';
import { liveSession } from '../classes';
import { userStoreCurrency } from '../users';

const policyFields = {
  waitlistMode: seatPolicies.waitlistMode,
  offerClaimMinutes: seatPolicies.offerClaimMinutes,
  offerCutoffMinutes: seatPolicies.offerCutoffMinutes,
  waitlistMax: seatPolicies.waitlistMax,
  strikeLimit: seatPolicies.strikeLimit,
  strikeWindowDays: seatPolicies.strikeWindowDays,
  strikePauseDays: seatPolicies.strikePauseDays,
  lateCancelStrikes: seatPolicies.lateCancelStrikes,
  feeUnit: seatPolicies.feeUnit,
  lateCancelFee: seatPolicies.lateCancelFee,
  noShowFee: seatPolicies.noShowFee,
  feeDelayHours: seatPolicies.feeDelayHours,
  selfCheckInMinutes: seatPolicies.selfCheckInMinutes,
  rollDefault: seatPolicies.rollDefault,
};

type PolicyRow = Pick<typeof seatPolicies.$inferSelect, keyof typeof policyFields>;

const toPolicy = (row: PolicyRow | undefined): SeatPolicyDto =>
  row
    ? {
        waitlistMode: row.waitlistMode as WaitlistMode,
        offerClaimMinutes: row.offerClaimMinutes,
        offerCutoffMinutes: row.offerCutoffMinutes,
        waitlistMax: row.waitlistMax,
        strikeLimit: row.strikeLimit,
        strikeWindowDays: row.strikeWindowDays,
        strikePauseDays: row.strikePauseDays,
        lateCancelStrikes: row.lateCancelStrikes,
        feeUnit: row.feeUnit as FeeUnit,
        lateCancelFee: row.lateCancelFee,
        noShowFee: row.noShowFee,
        feeDelayHours: row.feeDelayHours,
        selfCheckInMinutes: row.selfCheckInMinutes,
        rollDefault: row.rollDefault as RollDefault,
      }
    : DEFAULT_SEAT_POLICY;

/**
 * The partner whose seat policy and strikes a class keeps: its gym, else its (freelance) trainer. The
 * one statement of the rule, for every statement that needs it.
 */
export const policyOwnerOf = sql<number>`coalesce(${fitnessClasses.gymUserId}, ${fitnessClasses.ownerUserId})`;

/** Seat policies and waitlist offers (docs/adr/0038), on the caller's connection or transaction. */
export function offerQueries(db: Db) {
  return {
    /** A partner's own policy (the default when they never set one). */
    async seatPolicy(ownerUserId: number): Promise<SeatPolicyDto> {
      const [row] = await db
        .select(policyFields)
        .from(seatPolicies)
        .where(eq(seatPolicies.ownerUserId, ownerUserId));
      return toPolicy(row);
    },

    /** The currency a partner's fees in money are in: their country's. */
    partnerCurrency: (ownerUserId: number): Promise<string> => userStoreCurrency(db, ownerUserId),

    async saveSeatPolicy(ownerUserId: number, policy: SeatPolicyDto, at: Date): Promise<SeatPolicyDto> {
      const [row] = await db
        .insert(seatPolicies)
        .values({ ownerUserId, ...policy, updatedAt: at })
        .onConflictDoUpdate({ target: seatPolicies.ownerUserId, set: { ...policy, updatedAt: at } })
        .returning();
      return toPolicy(row);
    },

    /** The policy the session's class keeps. */
    async seatPolicyOfSession(sessionId: number): Promise<SeatPolicyDto> {
      const [row] = await db
        .select(policyFields)
        .from(classSessions)
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .innerJoin(seatPolicies, eq(seatPolicies.ownerUserId, policyOwnerOf))
        .where(eq(classSessions.id, sessionId));
      return toPolicy(row);
    },

    /** How many wait on the session's waitlist. */
    async waitlistSize(sessionId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sessionWishes)
        .where(and(eq(sessionWishes.sessionId, sessionId), eq(sessionWishes.type, 'WAITLIST')));
      return row?.n ?? 0;
    },

    /** Who holds an open offer on the session (`userId:kidId`, 0 for no kid). */
    async openOfferHolders(sessionId: number): Promise<Set<string>> {
      const rows = await db
        .select({ userId: waitlistOffers.userId, kidId: waitlistOffers.kidId })
        .from(waitlistOffers)
        .where(and(eq(waitlistOffers.sessionId, sessionId), eq(waitlistOffers.status, 'OPEN')));
      return new Set(rows.map((row) => `${row.userId}:${row.kidId ?? 0}`));
    },

    /**
     * The seat held for an offer, in one statement: the session's `booked` goes up only while a seat
     * is free, and the offer is written only with it. Undefined: no seat was left.
     */
    async holdSeatForOffer(offer: {
      sessionId: number;
      userId: number;
      kidId: number | null;
      offeredAt: Date;
      expiresAt: Date;
    }): Promise<{ id: number } | undefined> {
      const [row] = await rowsOf<{ id: number }>(
        db,
        sql`with held as (
          update ${classSessions} set booked = booked + 1
          where id = ${offer.sessionId}::int and booked < seats
          returning id
        )
        insert into ${waitlistOffers} (session_id, user_id, kid_id, offered_at, expires_at)
        select held.id, ${offer.userId}::int, ${offer.kidId}::int, ${offer.offeredAt.toISOString()}::timestamptz,
          ${offer.expiresAt.toISOString()}::timestamptz
        from held
        returning id`,
      );
      return row;
    },

    /** The session an offer is for (read without a lock, to lock the session first). */
    async offerSessionId(offerId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ sessionId: waitlistOffers.sessionId })
        .from(waitlistOffers)
        .where(eq(waitlistOffers.id, offerId));
      return row?.sessionId;
    },

    /** The offer, locked for this transaction. */
    async lockOffer(offerId: number) {
      const [row] = await db
        .select()
        .from(waitlistOffers)
        .where(eq(waitlistOffers.id, offerId))
        .for('update');
      return row;
    },

    /** An open offer closed (claimed, declined or run out); false when it was not open any more. */
    async closeOffer(
      offerId: number,
      status: 'CLAIMED' | 'EXPIRED' | 'DECLINED',
      at: Date,
      bookingId: number | null = null,
    ): Promise<boolean> {
      const rows = await db
        .update(waitlistOffers)
        .set({ status, closedAt: at, bookingId })
        .where(and(eq(waitlistOffers.id, offerId), eq(waitlistOffers.status, 'OPEN')))
        .returning({ id: waitlistOffers.id });
      return rows.length > 0;
    },

    /** Offers whose claim window has run out, the oldest first. */
    dueOffers: (at: Date, limit: number) =>
      db
        .select({ id: waitlistOffers.id, sessionId: waitlistOffers.sessionId })
        .from(waitlistOffers)
        .where(and(eq(waitlistOffers.status, 'OPEN'), lte(waitlistOffers.expiresAt, at)))
        .orderBy(asc(waitlistOffers.expiresAt))
        .limit(limit),

    /** A customer's open offers on classes still to come, the soonest to run out first. */
    openOffersOf: (userId: number, at: Date) =>
      db
        .select({
          id: waitlistOffers.id,
          classSessionId: waitlistOffers.sessionId,
          classId: fitnessClasses.id,
          title: fitnessClasses.title,
          startsAt: classSessions.startsAt,
          expiresAt: waitlistOffers.expiresAt,
          timeZone: classSessions.timeZone,
          kidName: kids.name,
        })
        .from(waitlistOffers)
        .innerJoin(classSessions, eq(classSessions.id, waitlistOffers.sessionId))
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .leftJoin(kids, eq(kids.id, waitlistOffers.kidId))
        .where(
          and(
            eq(waitlistOffers.userId, userId),
            eq(waitlistOffers.status, 'OPEN'),
            gt(waitlistOffers.expiresAt, at),
            liveSession(),
            gt(classSessions.startsAt, at),
          ),
        )
        .orderBy(asc(waitlistOffers.expiresAt)),
  };
}
