import { inArray } from 'drizzle-orm';
import { keepSingleSession } from '../../modules/gym-pt-trainers';
import type { Db } from '../client';
import { ptTrainerHours, ptTrainers, users } from '../schema';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const SUNDAY_TO_THURSDAY = [0, 1, 2, 3, 4];

/** FlexZone's PT trainers, whom customers book: a rate in fils, a session length and weekly hours. */
const PT_TRAINERS = [
  {
    gym: 'gym@kinetic.test',
    trainer: 'ali.trainer@kinetic.test',
    price: 15_000,
    currencyCode: 'KWD',
    sessionMinutes: 60,
    hours: EVERY_DAY.map((weekday) => ({ weekday, startTime: '07:00', endTime: '23:00' })),
  },
  {
    gym: 'gym@kinetic.test',
    trainer: 'maya.trainer@kinetic.test',
    price: 12_000,
    currencyCode: 'KWD',
    sessionMinutes: 45,
    hours: SUNDAY_TO_THURSDAY.flatMap((weekday) => [
      { weekday, startTime: '08:00', endTime: '12:00' },
      { weekday, startTime: '17:00', endTime: '21:00' },
    ]),
  },
];

/** Idempotent: a trainer already set up at the gym keeps the setup the gym gave them. */
export async function seedPtTrainers(db: Db): Promise<void> {
  const emails = [...new Set(PT_TRAINERS.flatMap((row) => [row.gym, row.trainer]))];
  const ids = new Map(
    (
      await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))
    ).map((row) => [row.email, row.id]),
  );
  for (const { gym, trainer, hours, ...setup } of PT_TRAINERS) {
    const gymUserId = ids.get(gym);
    const trainerUserId = ids.get(trainer);
    if (!gymUserId || !trainerUserId) continue;
    const [created] = await db
      .insert(ptTrainers)
      .values({ gymUserId, trainerUserId, ...setup })
      .onConflictDoNothing()
      .returning({ id: ptTrainers.id });
    if (!created) continue;
    await db.insert(ptTrainerHours).values(hours.map((row) => ({ ...row, ptTrainerId: created.id })));
  }
  // Each setup sells one session at the trainer's price, as a setup made on the site does.
  for (const { id } of await db.select({ id: ptTrainers.id }).from(ptTrainers))
    await keepSingleSession(db, id);
}
