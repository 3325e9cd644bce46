import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classSessions, classTimings, fitnessClasses } from '../../db/schema';

const LOCK_KEY = 727_002;

export type NewClassSession = typeof classSessions.$inferInsert;

function planQueries(tx: Db) {
  return {
    /** A transaction-scoped advisory lock: one materialiser run does the work while others skip. */
    async tryLock(): Promise<boolean> {
      const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as got`);
      return (lock as unknown as { rows: { got: boolean }[] }).rows[0]?.got ?? false;
    },
    /** Live timings of live classes that still end on or after `oldest`. */
    timingsToPlan(oldest: string, classId?: number) {
      const conditions = [
        isNull(classTimings.deletedAt),
        isNull(fitnessClasses.deletedAt),
        gte(classTimings.toDate, oldest),
      ];
      if (classId) conditions.push(eq(classTimings.classId, classId));
      return tx
        .select({
          id: classTimings.id,
          classId: classTimings.classId,
          days: classTimings.days,
          startTime: classTimings.startTime,
          endTime: classTimings.endTime,
          fromDate: classTimings.fromDate,
          toDate: classTimings.toDate,
          timeZone: classTimings.timeZone,
          trainerUserId: classTimings.trainerUserId,
          seats: classTimings.seats,
          creditSeats: classTimings.creditSeats,
        })
        .from(classTimings)
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classTimings.classId))
        .where(and(...conditions));
    },
    /** Inserts the sessions not there yet (unique timing and start); answers how many were new. */
    async insertSessions(batch: NewClassSession[]): Promise<number> {
      const rows = await tx
        .insert(classSessions)
        .values(batch)
        .onConflictDoNothing({ target: [classSessions.classTimingId, classSessions.startsAt] })
        .returning({ id: classSessions.id });
      return rows.length;
    },
  };
}

export type SessionPlanQueries = ReturnType<typeof planQueries>;

/** What the session materialiser (jobs/materialise-sessions.ts) reads and writes. */
export function createSessionPlanRepository(db: Db) {
  return {
    transaction<T>(work: (q: SessionPlanQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(planQueries(tx)));
    },
  };
}
