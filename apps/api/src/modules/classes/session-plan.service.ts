import { addDays, LIMITS, planSessions } from '@kinetic/domain';
import type { Db } from '../../db/client';
import { createSessionPlanRepository, type NewClassSession } from './session-plan.repository';

/**
 * Creates the bookable sessions of every class timing for the next N days (docs/adr/0004). Safe to
 * run at any time and on several API processes at once: a transaction-scoped advisory lock lets one
 * run do the work while others skip, and the unique (class_timing_id, starts_at) with ON CONFLICT DO
 * NOTHING makes a repeat a no-op even without the lock.
 */
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
  return createSessionPlanRepository(db).transaction(async (q) => {
    if (!(await q.tryLock())) return { created: 0, skipped: true };
    const timings = await q.timingsToPlan(oldest, options.classId);
    let created = 0;
    let batch: NewClassSession[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      created += await q.insertSessions(batch);
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
