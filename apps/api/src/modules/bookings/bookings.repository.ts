import type { Language } from '@kinetic/domain';
import { and, asc, count, eq, exists, gt, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookingFreeCancels,
  bookings,
  cancellationReasons,
  classSessions,
  creditLedger,
  fitnessClasses,
  kids,
  sessionWishes,
  userPackages,
} from '../../db/schema';
import { liveSession } from '../classes';
import { idempotencyStore } from '../idempotency';
import { mailsOn } from '../mail';
import { notificationWrites } from '../notifications';
import { activePackageSummaries } from '../packages';
import { joinQueries, sessionForJoinFields, wishOf } from './join.repository';
import { offerQueries } from './offers.repository';
import { strikeQueries } from './strikes.repository';

/**
 * The booking writes (DESIGN 5). Every function takes the same connection or transaction, so the seat,
 * the booking, the credits and their ledger row change together or not at all.
 */
function baseQueries(db: Db) {
  return {
    /** The session with what the join rules need of its class. */
    async sessionForJoin(sessionId: number) {
      const [row] = await db
        .select(sessionForJoinFields)
        .from(classSessions)
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .where(eq(classSessions.id, sessionId));
      return row;
    },

    /** A class's scheduled sessions starting after `after` and before `before`, earliest first (a program). */
    sessionsOfClass: (classId: number, after: Date, before: Date, limit: number) =>
      db
        .select({ id: classSessions.id, localDate: classSessions.localDate })
        .from(classSessions)
        .where(
          and(
            eq(classSessions.classId, classId),
            eq(classSessions.status, 'SCHEDULED'),
            gt(classSessions.startsAt, after),
            lt(classSessions.startsAt, before),
          ),
        )
        .orderBy(asc(classSessions.startsAt))
        .limit(limit),

    /** The live class a workshop package is the program of. */
    async programClass(packageId: number) {
      const [row] = await db
        .select({ id: fitnessClasses.id })
        .from(fitnessClasses)
        .where(and(eq(fitnessClasses.autoJoinPackageId, packageId), isNull(fitnessClasses.deletedAt)))
        .orderBy(asc(fitnessClasses.id))
        .limit(1);
      return row;
    },

    /** SPEC 3.1 userPackageDetailDtoList, as the join and cancel answers return it. */
    packageSummaries: (userId: number, now: Date, language: Language) =>
      activePackageSummaries(db, userId, now, language),

    async releaseSeat(sessionId: number, creditSeat: boolean) {
      const [row] = await db
        .update(classSessions)
        .set({
          booked: sql`${classSessions.booked} - 1`,
          creditBooked: creditSeat ? sql`${classSessions.creditBooked} - 1` : classSessions.creditBooked,
        })
        .where(eq(classSessions.id, sessionId))
        .returning({ booked: classSessions.booked, seats: classSessions.seats });
      return row!;
    },

    async creditPackage(userPackageId: number, credits: number, classes: number) {
      const [row] = await db
        .update(userPackages)
        .set({
          creditsBalance: sql`${userPackages.creditsBalance} + ${credits}`,
          classesLeft: sql`case when ${userPackages.classesLeft} is null then null else ${userPackages.classesLeft} + ${classes} end`,
        })
        .where(eq(userPackages.id, userPackageId))
        .returning({ creditsBalance: userPackages.creditsBalance, classesLeft: userPackages.classesLeft });
      return row!;
    },

    async insertLedger(values: typeof creditLedger.$inferInsert) {
      await db.insert(creditLedger).values(values);
    },

    /** Active bookings paid by this package at this gym (SPEC 8.3 visit limit, 498). */
    async visitsAtGym(userPackageId: number, gymUserId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(bookings)
        .innerJoin(classSessions, eq(classSessions.id, bookings.sessionId))
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .where(
          and(
            eq(bookings.userPackageId, userPackageId),
            eq(bookings.status, 'BOOKED'),
            eq(fitnessClasses.gymUserId, gymUserId),
          ),
        );
      return row?.n ?? 0;
    },

    async wish(sessionId: number, userId: number, kidId: number | null) {
      const [row] = await db
        .select()
        .from(sessionWishes)
        .where(
          and(
            eq(sessionWishes.sessionId, sessionId),
            eq(sessionWishes.userId, userId),
            sql`coalesce(${sessionWishes.kidId}, 0) = ${kidId ?? 0}`,
          ),
        );
      return row;
    },

    async insertWish(values: typeof sessionWishes.$inferInsert) {
      const [row] = await db.insert(sessionWishes).values(values).onConflictDoNothing().returning();
      return row;
    },

    async deleteWish(sessionId: number, userId: number, kidId: number | null, type?: string) {
      return db
        .delete(sessionWishes)
        .where(and(wishOf(sessionId, userId, kidId), type ? eq(sessionWishes.type, type) : undefined))
        .returning({ id: sessionWishes.id });
    },

    /** `deleteWish` as a CTE (`wish_fulfilled`) for the seat's own statement. */
    deleteWishPart: (sessionId: number, userId: number, kidId: number | null): SQL =>
      sql`wish_fulfilled as (${db
        .delete(sessionWishes)
        .where(wishOf(sessionId, userId, kidId))
        .getSQL()})`,

    async deleteWishById(id: number) {
      await db.delete(sessionWishes).where(eq(sessionWishes.id, id));
    },

    /** 1-based place of a waitlist entry. */
    async waitlistPosition(sessionId: number, wishId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(sessionWishes)
        .where(
          and(
            eq(sessionWishes.sessionId, sessionId),
            eq(sessionWishes.type, 'WAITLIST'),
            sql`${sessionWishes.id} <= ${wishId}`,
          ),
        );
      return row?.n ?? 0;
    },

    /** Serialises everyone who fills this session's seats from its waitlist (the promotion job). */
    async lockSession(sessionId: number) {
      const [row] = await db
        .select({ id: classSessions.id })
        .from(classSessions)
        .where(eq(classSessions.id, sessionId))
        .for('update');
      return row;
    },

    /** Sessions starting in (from, until] with a free seat and someone on their waitlist. */
    sessionsToPromote: (from: Date, until: Date, limit: number) =>
      db
        .select({ id: classSessions.id })
        .from(classSessions)
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .where(
          and(
            liveSession(),
            gt(classSessions.startsAt, from),
            lte(classSessions.startsAt, until),
            lt(classSessions.booked, classSessions.seats),
            exists(
              db
                .select({ one: sql`1` })
                .from(sessionWishes)
                .where(
                  and(eq(sessionWishes.sessionId, classSessions.id), eq(sessionWishes.type, 'WAITLIST')),
                ),
            ),
          ),
        )
        .orderBy(asc(classSessions.startsAt))
        .limit(limit),

    /** The waitlist in order, locked for this transaction. */
    waitlistQueue: (sessionId: number, limit = 50) =>
      db
        .select()
        .from(sessionWishes)
        .where(and(eq(sessionWishes.sessionId, sessionId), eq(sessionWishes.type, 'WAITLIST')))
        .orderBy(asc(sessionWishes.id))
        .limit(limit)
        .for('update'),

    async lockBooking(bookingId: number) {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
      return row;
    },

    async cancelBooking(
      bookingId: number,
      values: { canceledAt: Date; refunded: boolean; cancellationReasonId?: number; cancelRemark?: string },
    ) {
      const [row] = await db
        .update(bookings)
        .set({ status: 'CANCELED', ...values })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'BOOKED')))
        .returning();
      return row;
    },

    /** The gym moved this booking's session for Ramadan: it cancels with a full refund (docs/adr/0048). */
    async freeCancel(bookingId: number) {
      const [row] = await db
        .select({ id: bookingFreeCancels.bookingId })
        .from(bookingFreeCancels)
        .where(eq(bookingFreeCancels.bookingId, bookingId));
      return Boolean(row);
    },

    async reasonExists(reasonId: number) {
      const [row] = await db
        .select({ id: cancellationReasons.id })
        .from(cancellationReasons)
        .where(and(eq(cancellationReasons.id, reasonId), eq(cancellationReasons.active, true)));
      return Boolean(row);
    },

    ...joinQueries(db),

    ...offerQueries(db),

    ...strikeQueries(db),

    ...notificationWrites(db),

    ...idempotencyStore(db),

    /** The booking's mails, queued in this transaction: a rolled-back booking sends none. */
    mails: mailsOn(db),

    kidNames: (kidIds: number[]) =>
      kidIds.length === 0
        ? Promise.resolve([])
        : db.select({ id: kids.id, name: kids.name }).from(kids).where(inArray(kids.id, kidIds)),
  };
}

export type BookingsQueries = ReturnType<typeof baseQueries> & {
  /** A savepoint inside the current transaction: a failure undoes only `work`. */
  savepoint<T>(work: (q: BookingsQueries) => Promise<T>): Promise<T>;
};

export function bookingsQueries(db: Db): BookingsQueries {
  return {
    ...baseQueries(db),
    savepoint: (work) => db.transaction((sp) => work(bookingsQueries(sp as unknown as Db))),
  };
}

export function createBookingsRepository(db: Db) {
  return {
    ...bookingsQueries(db),
    /** Runs `work` in one transaction with the same queries bound to it. */
    transaction<T>(work: (q: BookingsQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(bookingsQueries(tx as unknown as Db)));
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
