import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { fitnessClasses, packages, ptTrainers, users } from '../../db/schema';

const trainer = alias(users, 'single_session_trainer');
const gym = alias(users, 'single_session_gym');

/** How long a one-session package bought for a slot stays usable. */
const SINGLE_SESSION_VALIDITY_DAYS = 30;

/**
 * One PT session at the trainer's advertised price. Every PT trainer setup has a
 * one-session package (hidden from the shop's lists, offered on that trainer's sessions) that follows
 * the setup's price and length, and the trainer's PT class costs the same. Runs on the caller's
 * transaction, after each change of the setup.
 */
export async function keepSingleSession(db: Db, ptTrainerId: number): Promise<void> {
  const [setup] = await db
    .select({
      gymUserId: ptTrainers.gymUserId,
      storeId: gym.storeId,
      price: ptTrainers.price,
      currencyCode: ptTrainers.currencyCode,
      minutes: ptTrainers.sessionMinutes,
      active: ptTrainers.active,
      name: sql<string>`trim(${trainer.firstName} || ' ' || ${trainer.lastName})`,
    })
    .from(ptTrainers)
    .innerJoin(trainer, eq(trainer.id, ptTrainers.trainerUserId))
    .innerJoin(gym, eq(gym.id, ptTrainers.gymUserId))
    .where(eq(ptTrainers.id, ptTrainerId));
  if (!setup) return;
  const values = {
    storeId: setup.storeId,
    gymUserId: setup.gymUserId,
    name: `One session with ${setup.name}`,
    nameAr: `جلسة واحدة مع ${setup.name}`,
    description: `One ${setup.minutes}-minute personal-training session with ${setup.name}.`,
    descriptionAr: `جلسة تدريب شخصي واحدة مدتها ${setup.minutes} دقيقة مع ${setup.name}.`,
    packageType: 'PT',
    packageCategory: 'ADULTS',
    credits: 1,
    classes: 1,
    validityDays: SINGLE_SESSION_VALIDITY_DAYS,
    price: setup.price,
    currencyCode: setup.currencyCode,
    active: setup.active,
    ptTrainerId,
  };
  const updated = await db
    .update(packages)
    .set(values)
    .where(eq(packages.ptTrainerId, ptTrainerId))
    .returning({ id: packages.id });
  if (updated.length === 0) await db.insert(packages).values(values);
  await db
    .update(fitnessClasses)
    .set({ price: setup.price })
    .where(eq(fitnessClasses.ptTrainerId, ptTrainerId));
}

/** Before a setup is removed: its one-session package is no longer sold (orders already paid keep it). */
export async function retireSingleSession(db: Db, gymUserId: number, ptTrainerId: number): Promise<void> {
  await db
    .update(packages)
    .set({ active: false })
    .where(and(eq(packages.ptTrainerId, ptTrainerId), eq(packages.gymUserId, gymUserId)));
}
