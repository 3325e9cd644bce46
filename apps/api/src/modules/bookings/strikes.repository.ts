import type { RollDefault } from '@kinetic/domain';
import { and, asc, desc, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookingFees,
  bookingStrikes,
  bookings,
  classSessions,
  fitnessClasses,
  seatPolicies,
} from '../../db/schema';
import { policyOwnerOf } from './offers.repository';

/**
 * Until when (epoch milliseconds) the customer's new bookings with the partner are paused, or null:
 * with the partner's strike limit reached by unwaived strikes inside its window, the pause runs its
 * days from the strike that reached it (the latest). A pause in the past has ended.
 */
export function pausedUntilMs(
  userId: SQLWrapper,
  ownerUserId: SQLWrapper,
  now: SQLWrapper,
): SQL<number | null> {
  return sql<number | null>`(select (extract(epoch from max(s.created_at)
        + make_interval(days => sp.strike_pause_days)) * 1000)::float8
      from ${bookingStrikes} s join ${seatPolicies} sp on sp.owner_user_id = s.owner_user_id
      where s.user_id = ${userId} and s.owner_user_id = ${ownerUserId} and s.waived_at is null
        and sp.strike_limit is not null
        and s.created_at > ${now} - make_interval(days => sp.strike_window_days)
      group by sp.strike_limit, sp.strike_pause_days
      having count(*) >= sp.strike_limit)`;
}

/** Strikes and the roll (docs/adr/0039), on the caller's connection or transaction. */
export function strikeQueries(db: Db) {
  return {
    /** The session's roll closed now; false when it was closed already. */
    async markRollClosed(sessionId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(classSessions)
        .set({ rollClosedAt: at })
        .where(and(eq(classSessions.id, sessionId), isNull(classSessions.rollClosedAt)))
        .returning({ id: classSessions.id });
      return rows.length > 0;
    },

    /**
     * Every active booking's attendance made final: checked in is attended, marked absent a no-show,
     * anyone else what the partner's policy says.
     */
    markAttendance: (sessionId: number, unmarked: RollDefault) =>
      db
        .update(bookings)
        .set({
          attendance: sql`case when ${bookings.checkedInAt} is not null then 'ATTENDED'
            when ${bookings.attendance} = 'NO_SHOW' then 'NO_SHOW' else ${unmarked} end`,
        })
        .where(and(eq(bookings.sessionId, sessionId), eq(bookings.status, 'BOOKED')))
        .returning({
          id: bookings.id,
          userId: bookings.userId,
          attendance: bookings.attendance,
          guestName: bookings.guestName,
        }),

    /** The partner whose policy and strikes the session's class keeps. */
    async policyOwnerOfSession(sessionId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ owner: policyOwnerOf })
        .from(classSessions)
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .where(eq(classSessions.id, sessionId));
      return row?.owner;
    },

    /** Strikes written once per booking (a roll closed twice, a retried cancel, write nothing more). */
    async insertStrikes(rows: (typeof bookingStrikes.$inferInsert)[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(bookingStrikes).values(rows).onConflictDoNothing();
    },

    /** Fees recorded once per booking (docs/adr/0040), like strikes. */
    async insertFees(rows: (typeof bookingFees.$inferInsert)[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(bookingFees).values(rows).onConflictDoNothing();
    },

    /** A customer's strikes with a partner, the newest first, with their class. */
    strikesOf: (userId: number, ownerUserId: number) =>
      db
        .select({
          id: bookingStrikes.id,
          kind: bookingStrikes.kind,
          classSessionId: classSessions.id,
          title: fitnessClasses.title,
          startsAt: classSessions.startsAt,
          createdAt: bookingStrikes.createdAt,
          waivedAt: bookingStrikes.waivedAt,
          waiveReason: bookingStrikes.waiveReason,
        })
        .from(bookingStrikes)
        .innerJoin(bookings, eq(bookings.id, bookingStrikes.bookingId))
        .innerJoin(classSessions, eq(classSessions.id, bookings.sessionId))
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .where(and(eq(bookingStrikes.userId, userId), eq(bookingStrikes.ownerUserId, ownerUserId)))
        .orderBy(desc(bookingStrikes.createdAt), asc(bookingStrikes.id)),

    async strike(strikeId: number) {
      const [row] = await db
        .select()
        .from(bookingStrikes)
        .where(eq(bookingStrikes.id, strikeId))
        .for('update');
      return row;
    },

    async waive(strikeId: number, byUserId: number, reason: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(bookingStrikes)
        .set({ waivedAt: at, waivedByUserId: byUserId, waiveReason: reason })
        .where(and(eq(bookingStrikes.id, strikeId), isNull(bookingStrikes.waivedAt)))
        .returning({ id: bookingStrikes.id });
      return rows.length > 0;
    },

    /** `pausedUntilMs` of a customer with a partner, now. */
    async pausedUntil(userId: number, ownerUserId: number, at: Date): Promise<number | null> {
      const [row] = await db
        .select({
          until: pausedUntilMs(
            sql`${userId}::int`,
            sql`${ownerUserId}::int`,
            sql`${at.toISOString()}::timestamptz`,
          ),
        })
        .from(sql`(select 1) one`);
      return row?.until ?? null;
    },

    /** Sessions that ended before `endedBefore` (and after `since`) whose roll is still open. */
    rollsDue: (endedBefore: Date, since: Date, limit: number) =>
      db
        .select({ id: classSessions.id })
        .from(classSessions)
        .where(
          and(
            eq(classSessions.status, 'SCHEDULED'),
            isNull(classSessions.rollClosedAt),
            sql`${classSessions.endsAt} < ${endedBefore.toISOString()}::timestamptz`,
            sql`${classSessions.endsAt} > ${since.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(classSessions.endsAt))
        .limit(limit),
  };
}
