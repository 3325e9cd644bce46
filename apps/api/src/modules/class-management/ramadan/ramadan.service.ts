import {
  type BranchTimingDto,
  type Language,
  minutesToTime,
  type RamadanHoursDto,
  type RamadanHoursInput,
  type RamadanPlanDto,
  type RamadanPlanInput,
  ramadanOf,
  upcomingRamadan,
  zonedParts,
} from '@kinetic/domain';
import { fail, forbidden, notFound } from '../../../lib/errors';
import { displayName, isGym, loadActor } from '../access';
import type { RamadanQueries, RamadanRepository } from './ramadan.repository';
import { allSessionsOf, dayAfter, dayBefore, type PlanContext, planOf } from './ramadan-plan';

const hhmm = (time: string) => time.slice(0, 5);

/**
 * The Ramadan timetable (docs/adr/0048): a branch's Ramadan hours, and its classes' timings moved or
 * copied into them in one transaction, with the moved sessions' customers told and free to cancel.
 */
export function createRamadanService(deps: { repository: RamadanRepository; now?: () => Date }) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  /** The gym's own branch: 404 unknown, 403 another's (or not a gym). */
  async function ownBranch(q: RamadanQueries, userId: number, branchId: number) {
    const actor = await loadActor(q, userId);
    const branch = await q.branch(branchId);
    if (!branch) throw notFound();
    if (!isGym(actor) || branch.gymUserId !== actor.id) throw forbidden();
    const store = await q.store(actor.storeId);
    return { actor, branch, timeZone: store.timeZone };
  }

  function yearOf(hijriYear: number | undefined, timeZone: string, at: Date) {
    return hijriYear ? ramadanOf(hijriYear) : upcomingRamadan(zonedParts(at, timeZone).date);
  }

  async function context(
    q: RamadanQueries,
    userId: number,
    branchId: number,
    hijriYear: number | undefined,
    language: Language,
  ) {
    const at = now();
    const { actor, branch, timeZone } = await ownBranch(q, userId, branchId);
    const ramadan = yearOf(hijriYear, timeZone, at);
    const windows = await q.ramadan.hours(branch.id, ramadan.hijriYear);
    const plan: PlanContext = {
      branch: { id: branch.id, storeId: actor.storeId },
      ramadan,
      windows,
      timeZone,
      at,
      language,
    };
    return { actor, plan };
  }

  return {
    async hours(userId: number, branchId: number, hijriYear?: number): Promise<RamadanHoursDto> {
      const q = repository;
      const { branch, timeZone } = await ownBranch(q, userId, branchId);
      const ramadan = yearOf(hijriYear, timeZone, now());
      const windows = (await q.ramadan.hours(branch.id, ramadan.hijriYear)) ?? [];
      return {
        branchId: branch.id,
        hijriYear: ramadan.hijriYear,
        from: ramadan.from,
        to: ramadan.to,
        windows,
      };
    },

    async saveHours(userId: number, branchId: number, body: RamadanHoursInput): Promise<RamadanHoursDto> {
      return repository.transaction(async (q) => {
        const at = now();
        const { branch, timeZone } = await ownBranch(q, userId, branchId);
        const ramadan = yearOf(body.hijriYear, timeZone, at);
        await q.ramadan.saveHours(branch.id, ramadan.hijriYear, body.windows, at);
        return {
          branchId: branch.id,
          hijriYear: ramadan.hijriYear,
          from: ramadan.from,
          to: ramadan.to,
          windows: body.windows,
        };
      });
    },

    async timings(userId: number, branchId: number): Promise<BranchTimingDto[]> {
      const q = repository;
      await ownBranch(q, userId, branchId);
      return (await q.ramadan.branchTimings(branchId)).map((t) => ({
        ...t,
        startTime: hhmm(t.startTime),
        endTime: hhmm(t.endTime),
      }));
    },

    async preview(userId: number, branchId: number, body: RamadanPlanInput, language: Language) {
      const q = repository;
      const { plan } = await context(q, userId, branchId, body.hijriYear, language);
      return (await planOf(q, body, plan)).dto;
    },

    /** The preview's plan, done in one transaction; any refusal refuses it all (422 with the plan). */
    async apply(
      userId: number,
      branchId: number,
      body: RamadanPlanInput,
      language: Language,
    ): Promise<RamadanPlanDto> {
      return repository.transaction(async (q) => {
        const { actor, plan } = await context(q, userId, branchId, body.hijriYear, language);
        // Locked in id order, so two applies of one gym queue rather than deadlock.
        for (const id of [...new Set(body.items.map((i) => i.timingId))].sort((a, b) => a - b)) {
          const timing = await q.timing(id);
          if (timing) await q.lockClass(timing.classId);
        }
        const { dto, items } = await planOf(q, body, plan);
        if (items.some((i) => i.dto.refusal)) throw fail('RAMADAN_PLAN_REFUSED', { data: { plan: dto } });
        const { at, ramadan } = plan;
        const gymName = displayName(actor);
        for (const { dto: item, timing, klass } of items) {
          if (!timing || !klass || !item.from || !item.to) continue;
          const ramadanTiming = await q.insertTiming({
            classId: timing.classId,
            days: timing.days,
            startTime: item.newStart,
            endTime: item.newEnd,
            fromDate: item.from,
            toDate: item.to,
            timeZone: timing.timeZone,
            trainerUserId: timing.trainerUserId,
            seats: timing.seats,
            creditSeats: timing.creditSeats,
            createdAt: at,
          });
          await q.ramadan.recordRamadanTiming({
            timingId: ramadanTiming.id,
            sourceTimingId: timing.id,
            hijriYear: ramadan.hijriYear,
            mode: body.mode,
            createdAt: at,
          });
          if (body.mode === 'MOVE') {
            await moveInto(q, { timing, ramadanTiming, from: item.from, to: item.to, at });
            await tellMoved(q, ramadanTiming.id, item, {
              at,
              className: klass.title,
              gymName,
              firedBy: actor.id,
            });
          }
          await q.insertSessions(allSessionsOf(ramadanTiming, at));
        }
        return { ...dto, applied: true };
      });
    },
  };
}
export type RamadanService = ReturnType<typeof createRamadanService>;

