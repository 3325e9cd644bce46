import {
  addDays,
  checkTiming,
  endTimeOf,
  expandRecurrence,
  findOverlap,
  LIMITS,
  minutesToTime,
  type Occurrence,
  type OverlapConflictDto,
  planSessions,
  zonedParts,
} from '@kinetic/domain';
import type { classSessions, classTimings } from '../../db/schema';
import { type AppError, fail } from '../../lib/errors';
import { type Actor, isTrainer } from './access';
import type { ManageQueries } from './manage.repository';

/** A timing as the API receives it (create, add, edit) after zod. */
export interface TimingFields {
  classDays: number[];
  fromTime: string;
  durationMinutes: number;
  fromDate: string;
  toDate: string;
  trainerId?: number | null;
  totalSeat: number;
  creditSeats?: number | null;
}

export interface WriteFlags {
  force: boolean;
  skipPastTimeCheck: boolean;
}

/** SPEC 5 timing rules on the store clock; the first problem is a 400 with its field. */
export function assertTiming(
  timing: TimingFields,
  timeZone: string,
  now: Date,
  flags: WriteFlags,
  prefix = '',
): void {
  const problem = checkTiming(timing, { now, timeZone, skipPastTimeCheck: flags.skipPastTimeCheck });
  if (problem) throw fail('INVALID_FIELD', { arg: problem.message, field: `${prefix}${problem.field}` });
}

export function timingValues(
  timing: TimingFields,
  classId: number,
  timeZone: string,
  trainerId: number | null,
): typeof classTimings.$inferInsert {
  return {
    classId,
    days: [...timing.classDays].sort(),
    startTime: timing.fromTime,
    endTime: endTimeOf(timing.fromTime, timing.durationMinutes)!,
    fromDate: timing.fromDate,
    toDate: timing.toDate,
    timeZone,
    trainerUserId: trainerId,
    seats: timing.totalSeat,
    creditSeats: timing.creditSeats ?? null,
  };
}

/** The sessions of a stored timing within the materialised horizon (the job's own planner, ADR 4). */
export function sessionsOf(
  timing: typeof classTimings.$inferSelect,
  now: Date,
): (typeof classSessions.$inferInsert)[] {
  return planSessions(
    {
      id: timing.id,
      classId: timing.classId,
      days: timing.days,
      startTime: timing.startTime,
      endTime: timing.endTime,
      fromDate: timing.fromDate,
      toDate: timing.toDate,
      timeZone: timing.timeZone,
      trainerUserId: timing.trainerUserId,
      seats: timing.seats,
      creditSeats: timing.creditSeats,
    },
    { now, daysAhead: LIMITS.scheduleDaysAhead },
  );
}

/** Occurrences of a timing inside the horizon, for the overlap check. */
export function horizonOccurrences(timing: TimingFields, timeZone: string, now: Date): Occurrence[] {
  const today = zonedParts(now, timeZone).date;
  return expandRecurrence(timing, timeZone, {
    fromDate: today,
    toDate: addDays(today, LIMITS.scheduleDaysAhead),
  });
}

export interface Candidate extends Occurrence {
  title: string;
  classId: number;
  trainerId: number | null;
}

/**
 * SPEC 4.5 and 5: new sessions may not overlap the owner's or the trainer's other sessions (nor each
 * other) unless the caller confirmed with force. 409 with the first clash in data.conflict.
 */
export async function assertNoOverlap(
  q: ManageQueries,
  actor: Actor,
  ownerId: number,
  candidates: Candidate[],
  options: { force: boolean; timeZone: string; exclude?: { timingId?: number; sessionId?: number } },
): Promise<void> {
  const trainersOf = candidates.map((c) => c.trainerId).filter((id): id is number => id !== null);
  await q.lockSchedules([ownerId, actor.id, ...trainersOf]);
  if (options.force || candidates.length === 0) return;
  const from = new Date(Math.min(...candidates.map((c) => c.startsAt.getTime())));
  const to = new Date(Math.max(...candidates.map((c) => c.endsAt.getTime())));
  const trainerIds = [
    ...new Set(candidates.map((c) => c.trainerId).filter((id): id is number => id !== null)),
  ];
  if (isTrainer(actor) && !trainerIds.includes(actor.id)) trainerIds.push(actor.id);
  const busy = (await q.busySessions({ ownerId, trainerIds, from, to, exclude: options.exclude })).map(
    (row) => ({
      ...row,
      fromTime: minutesToTime(row.fromMinute),
      toTime: minutesToTime(row.toMinute),
    }),
  );
  // New sessions of the same request may not clash with each other either.
  const accepted: typeof busy = [];
  for (const [index, candidate] of candidates.entries()) {
    const hit = findOverlap([candidate], [...busy, ...accepted]);
    if (hit) throw overlapError(hit.existing);
    const local = zonedParts(candidate.startsAt, options.timeZone);
    const localEnd = zonedParts(candidate.endsAt, options.timeZone);
    accepted.push({
      sessionId: -(index + 1),
      classId: candidate.classId,
      title: candidate.title,
      startsAt: candidate.startsAt,
      endsAt: candidate.endsAt,
      localDate: local.date,
      fromMinute: local.minuteOfDay,
      toMinute: localEnd.minuteOfDay,
      fromTime: local.time,
      toTime: localEnd.time,
    });
  }
}

function overlapError(existing: {
  sessionId: number;
  classId: number;
  title: string;
  localDate: string;
  fromTime: string;
  toTime: string;
}): AppError {
  const conflict: OverlapConflictDto = {
    classId: existing.classId,
    classSessionId: existing.sessionId,
    title: existing.title,
    classDate: existing.localDate,
    fromTime: existing.fromTime,
    toTime: existing.toTime,
  };
  return fail('TIMING_OVERLAP', { arg: existing.title, data: { conflict } });
}
