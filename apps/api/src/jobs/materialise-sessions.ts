import { addDays, LIMITS, planSessions } from '@kinetic/domain';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { classSessions, classTimings, fitnessClasses } from '../db/schema';

/**
 * Creates the bookable sessions of every class timing for the next N days (docs/adr/0004). Safe to
 * run at any time and on several API processes at once: a transaction-scoped advisory lock lets one
 * run do the work while others skip, and the unique (class_timing_id, starts_at) with ON CONFLICT DO
 * NOTHING makes a repeat a no-op even without the lock.
 */
const LOCK_KEY = 727_002;
const BATCH = 1000;

export interface MaterialiseOptions {
  now?: Date;
  daysAhead?: number;
  daysBack?: number;
  classId?: number;
}

export async function materialiseSessions(
  db: Db,
  options: MaterialiseOptions = {},
): Promise<{ created: number; skipped: boolean }> {
  const now = options.now ?? new Date();
  const daysAhead = options.daysAhead ?? LIMITS.scheduleDaysAhead;
  // The earliest "today" of any zone is at most a day behind UTC's.
  const oldest = addDays(now.toISOString().slice(0, 10), -((options.daysBack ?? 0) + 1));
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as got`);
    if (!(lock as unknown as { rows: { got: boolean }[] }).rows[0]?.got) return { created: 0, skipped: true };
    const conditions = [
      isNull(classTimings.deletedAt),
      isNull(fitnessClasses.deletedAt),
      gte(classTimings.toDate, oldest),
    ];
    if (options.classId) conditions.push(eq(classTimings.classId, options.classId));
    const timings = await tx
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
    let created = 0;
    let batch: (typeof classSessions.$inferInsert)[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const rows = await tx
        .insert(classSessions)
        .values(batch)
        .onConflictDoNothing({ target: [classSessions.classTimingId, classSessions.startsAt] })
        .returning({ id: classSessions.id });
      created += rows.length;
      batch = [];
    };
    for (const timing of timings) {
      for (const session of planSessions(timing, { now, daysAhead, daysBack: options.daysBack })) {
        batch.push(session);
        if (batch.length >= BATCH) await flush();
      }
    }
    await flush();
    return { created, skipped: false };
  });
}

/** Runs the job now and then every day; the timer does not keep the process alive. */
export function scheduleSessionMaterialiser(
  db: Db,
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void },
  intervalMs = 24 * 3_600_000,
): () => void {
  const run = () =>
    materialiseSessions(db)
      .then((result) => log.info(result, 'class sessions materialised'))
      .catch((err: unknown) => log.error({ err }, 'class session materialisation failed'));
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
