import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { Raw } from '../../db/raw-rows';
import { bookings, calendarFeeds, classSessions, kids, users } from '../../db/schema';
import { sessionMailFactsJson, toSessionMailFacts } from '../mail';

/** The session being listed: the facts' own read of class_session must not bind to it. */
const taught = alias(classSessions, 'taught');
/** The facts of a session without a recipient: a feed is read by nobody's mail. */
const factsOf = (db: Db, sessionId: Parameters<typeof sessionMailFactsJson>[1]) =>
  sql<Raw>`${sessionMailFactsJson(db, sessionId, sql`null::int`)}`;

/** The feeds' rows, and what a feed lists: the only code of the module that touches Drizzle. */
export function createCalendarFeedsRepository(db: Db) {
  return {
    async tokenOf(userId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ token: calendarFeeds.token })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId));
      return row?.token;
    },

    /** The user's feed under `token`, replacing any earlier one (whose address then stops working). */
    async replace(userId: number, token: string, at: Date): Promise<void> {
      await db
        .insert(calendarFeeds)
        .values({ userId, token, createdAt: at })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: at } });
    },

    async remove(userId: number): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },

    /** Whose feed a token opens, and the language and role its events are written for. */
    async ownerOf(token: string) {
      const [row] = await db
        .select({ userId: users.id, category: users.category, language: users.language })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .where(eq(calendarFeeds.token, token));
      return row;
    },

    /** A customer's booked seats (their kids' too) from `from` on, in time order. */
    async bookedSeats(userId: number, from: Date, limit: number) {
      const rows = await db
        .select({ id: bookings.id, kidName: kids.name, facts: factsOf(db, bookings.sessionId) })
        .from(bookings)
        .leftJoin(kids, eq(kids.id, bookings.kidId))
        .where(
          and(
            eq(bookings.userId, userId),
            eq(bookings.status, 'BOOKED'),
            // A gym's walk-in guest is booked under the gym's own id: not the gym's seat.
            isNull(bookings.guestName),
            gte(bookings.sessionStartsAt, from),
          ),
        )
        .orderBy(asc(bookings.sessionStartsAt), asc(bookings.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        kidName: row.kidName,
        session: toSessionMailFacts(row.facts),
      }));
    },

    /** The sessions a trainer teaches from `from` on that are not cancelled, in time order. */
    async taughtSessions(trainerId: number, from: Date, limit: number) {
      const rows = await db
        .select({ id: taught.id, booked: taught.booked, seats: taught.seats, facts: factsOf(db, taught.id) })
        .from(taught)
        .where(
          and(
            eq(taught.trainerUserId, trainerId),
            eq(taught.status, 'SCHEDULED'),
            gte(taught.startsAt, from),
          ),
        )
        .orderBy(asc(taught.startsAt), asc(taught.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, session: toSessionMailFacts(row.facts) }));
    },
  };
}
export type CalendarFeedsRepository = ReturnType<typeof createCalendarFeedsRepository>;
