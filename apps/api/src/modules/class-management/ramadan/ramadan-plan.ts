import {
  addDays,
  endTimeOf,
  expandRecurrence,
  fitsRamadanHours,
  type Language,
  localise,
  planSessions,
  RAMADAN_MSG,
  type RamadanDates,
  type RamadanPlanDto,
  type RamadanPlanInput,
  type RamadanPlanItemDto,
  type RamadanRefusal,
  type RamadanWindow,
  timingDurationMinutes,
  windowsText,
  zonedParts,
} from '@kinetic/domain';
import { AppError } from '../../../lib/errors';
import { venueProblem } from '../venue-rules';
import type { RamadanQueries } from './ramadan.repository';

type Timing = NonNullable<Awaited<ReturnType<RamadanQueries['timing']>>>;
type Klass = NonNullable<Awaited<ReturnType<RamadanQueries['classRow']>>>;

/** What apply needs of an item the plan accepted, beside what the preview shows. */
export interface PlannedItem {
  dto: RamadanPlanItemDto;
  timing?: Timing;
  klass?: Klass;
}

export interface PlanContext {
  branch: { id: number; storeId: number };
  ramadan: RamadanDates;
  windows: RamadanWindow[] | null;
  timeZone: string;
  at: Date;
  language: Language;
}

const hhmm = (time: string) => time.slice(0, 5);

/**
 * The plan of one timing, for preview and apply alike (the same function, so they agree): the
 * Ramadan days it runs on, its new hours, what would move, and the first reason it may not.
 */
export async function planItem(
  q: RamadanQueries,
  item: RamadanPlanInput['items'][number],
  mode: RamadanPlanInput['mode'],
  context: PlanContext,
): Promise<PlannedItem> {
  const { ramadan, at, timeZone, language } = context;
  const timing = await q.timing(item.timingId);
  const klass = timing ? await q.classRow(timing.classId) : undefined;
  const duration = timing ? timingDurationMinutes(timing.startTime, timing.endTime) : 0;
  const newEnd = endTimeOf(item.startTime, duration);
  const dto: RamadanPlanItemDto = {
    timingId: item.timingId,
    classId: klass?.id ?? null,
    title: klass?.title ?? '',
    days: timing?.days ?? [],
    oldStart: timing ? hhmm(timing.startTime) : '',
    oldEnd: timing ? hhmm(timing.endTime) : '',
    newStart: item.startTime,
    newEnd: newEnd ?? '',
    from: null,
    to: null,
    sessionsMoved: 0,
    sessions: 0,
    customers: 0,
    refusal: null,
  };
  const refuse = (code: RamadanRefusal, english: string): PlannedItem => ({
    dto: { ...dto, refusal: { code, message: localise(english, language) } },
  });
  if (!timing || !klass || klass.deletedAt || klass.branchId !== context.branch.id) {
    return refuse('NOT_AT_BRANCH', RAMADAN_MSG.notAtBranch);
  }
  if (timing.deletedAt) return refuse('TIMING_DELETED', RAMADAN_MSG.timingDeleted);
  // Asked before the dates: a moved timing no longer reaches into Ramadan, and says why.
  if (await q.ramadan.planned(timing.id, ramadan.hijriYear)) {
    return refuse('ALREADY_PLANNED', RAMADAN_MSG.alreadyPlanned);
  }
  const today = zonedParts(at, timeZone).date;
  if (ramadan.to < today) return refuse('PAST_RAMADAN', RAMADAN_MSG.pastRamadan);
  const from = [ramadan.from, timing.fromDate, today].sort().at(-1)!;
  const to = [ramadan.to, timing.toDate].sort()[0]!;
  const rule = { classDays: timing.days, durationMinutes: duration, fromDate: from, toDate: to };
  const planned = from <= to ? expandRecurrence({ ...rule, fromTime: item.startTime }, timeZone) : [];
  const upcoming = planned.filter((o) => o.startsAt > at);
  if (upcoming.length === 0) return refuse('NOT_IN_RAMADAN', RAMADAN_MSG.notInRamadan);
  Object.assign(dto, { from, to, sessions: upcoming.length });
  if (!newEnd) return refuse('INVALID_TIME', RAMADAN_MSG.windowTime);
  if (!context.windows) return refuse('NO_HOURS', RAMADAN_MSG.noHours);
  if (!fitsRamadanHours(item.startTime, newEnd, context.windows)) {
    return refuse('OUTSIDE_HOURS', RAMADAN_MSG.outsideHours(windowsText(context.windows)));
  }
  const problem = await venueProblem(
    q,
    klass,
    upcoming.map((o) => ({ ...o, trainerId: timing.trainerUserId })),
    timeZone,
  );
  if (problem instanceof AppError) {
    const code = problem.source?.errorCode === 'PRAYER_CLOSURE' ? 'CROSSES_PRAYER' : 'WOMEN_ONLY';
    return refuse(code, problem.message);
  }
  if (mode === 'MOVE') {
    const moving = (await q.ramadan.sessionsFrom(timing.id, from)).filter(
      (s) => s.localDate <= to && s.status === 'SCHEDULED' && s.startsAt > at,
    );
    dto.sessionsMoved = moving.length;
    dto.customers = await q.ramadan.customersOf(moving.map((s) => s.id));
  }
  return { dto, timing, klass };
}

/** The plan of every item; none applied. */
export async function planOf(
  q: RamadanQueries,
  body: RamadanPlanInput,
  context: PlanContext,
): Promise<{ dto: RamadanPlanDto; items: PlannedItem[] }> {
  const items: PlannedItem[] = [];
  for (const item of body.items) items.push(await planItem(q, item, body.mode, context));
  return {
    items,
    dto: {
      hijriYear: context.ramadan.hijriYear,
      mode: body.mode,
      from: context.ramadan.from,
      to: context.ramadan.to,
      windows: context.windows ?? [],
      items: items.map((i) => i.dto),
      applied: false,
    },
  };
}

/** Days from today to `date` in the zone, for materialising a Ramadan timing beyond the usual horizon. */
export const daysUntil = (today: string, date: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

/** A stored timing's sessions from today to its last day, whatever the daily job's horizon. */
export function allSessionsOf(timing: Timing, at: Date) {
  const today = zonedParts(at, timing.timeZone).date;
  return planSessions(timing, {
    now: at,
    daysAhead: Math.max(0, daysUntil(today, timing.toDate)) + 1,
  }).filter((s) => s.startsAt > at);
}

export const dayBefore = (date: string) => addDays(date, -1);
export const dayAfter = (date: string) => addDays(date, 1);
