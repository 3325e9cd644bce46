import {
  datesWithFreeSlots,
  horizonDates,
  nextFreeSlots,
  offeredSlotAt,
  type Page,
  PT_BOOKING_HORIZON_DAYS,
  type PtDaySlotsDto,
  type PtSlot,
  type PtSlotDto,
  type PtSlotSessionDto,
  type PtTrainerCardDto,
  type PtTrainerDetailDto,
  type SlotRuleInput,
  slotsOfDate,
  timeToMinutes,
} from '@kinetic/domain';
import { fail } from '../../lib/errors';
import type { PersonalTrainingRepository } from './personal-training.repository';
import type { SlotSessionRepository } from './slot-session.repository';

type CardRow = NonNullable<Awaited<ReturnType<PersonalTrainingRepository['one']>>>;

const slotDto = (slot: PtSlot): PtSlotDto => ({
  startsAt: slot.startsAt.toISOString(),
  endsAt: slot.endsAt.toISOString(),
  date: slot.date,
  time: slot.time,
  free: slot.free,
});

/**
 * Customers book personal training: the active PT trainers, their free slots by the
 * domain's slot rule, and the one-seat session of a chosen slot, which the customer then books
 * through the class page, the join decision and checkout like any PT class.
 */
export function createPersonalTrainingService(deps: {
  repository: PersonalTrainingRepository;
  slotSessions: SlotSessionRepository;
  now?: () => Date;
}) {
  const { repository, slotSessions } = deps;
  const clock = deps.now ?? (() => new Date());

  /** Each trainer's slot rule input at `now`: hours, length, zone and busy times over the horizon. */
  async function rulesOf(rows: CardRow[], now: Date): Promise<Map<number, SlotRuleInput>> {
    const hours = await repository.hours(rows.map((row) => row.id));
    // A day either side covers every store zone's horizon.
    const from = new Date(now.getTime() - 86_400_000);
    const to = new Date(now.getTime() + (PT_BOOKING_HORIZON_DAYS + 1) * 86_400_000);
    const busy = await repository.busy([...new Set(rows.map((row) => row.trainerUserId))], from, to);
    const off = await repository.exceptions(
      rows.map((row) => row.id),
      from.toISOString().slice(0, 10),
    );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          hours: hours.filter((hour) => hour.ptTrainerId === row.id),
          sessionMinutes: row.sessionMinutes,
          timeZone: row.timeZone,
          taken: busy.filter((session) => session.trainerUserId === row.trainerUserId),
          exceptions: off.filter((exception) => exception.ptTrainerId === row.id),
          now,
        },
      ]),
    );
  }

  const card = (row: CardRow, rule: SlotRuleInput): PtTrainerCardDto => ({
    id: row.id,
    trainer: {
      id: row.trainerUserId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      imageUrl: row.imageUrl,
    },
    gym: { id: row.gymUserId, name: row.gymName },
    price: row.price,
    currencyCode: row.currencyCode,
    sessionMinutes: row.sessionMinutes,
    timeZone: row.timeZone,
    nextSlots: nextFreeSlots(rule).map(slotDto),
  });

  async function found(ptTrainerId: number): Promise<CardRow> {
    const row = await repository.one(ptTrainerId);
    if (!row) throw fail('PT_TRAINER_NOT_FOUND');
    return row;
  }

  async function oneRule(row: CardRow, now: Date): Promise<SlotRuleInput> {
    return (await rulesOf([row], now)).get(row.id)!;
  }

  return {
    async list(storeId: number | undefined, page: number, size: number): Promise<Page<PtTrainerCardDto>> {
      const now = clock();
      const { rows, total } = await repository.page(storeId, page, size);
      const rules = await rulesOf(rows, now);
      return { items: rows.map((row) => card(row, rules.get(row.id)!)), page, size, total };
    },

    async detail(ptTrainerId: number): Promise<PtTrainerDetailDto> {
      const row = await found(ptTrainerId);
      const rule = await oneRule(row, clock());
      return { ...card(row, rule), dates: datesWithFreeSlots(rule) };
    },

    async slots(ptTrainerId: number, date: string): Promise<PtDaySlotsDto> {
      const row = await found(ptTrainerId);
      const now = clock();
      const rule = await oneRule(row, now);
      // Outside the horizon nothing is offered (the list of dates says which days to ask for).
      const offered = horizonDates(now, row.timeZone).includes(date) ? slotsOfDate(rule, date) : [];
      return { date, timeZone: row.timeZone, slots: offered.map(slotDto) };
    },

    /** The session of an offered free slot: found, or created on the first pick. */
    async take(ptTrainerId: number, startsAtText: string): Promise<PtSlotSessionDto> {
      const row = await found(ptTrainerId);
      const rule = await oneRule(row, clock());
      const slot = offeredSlotAt(rule, new Date(startsAtText));
      if (!slot) throw fail('PT_SLOT_NOT_OFFERED', { field: 'startsAt' });
      if (!slot.free) throw fail('PT_SLOT_TAKEN');
      const fromMinute = timeToMinutes(slot.time);
      const session = await slotSessions.take(row, {
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        date: slot.date,
        fromMinute,
        toMinute: fromMinute + row.sessionMinutes,
      });
      if (session === 'off') throw fail('PT_SLOT_NOT_OFFERED', { field: 'startsAt' });
      if (!session) throw fail('PT_SLOT_TAKEN');
      return session;
    },
  };
}
export type PersonalTrainingService = ReturnType<typeof createPersonalTrainingService>;
