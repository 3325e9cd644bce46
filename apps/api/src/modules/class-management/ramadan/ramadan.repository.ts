import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { retryOnConflict } from '../../../db/retry';
import {
  bookingFreeCancels,
  bookings,
  branchRamadanHours,
  classSessions,
  classTimings,
  fitnessClasses,
  ramadanTimings,
} from '../../../db/schema';
import { bind, type ManageQueries } from '../manage.repository';

type Window = { from: string; to: string };

/** The Drizzle code of the Ramadan timetable (docs/adr/0048). */
function queries(db: Db) {
  return {
    async hours(branchId: number, hijriYear: number): Promise<Window[] | null> {
      const [row] = await db
        .select({ windows: branchRamadanHours.windows })
        .from(branchRamadanHours)
        .where(and(eq(branchRamadanHours.branchId, branchId), eq(branchRamadanHours.hijriYear, hijriYear)));
      return row?.windows ?? null;
    },

    async saveHours(branchId: number, hijriYear: number, windows: Window[], at: Date) {
      await db
        .insert(branchRamadanHours)
        .values({ branchId, hijriYear, windows, updatedAt: at })
        .onConflictDoUpdate({
          target: [branchRamadanHours.branchId, branchRamadanHours.hijriYear],
          set: { windows, updatedAt: at },
        });
    },

    /** The live timings of the branch's live classes, with whether each was made for Ramadan. */
    branchTimings(branchId: number) {
      return db
        .select({
          timingId: classTimings.id,
          classId: fitnessClasses.id,
          title: fitnessClasses.title,
          days: classTimings.days,
          startTime: classTimings.startTime,
          endTime: classTimings.endTime,
          fromDate: classTimings.fromDate,
          toDate: classTimings.toDate,
          ramadan: sql<boolean>`exists (select 1 from ramadan_timing r where r.timing_id = ${classTimings.id})`,
        })
        .from(classTimings)
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classTimings.classId))
        .where(
          and(
            eq(fitnessClasses.branchId, branchId),
            isNull(fitnessClasses.deletedAt),
            isNull(classTimings.deletedAt),
          ),
        )
        .orderBy(asc(fitnessClasses.title), asc(classTimings.startTime), asc(classTimings.id));
    },

    /** A Ramadan timing made from this timing that year, or this timing being one itself. */
    async planned(timingId: number, hijriYear: number): Promise<boolean> {
      const rows = await db
        .select({ id: ramadanTimings.timingId })
        .from(ramadanTimings)
        .where(
          sql`(${ramadanTimings.sourceTimingId} = ${timingId} and ${ramadanTimings.hijriYear} = ${hijriYear}) or ${ramadanTimings.timingId} = ${timingId}`,
        )
        .limit(1);
      return rows.length > 0;
    },

    async recordRamadanTiming(row: typeof ramadanTimings.$inferInsert) {
      await db.insert(ramadanTimings).values(row);
    },

    /** Every session of a timing from a local date on (any status), locked. */
    sessionsFrom(timingId: number, fromDate: string) {
      return db
        .select()
        .from(classSessions)
        .where(and(eq(classSessions.classTimingId, timingId), gte(classSessions.localDate, fromDate)))
        .orderBy(asc(classSessions.startsAt))
        .for('update');
    },

    /** Booked customers (not walk-in guests) of these sessions. */
    async customersOf(sessionIds: number[]): Promise<number> {
      if (sessionIds.length === 0) return 0;
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(bookings)
        .where(
          and(
            inArray(bookings.sessionId, sessionIds),
            eq(bookings.status, 'BOOKED'),
            isNull(bookings.guestName),
          ),
        );
      return Number(row?.n ?? 0);
    },

    async markFreeCancel(bookingIds: number[], at: Date) {
      if (bookingIds.length === 0) return;
      await db
        .insert(bookingFreeCancels)
        .values(bookingIds.map((bookingId) => ({ bookingId, reason: 'RAMADAN_MOVE', createdAt: at })))
        .onConflictDoNothing();
    },

    /** Sessions of a timing within local dates [from, to]: for tests and counts. */
    sessionsBetween(timingId: number, from: string, to: string) {
      return db
        .select({ id: classSessions.id })
        .from(classSessions)
        .where(
          and(
            eq(classSessions.classTimingId, timingId),
            gte(classSessions.localDate, from),
            lte(classSessions.localDate, to),
            inArray(classSessions.status, ['SCHEDULED']),
          ),
        );
    },
  };
}

export type RamadanQueries = ManageQueries & { ramadan: ReturnType<typeof queries> };

function bindAll(db: Db): RamadanQueries {
  return { ...bind(db), ramadan: queries(db) };
}

export function createRamadanRepository(db: Db) {
  return {
    ...bindAll(db),
    transaction<T>(work: (q: RamadanQueries) => Promise<T>): Promise<T> {
      return retryOnConflict(() => db.transaction((tx) => work(bindAll(tx as unknown as Db))));
    },
  };
}
export type RamadanRepository = ReturnType<typeof createRamadanRepository>;
