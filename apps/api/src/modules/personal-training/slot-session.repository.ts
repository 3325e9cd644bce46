import { exceptionCovers } from '@kinetic/domain';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retryOnConflict } from '../../db/retry';
import {
  classCategories,
  classSessions,
  classTimings,
  fitnessClasses,
  gymBranches,
  ptTrainers,
  userActivities,
} from '../../db/schema';
import { createScheduleWrites, type ScheduleWrites } from '../class-management';
import { createPersonalTrainingRepository } from './personal-training.repository';

/** The PT trainer a slot session is made for (a row of the reads' card). */
export interface SlotOwner {
  id: number;
  trainerUserId: number;
  firstName: string;
  lastName: string;
  gymUserId: number;
  gymStoreId: number;
  price: number;
  currencyCode: string;
  timeZone: string;
}

export interface SlotToTake {
  startsAt: Date;
  endsAt: Date;
  date: string;
  fromMinute: number;
  toMinute: number;
}

/**
 * The one-seat session of a PT slot (docs/adr/0020), found or created in one transaction under class
 * management's schedule lock of the trainer, so two customers picking the same slot get the same
 * session; the (class_timing_id, starts_at) unique index with ON CONFLICT DO NOTHING backs it up.
 * Class, timing and session rows go through class management's own inserts.
 * Answers null when the slot is taken (the trainer runs another session then, or its seat is booked)
 * and 'off' when a day or time off now covers it.
 */
export function createSlotSessionRepository(db: Db) {
  return {
    take(owner: SlotOwner, slot: SlotToTake) {
      return retryOnConflict(() =>
        db.transaction(async (tx) => {
          const manage = createScheduleWrites(tx as unknown as Db);
          const reads = createPersonalTrainingRepository(tx as unknown as Db);
          await manage.lockSchedules([owner.trainerUserId]);
          if ((await reads.busy([owner.trainerUserId], slot.startsAt, slot.endsAt)).length > 0) return null;
          // A day or time off added while the customer picked: exceptions are written under this
          // row's update lock, so after the share lock the re-read sees every committed one.
          const [trainer] = await tx
            .select({ active: ptTrainers.active })
            .from(ptTrainers)
            .where(eq(ptTrainers.id, owner.id))
            .for('share');
          // Removed or paused by the gym since the customer's page loaded: nothing is offered.
          if (!trainer?.active) return 'off' as const;
          const off = await reads.exceptions([owner.id], slot.date);
          if (off.some((exception) => exceptionCovers(exception, slot.date, slot.fromMinute, slot.toMinute)))
            return 'off' as const;

          const timing = await ptTiming(tx as unknown as Db, manage, owner);
          await manage.insertSessions([
            {
              classId: timing.classId,
              classTimingId: timing.id,
              trainerUserId: owner.trainerUserId,
              startsAt: slot.startsAt,
              endsAt: slot.endsAt,
              timeZone: owner.timeZone,
              localDate: slot.date,
              fromMinute: slot.fromMinute,
              toMinute: slot.toMinute,
              seats: 1,
            },
          ]);
          const [row] = await tx
            .select({ session: classSessions, title: fitnessClasses.title })
            .from(classSessions)
            .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
            .where(
              and(eq(classSessions.classTimingId, timing.id), eq(classSessions.startsAt, slot.startsAt)),
            );
          if (!row) return null;
          const { session, title } = row;
          if (session.status !== 'SCHEDULED' || session.booked >= session.seats) return null;
          return { classSessionId: session.id, classId: session.classId, title };
        }),
      );
    },
  };
}
export type SlotSessionRepository = ReturnType<typeof createSlotSessionRepository>;

type Manage = ScheduleWrites;

/**
 * The PT trainer's class and its one timing, created the first time a slot is taken. The timing has no
 * weekdays, so the session materialiser plans nothing from it: its sessions are only the slots taken.
 */
async function ptTiming(tx: Db, manage: Manage, owner: SlotOwner) {
  const [existing] = await tx
    .select({ id: classTimings.id, classId: classTimings.classId })
    .from(classTimings)
    .innerJoin(fitnessClasses, eq(fitnessClasses.id, classTimings.classId))
    .where(and(eq(fitnessClasses.ptTrainerId, owner.id), isNull(classTimings.deletedAt)))
    .orderBy(asc(classTimings.id))
    .limit(1);
  if (existing) return existing;

  let [klass] = await tx.select().from(fitnessClasses).where(eq(fitnessClasses.ptTrainerId, owner.id));
  if (!klass) {
    const name = `${owner.firstName} ${owner.lastName}`.trim();
    klass = await manage.insertClass({
      ownerUserId: owner.gymUserId,
      gymUserId: owner.gymUserId,
      branchId: await firstBranch(tx, owner.gymUserId),
      storeId: owner.gymStoreId,
      classCategoryId: await categoryFor(tx, owner.trainerUserId),
      title: `Personal training with ${name}`,
      description: `A one-to-one session with ${name}.`,
      priceModel: 'PT',
      price: owner.price,
      currencyCode: owner.currencyCode,
      ptTrainerId: owner.id,
    });
  }
  const timing = await manage.insertTiming({
    classId: klass.id,
    days: [],
    startTime: '00:00',
    endTime: '23:59',
    fromDate: '2000-01-01',
    toDate: '2999-12-31',
    timeZone: owner.timeZone,
    trainerUserId: owner.trainerUserId,
    seats: 1,
  });
  return { id: timing.id, classId: klass.id };
}

async function firstBranch(tx: Db, gymUserId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: gymBranches.id })
    .from(gymBranches)
    .where(eq(gymBranches.gymUserId, gymUserId))
    .orderBy(asc(gymBranches.id))
    .limit(1);
  return row?.id ?? null;
}

/** The trainer's first activity among the platform's, else the platform's first. */
async function categoryFor(tx: Db, trainerUserId: number): Promise<number> {
  const [row] = await tx
    .select({ id: classCategories.id })
    .from(classCategories)
    .leftJoin(
      userActivities,
      and(eq(userActivities.classCategoryId, classCategories.id), eq(userActivities.userId, trainerUserId)),
    )
    .where(and(isNull(classCategories.gymUserId), eq(classCategories.active, true)))
    .orderBy(
      desc(sql`${userActivities.id} is not null`),
      asc(classCategories.sortOrder),
      asc(classCategories.id),
    )
    .limit(1);
  return row!.id;
}
