import { exceptionsOverlap, type PtException, type PtExceptionDto, timeToMinutes } from '@kinetic/domain';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classSessions, gymProfiles, ptTrainerExceptions, ptTrainers, stores, users } from '../../db/schema';

const hhmm = (time: string | null) => (time === null ? null : time.slice(0, 5));

const columns = {
  id: ptTrainerExceptions.id,
  ptTrainerId: ptTrainerExceptions.ptTrainerId,
  date: ptTrainerExceptions.localDate,
  startTime: ptTrainerExceptions.startTime,
  endTime: ptTrainerExceptions.endTime,
  note: ptTrainerExceptions.note,
};
const dto = (
  row: { startTime: string | null; endTime: string | null } & Omit<PtExceptionDto, 'startTime' | 'endTime'>,
) => ({
  ...row,
  startTime: hhmm(row.startTime),
  endTime: hhmm(row.endTime),
});

/** A PT trainer's days and times off: read, added under the trainer row's lock, removed. */
export function createPtExceptionsRepository(db: Db) {
  return {
    /** How many sessions the trainer teaches with someone booked inside the exception's time. */
    async bookedSessionsIn(trainerUserId: number, exception: PtException): Promise<number> {
      const whole = exception.startTime === null || exception.endTime === null;
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(classSessions)
        .where(
          and(
            eq(classSessions.trainerUserId, trainerUserId),
            eq(classSessions.localDate, exception.date),
            eq(classSessions.status, 'SCHEDULED'),
            sql`${classSessions.booked} > 0`,
            whole
              ? undefined
              : sql`${classSessions.fromMinute} < ${timeToMinutes(exception.endTime!)} and ${timeToMinutes(exception.startTime!)} < ${classSessions.toMinute}`,
          ),
        );
      return row?.count ?? 0;
    },

    /** The PT trainer row with who owns it (gym and trainer) and the clock of the gym's store. */
    async trainer(ptTrainerId: number) {
      const [row] = await db
        .select({
          id: ptTrainers.id,
          gymUserId: ptTrainers.gymUserId,
          trainerUserId: ptTrainers.trainerUserId,
          timeZone: stores.timeZone,
        })
        .from(ptTrainers)
        .innerJoin(users, eq(users.id, ptTrainers.gymUserId))
        .innerJoin(stores, eq(stores.id, users.storeId))
        .where(eq(ptTrainers.id, ptTrainerId));
      return row ?? null;
    },

    /** The PT trainer rows of a trainer account, at every gym that set them up. */
    ownRows: (trainerUserId: number) =>
      db
        .select({
          id: ptTrainers.id,
          gymUserId: ptTrainers.gymUserId,
          gymName: sql<string>`coalesce(${gymProfiles.studioName}, trim(${users.firstName} || ' ' || ${users.lastName}))`,
          sessionMinutes: ptTrainers.sessionMinutes,
          active: ptTrainers.active,
        })
        .from(ptTrainers)
        .innerJoin(users, eq(users.id, ptTrainers.gymUserId))
        .leftJoin(gymProfiles, eq(gymProfiles.userId, ptTrainers.gymUserId))
        .where(eq(ptTrainers.trainerUserId, trainerUserId))
        .orderBy(asc(ptTrainers.id)),

    /** The exceptions on or after `fromDate` (the store's today), in date and time order. */
    async upcoming(ptTrainerId: number, fromDate: string): Promise<PtExceptionDto[]> {
      const rows = await db
        .select(columns)
        .from(ptTrainerExceptions)
        .where(
          and(eq(ptTrainerExceptions.ptTrainerId, ptTrainerId), gte(ptTrainerExceptions.localDate, fromDate)),
        )
        .orderBy(
          asc(ptTrainerExceptions.localDate),
          sql`${ptTrainerExceptions.startTime} nulls first`,
          asc(ptTrainerExceptions.id),
        );
      return rows.map(dto);
    },

    /**
     * Adds the exception unless it overlaps one of the trainer's on that date ('overlap'). The trainer
     * row is locked first, so two adds for one trainer check and insert one after the other.
     */
    add: (
      ptTrainerId: number,
      exception: PtException & { note: string | null },
      createdByUserId: number,
    ): Promise<PtExceptionDto | 'overlap'> =>
      db.transaction(async (tx) => {
        await tx
          .select({ id: ptTrainers.id })
          .from(ptTrainers)
          .where(eq(ptTrainers.id, ptTrainerId))
          .for('update');
        const sameDay = await tx
          .select(columns)
          .from(ptTrainerExceptions)
          .where(
            and(
              eq(ptTrainerExceptions.ptTrainerId, ptTrainerId),
              eq(ptTrainerExceptions.localDate, exception.date),
            ),
          );
        if (sameDay.map(dto).some((other) => exceptionsOverlap(exception, other))) return 'overlap';
        const [row] = await tx
          .insert(ptTrainerExceptions)
          .values({
            ptTrainerId,
            localDate: exception.date,
            startTime: exception.startTime,
            endTime: exception.endTime,
            note: exception.note,
            createdByUserId,
          })
          .returning(columns);
        return dto(row!);
      }),

    async remove(ptTrainerId: number, exceptionId: number): Promise<boolean> {
      const removed = await db
        .delete(ptTrainerExceptions)
        .where(and(eq(ptTrainerExceptions.id, exceptionId), eq(ptTrainerExceptions.ptTrainerId, ptTrainerId)))
        .returning({ id: ptTrainerExceptions.id });
      return removed.length > 0;
    },
  };
}
export type PtExceptionsRepository = ReturnType<typeof createPtExceptionsRepository>;
