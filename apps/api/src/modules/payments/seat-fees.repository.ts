import type { FeeSource, FeeStatus, FeeUnit, SeatFeeDto, StrikeKind } from '@kinetic/domain';
import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingFees, bookings, classSessions, fitnessClasses, userPackages } from '../../db/schema';

const feeFields = {
  id: bookingFees.id,
  userId: bookingFees.userId,
  ownerUserId: bookingFees.ownerUserId,
  bookingId: bookingFees.bookingId,
  kind: bookingFees.kind,
  unit: bookingFees.unit,
  amount: bookingFees.amount,
  currencyCode: bookingFees.currencyCode,
  status: bookingFees.status,
  source: bookingFees.source,
  userPackageId: bookingFees.userPackageId,
  createdAt: bookingFees.createdAt,
  dueAt: bookingFees.dueAt,
  takenAt: bookingFees.takenAt,
  waivedAt: bookingFees.waivedAt,
  waiveReason: bookingFees.waiveReason,
  classSessionId: classSessions.id,
  title: fitnessClasses.title,
  startsAt: classSessions.startsAt,
  localDate: classSessions.localDate,
  kidId: bookings.kidId,
  bookingPackageId: bookings.userPackageId,
};

/**
 * A fee owed in money (docs/adr/0040): what the next order adds on top, or the saved card pays; in one
 * currency when given. The one statement of the rule for every query that counts or charges them.
 */
export const owedInMoney = (userId?: number, currencyCode?: string) =>
  and(
    eq(bookingFees.status, 'OWED'),
    eq(bookingFees.unit, 'MONEY'),
    userId === undefined ? undefined : eq(bookingFees.userId, userId),
    currencyCode === undefined
      ? sql`${bookingFees.currencyCode} is not null`
      : eq(bookingFees.currencyCode, currencyCode),
  );

export type FeeRow = Awaited<ReturnType<ReturnType<typeof seatFeeQueries>['lockFee']>> & {};

export const toSeatFeeDto = (row: NonNullable<FeeRow>): SeatFeeDto => ({
  id: row.id,
  kind: row.kind as StrikeKind,
  unit: row.unit as FeeUnit,
  amount: row.amount,
  currencyCode: row.currencyCode,
  status: row.status as FeeStatus,
  source: row.source as FeeSource | null,
  classSessionId: row.classSessionId,
  title: row.title,
  startsAt: row.startsAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  takenAt: row.takenAt?.toISOString() ?? null,
  waivedAt: row.waivedAt?.toISOString() ?? null,
  waiveReason: row.waiveReason,
});

/** Late-cancel and no-show fees (docs/adr/0040), on the caller's connection or transaction. */
export function seatFeeQueries(db: Db) {
  const withClass = () =>
    db
      .select(feeFields)
      .from(bookingFees)
      .innerJoin(bookings, eq(bookings.id, bookingFees.bookingId))
      .innerJoin(classSessions, eq(classSessions.id, bookings.sessionId))
      .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId));

  return {
    /** Fees whose delay has passed, still PENDING, the oldest first. */
    feesDue: (at: Date, limit: number) =>
      db
        .select({ id: bookingFees.id })
        .from(bookingFees)
        .where(and(eq(bookingFees.status, 'PENDING'), lte(bookingFees.dueAt, at)))
        .orderBy(asc(bookingFees.dueAt), asc(bookingFees.id))
        .limit(limit),

    /** A customer's owed fees, the oldest first. */
    owedFees: (userId: number) =>
      db
        .select({ id: bookingFees.id })
        .from(bookingFees)
        .where(and(eq(bookingFees.userId, userId), eq(bookingFees.status, 'OWED')))
        .orderBy(asc(bookingFees.id)),

    /** A fee with its class, locked for this transaction. */
    async lockFee(feeId: number) {
      const [row] = await withClass().where(eq(bookingFees.id, feeId)).for('update', { of: bookingFees });
      return row;
    },

    /** A customer's fees, the newest first; with `ownerUserId`, only those of that partner. */
    feesOf: (userId: number, ownerUserId?: number) =>
      withClass()
        .where(
          and(
            eq(bookingFees.userId, userId),
            ownerUserId === undefined ? undefined : eq(bookingFees.ownerUserId, ownerUserId),
          ),
        )
        .orderBy(desc(bookingFees.createdAt), desc(bookingFees.id)),

    /**
     * The package a fee in credits comes from, locked: the one that paid the booking if it can still
     * pay, else the customer's (or kid's) active package with enough credits that runs out first.
     */
    async packageToCharge(
      fee: { userId: number; kidId: number | null; bookingPackageId: number | null; amount: number },
      at: Date,
    ) {
      const usable = and(
        eq(userPackages.userId, fee.userId),
        fee.kidId === null ? isNull(userPackages.kidId) : eq(userPackages.kidId, fee.kidId),
        eq(userPackages.status, 'ACTIVE'),
        eq(userPackages.unlimited, false),
        gt(userPackages.expiresAt, at),
        sql`${userPackages.creditsBalance} >= ${fee.amount}`,
      );
      const [row] = await db
        .select({ id: userPackages.id, creditsBalance: userPackages.creditsBalance })
        .from(userPackages)
        .where(usable)
        .orderBy(
          sql`case when ${userPackages.id} = ${fee.bookingPackageId ?? 0} then 0 else 1 end`,
          asc(userPackages.expiresAt),
          asc(userPackages.id),
        )
        .limit(1)
        .for('update');
      return row;
    },

    /** Moves a package's credits by `delta` (never below zero); the balance after, or undefined. */
    async moveCredits(userPackageId: number, delta: number) {
      const [row] = await db
        .update(userPackages)
        .set({ creditsBalance: sql`${userPackages.creditsBalance} + ${delta}` })
        .where(and(eq(userPackages.id, userPackageId), sql`${userPackages.creditsBalance} + ${delta} >= 0`))
        .returning({ creditsBalance: userPackages.creditsBalance, classesLeft: userPackages.classesLeft });
      return row;
    },

    async settleFee(
      feeId: number,
      values: Partial<
        Pick<
          typeof bookingFees.$inferInsert,
          'status' | 'source' | 'userPackageId' | 'purchaseId' | 'takenAt'
        >
      >,
    ) {
      await db.update(bookingFees).set(values).where(eq(bookingFees.id, feeId));
    },

    async waiveFee(feeId: number, byUserId: number, reason: string, at: Date) {
      await db
        .update(bookingFees)
        .set({ status: 'WAIVED', waivedAt: at, waivedByUserId: byUserId, waiveReason: reason })
        .where(eq(bookingFees.id, feeId));
    },
  };
}

export type SeatFeeQueries = ReturnType<typeof seatFeeQueries>;