type TimingRow = NonNullable<Awaited<ReturnType<RamadanQueries['timing']>>>;

/**
 * MOVE splits the timing: the original keeps its days before Ramadan (or is retired when it had none),
 * the Ramadan timing takes the Ramadan days at the new hours, and a copy of the original carries its
 * days after Ramadan. Existing sessions follow their days: those in Ramadan move to the new hours with
 * their bookings and seat counts.
 */
async function moveInto(
  q: RamadanQueries,
  args: { timing: TimingRow; ramadanTiming: TimingRow; from: string; to: string; at: Date },
) {
  const { timing, ramadanTiming, from, to, at } = args;
  let after: TimingRow | null = null;
  if (timing.toDate > to) {
    const { id: _id, createdAt: _c, deletedAt: _d, ...rest } = timing;
    after = await q.insertTiming({ ...rest, fromDate: dayAfter(to), createdAt: at });
  }
  const tz = ramadanTiming.timeZone;
  for (const s of await q.ramadan.sessionsFrom(timing.id, from)) {
    if (s.localDate > to) {
      if (after) await q.updateSession(s.id, { classTimingId: after.id });
      continue;
    }
    if (s.status !== 'SCHEDULED' || s.startsAt <= at) continue;
    const [moved] = allSessionsOf({ ...ramadanTiming, fromDate: s.localDate, toDate: s.localDate }, at);
    if (!moved) continue;
    const end = zonedParts(moved.endsAt, tz);
    await q.updateSession(s.id, {
      classTimingId: ramadanTiming.id,
      startsAt: moved.startsAt,
      endsAt: moved.endsAt,
      fromMinute: zonedParts(moved.startsAt, tz).minuteOfDay,
      toMinute: end.date === s.localDate ? end.minuteOfDay : 24 * 60 - 1,
    });
  }
  if (timing.fromDate < from) await q.updateTiming(timing.id, { toDate: dayBefore(from) });
  else await q.updateTiming(timing.id, { deletedAt: at });
}

/** Each customer of a moved session hears of it (bell) and may cancel it with a full refund. */
async function tellMoved(
  q: RamadanQueries,
  ramadanTimingId: number,
  item: { newStart: string; newEnd: string; from: string | null; to: string | null },
  context: { at: Date; className: string; gymName: string; firedBy: number },
) {
  const sessions = await q.ramadan.sessionsFrom(ramadanTimingId, item.from!);
  for (const s of sessions) {
    if (s.status !== 'SCHEDULED' || s.startsAt <= context.at) continue;
    const customers = (await q.activeBookings(s.id)).filter((b) => b.guestName === null);
    await q.ramadan.markFreeCancel(
      customers.map((b) => b.id),
      context.at,
    );
    for (const booking of customers) {
      await q.bookings.notify(
        {
          kind: 'sessionMovedForRamadan',
          to: booking.userId,
          actorId: context.firedBy,
          objectId: s.id,
          values: {
            className: context.className,
            classDate: s.localDate,
            fromTime: minutesToTime(zonedParts(s.startsAt, s.timeZone).minuteOfDay),
            toTime: minutesToTime(zonedParts(s.endsAt, s.timeZone).minuteOfDay),
            gymName: context.gymName,
          },
          extra: { classSessionId: s.id, bookingId: booking.id, freeCancel: true },
        },
        context.at,
      );
      await q.mails.classMoved(booking.id, {
        gymName: context.gymName,
        startsAt: s.startsAt,
        freeCancel: true,
      });
    }
  }
}
