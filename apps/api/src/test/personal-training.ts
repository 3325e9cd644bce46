import { eq } from 'drizzle-orm';
import { gymProfiles, users } from '../db/schema';
import { joinTeam } from './class-management';
import type { TestApp } from './test-app';

/** Helpers of the personal-training tests: a gym's PT trainer bookable at any hour of any day. */
export const EVERY_DAY_HOURS = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  startTime: '00:00',
  endTime: '23:59',
}));

type Account = { token: string; userId: number };
interface PtTrainerSetup {
  /** The gym's studio name, as PT cards show it. */
  studio: string;
  trainerFirstName: string;
  trainerLastName: string;
  /** A session's price in minor units of the store's currency. */
  price: number;
}

/**
 * Names the gym and the trainer, puts the trainer on the gym's team and offers them for
 * hour-long PT sessions every day at `price`, as the gym does (POST /manage/pt-trainers). Returns the
 * PT trainer's id.
 */
export async function newPtTrainer(
  t: TestApp,
  gym: Account,
  trainer: Account,
  { studio, trainerFirstName, trainerLastName, price }: PtTrainerSetup,
): Promise<number> {
  await t.database.db
    .insert(gymProfiles)
    .values({ userId: gym.userId, studioName: studio, classType: 'MIXED' });
  await t.database.db
    .update(users)
    .set({ firstName: trainerFirstName, lastName: trainerLastName })
    .where(eq(users.id, trainer.userId));
  await joinTeam(t, gym, trainer);
  const setup = await t.call<{ id: number }>({
    method: 'POST',
    url: '/api/v1/manage/pt-trainers',
    token: gym.token,
    payload: { trainerUserId: trainer.userId, price, sessionMinutes: 60, hours: EVERY_DAY_HOURS },
  });
  if (setup.status !== 201)
    throw new Error(`the PT trainer answered ${setup.status} ${JSON.stringify(setup.body)}`);
  return setup.body.data.id;
}
