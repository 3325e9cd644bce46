import { aliasedTable, and, asc, count, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  classSessions,
  fitnessClasses,
  gymProfiles,
  ptTrainerExceptions,
  ptTrainerHours,
  ptTrainers,
  stores,
  users,
} from '../../db/schema';
import { listedPtTrainer } from '../partners';

const gymUsers = aliasedTable(users, 'gym_user');
const hhmm = (time: string) => time.slice(0, 5);

/**
 * The reads of customer PT booking: active PT trainers, their hours and their busy times.
 * A PT trainer whose gym or who themselves await or failed the operator's review is not offered:
 * left out of the list, and unknown to its detail, slots and taking a slot.
 */
export function createPersonalTrainingRepository(db: Db) {
  const active = (storeId?: number) =>
    and(
      eq(ptTrainers.active, true),
      listedPtTrainer(ptTrainers.trainerUserId, ptTrainers.gymUserId),
      storeId ? eq(gymUsers.storeId, storeId) : undefined,
    );

  const cards = () =>
    db
      .select({
        id: ptTrainers.id,
        trainerUserId: ptTrainers.trainerUserId,
        firstName: users.firstName,
        lastName: users.lastName,
        imageUrl: users.profileThumbnailUrl,
        gymUserId: ptTrainers.gymUserId,
        gymName: gymProfiles.studioName,
        gymStoreId: gymUsers.storeId,
        price: ptTrainers.price,
        currencyCode: ptTrainers.currencyCode,
        sessionMinutes: ptTrainers.sessionMinutes,
        timeZone: stores.timeZone,
      })
      .from(ptTrainers)
      .innerJoin(users, eq(users.id, ptTrainers.trainerUserId))
      .innerJoin(gymUsers, eq(gymUsers.id, ptTrainers.gymUserId))
      .innerJoin(gymProfiles, eq(gymProfiles.userId, ptTrainers.gymUserId))
      .innerJoin(stores, eq(stores.id, gymUsers.storeId));

  return {
    async page(storeId: number | undefined, page: number, size: number) {
      const rows = await cards()
        .where(active(storeId))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(ptTrainers.id))
        .limit(size)
        .offset(page * size);
      const [total] = await db
        .select({ n: count() })
        .from(ptTrainers)
        .innerJoin(gymUsers, eq(gymUsers.id, ptTrainers.gymUserId))
        .innerJoin(gymProfiles, eq(gymProfiles.userId, ptTrainers.gymUserId))
        .where(active(storeId));
      return { rows, total: total?.n ?? 0 };
    },

    /** An offered PT trainer, or undefined (unknown, inactive and unlisted trainers are all not found). */
    async one(ptTrainerId: number) {
      const [row] = await cards().where(and(active(), eq(ptTrainers.id, ptTrainerId)));
      return row;
    },

    async hours(ptTrainerIds: number[]) {
      if (ptTrainerIds.length === 0) return [];
      const rows = await db
        .select()
        .from(ptTrainerHours)
        .where(inArray(ptTrainerHours.ptTrainerId, ptTrainerIds))
        .orderBy(asc(ptTrainerHours.weekday), asc(ptTrainerHours.startTime));
      return rows.map((row) => ({
        ptTrainerId: row.ptTrainerId,
        weekday: row.weekday,
        startTime: hhmm(row.startTime),
        endTime: hhmm(row.endTime),
      }));
    },

    /** The trainers' days and times off on or after `fromDate` (the earliest today of any store). */
    async exceptions(ptTrainerIds: number[], fromDate: string) {
      if (ptTrainerIds.length === 0) return [];
      const rows = await db
        .select({
          ptTrainerId: ptTrainerExceptions.ptTrainerId,
          date: ptTrainerExceptions.localDate,
          startTime: ptTrainerExceptions.startTime,
          endTime: ptTrainerExceptions.endTime,
        })
        .from(ptTrainerExceptions)
        .where(
          and(
            inArray(ptTrainerExceptions.ptTrainerId, ptTrainerIds),
            gte(ptTrainerExceptions.localDate, fromDate),
          ),
        );
      return rows.map((row) => ({
        ...row,
        startTime: row.startTime === null ? null : hhmm(row.startTime),
        endTime: row.endTime === null ? null : hhmm(row.endTime),
      }));
    },

    /**
     * What keeps these trainers busy between two instants: every scheduled session they teach, except
     * an open seat of a PT slot (a slot whose session nobody has booked yet is still free: the next
     * customer to pick it gets the same session).
     */
    busy(trainerUserIds: number[], from: Date, to: Date) {
      if (trainerUserIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          trainerUserId: classSessions.trainerUserId,
          startsAt: classSessions.startsAt,
          endsAt: classSessions.endsAt,
        })
        .from(classSessions)
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .where(
          and(
            inArray(classSessions.trainerUserId, trainerUserIds),
            eq(classSessions.status, 'SCHEDULED'),
            isNull(fitnessClasses.deletedAt),
            lt(classSessions.startsAt, to),
            gt(classSessions.endsAt, from),
            or(isNull(fitnessClasses.ptTrainerId), sql`${classSessions.booked} >= ${classSessions.seats}`),
          ),
        );
    },
  };
}
export type PersonalTrainingRepository = ReturnType<typeof createPersonalTrainingRepository>;
