import { addDays, LIMITS, weekdayOf, zonedParts, zonedToInstant } from '@kinetic/domain';
import type { Db } from '../db/client';
import type { AppJob } from '../lib/app-module';
import { createSessionPlanRepository, type NewClassSession } from '../modules/classes';

/**
 * Creates the bookable sessions of every class timing for the next N days (docs/adr/0004). Safe to
 * run at any time and on several API processes at once: a transaction-scoped advisory lock lets one
 * run do the work while others skip, and the unique (class_timing_id, starts_at) with ON CONFLICT DO
 * NOTHING makes a repeat a no-op even without the lock.
 */
const BATCH = 1000;

export interface TimingToPlan {
  id: number;
  classId: number;
  days: number[];
  startTime: string;
  endTime: string;
  fromDate: string;
  toDate: string;
  timeZone: string;
  trainerUserId: number | null;
  seats: number;
  creditSeats: number | null;
}

export interface PlanWindow {
  now: Date;
  /** Days after today (in the timing's zone) to cover; today counts as day 0. */
  daysAhead: number;
  /** Days before today to cover too (the seed uses this for a history of past sessions). */
  daysBack?: number;
}

/** The sessions a timing has in the window: pure, so the time-zone arithmetic is testable. */
export function planSessions(timing: TimingToPlan, window: PlanWindow): NewClassSession[] {
  const today = zonedParts(window.now, timing.timeZone).date;
  const first = maxDate(timing.fromDate, addDays(today, -(window.daysBack ?? 0)));
  const last = minDate(timing.toDate, addDays(today, window.daysAhead));
  const start = timing.startTime.slice(0, 5);
  const end = timing.endTime.slice(0, 5);
  const out: NewClassSession[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (!timing.days.includes(weekdayOf(date))) continue;
    const startsAt = zonedToInstant(date, start, timing.timeZone);
    let endsAt = zonedToInstant(date, end, timing.timeZone);
    if (endsAt <= startsAt) endsAt = new Date(startsAt.getTime() + 60_000);
    const local = zonedParts(startsAt, timing.timeZone);
    const localEnd = zonedParts(endsAt, timing.timeZone);
    out.push({
      classId: timing.classId,
      classTimingId: timing.id,
      trainerUserId: timing.trainerUserId,
      startsAt,
      endsAt,
      timeZone: timing.timeZone,
      localDate: local.date,
      fromMinute: local.minuteOfDay,
      toMinute: localEnd.date === local.date ? localEnd.minuteOfDay : 24 * 60 - 1,
      seats: timing.seats,
      creditSeats: timing.creditSeats,
    });
  }
  return out;
}

const maxDate = (a: string, b: string) => (a > b ? a : b);
const minDate = (a: string, b: string) => (a < b ? a : b);

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

/** Bookable sessions for the next 60 days, again every day (docs/adr/0004); server.ts runs it once first. */
export const sessionMaterialiserJob: AppJob = {
  name: 'session-materialiser',
  start: ({ db, log }) => scheduleSessionMaterialiser(db, log),
};
