import { addDays, type ClassInput, ROLE, weekdayOf, zonedParts } from '@kinetic/domain';
import { and, eq } from 'drizzle-orm';
import { cities, classCategories, classSessions, localities, notifications, users } from '../db/schema';
import { createCustomer } from './discovery';
import type { TestApp } from './test-app';

/** Helpers of the class-management tests: fresh gyms and trainers, class bodies on future dates. */
export const KUWAIT = 'Asia/Kuwait';

/** A local date in Kuwait (store 1) some days from today. */
export const dayAhead = (days: number) => addDays(zonedParts(new Date(), KUWAIT).date, days);

export async function newGym(t: TestApp) {
  return createCustomer(t, { category: ROLE.gym, credits: null });
}

export async function newTrainer(t: TestApp, trainerAllowEdit = true) {
  const trainer = await createCustomer(t, { category: ROLE.trainer, credits: null });
  await t.database.db.update(users).set({ trainerAllowEdit }).where(eq(users.id, trainer.userId));
  return trainer;
}

export async function categoryId(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ id: classCategories.id }).from(classCategories).limit(1);
  return row!.id;
}

/** A weekly timing on the weekdays of days +2 and +4, 3 weeks long, at `fromTime`. */
export function timing(overrides: Partial<ClassInput['timings'][number]> = {}) {
  return {
    classDays: [weekdayOf(dayAhead(2)), weekdayOf(dayAhead(4))],
    fromTime: '07:00',
    durationMinutes: 60,
    fromDate: dayAhead(1),
    toDate: dayAhead(21),
    totalSeat: 10,
    creditSeats: 5,
    ...overrides,
  };
}

/** An area of Kuwait (store 1). */
export async function kuwaitAreaId(t: TestApp): Promise<number> {
  const [row] = await t.database.db
    .select({ id: localities.id })
    .from(localities)
    .innerJoin(cities, eq(cities.id, localities.cityId))
    .where(eq(cities.storeId, 1))
    .orderBy(localities.id)
    .limit(1);
  return row!.id;
}

/**
 * A class body; with a venue, which a trainer's in-person class needs and a gym's
 * class or an online one ignores.
 */
export async function classBody(t: TestApp, overrides: Partial<ClassInput> = {}): Promise<ClassInput> {
  return {
    venue: { address: 'Gulf Road, beach 2', localityId: await kuwaitAreaId(t) },
    title: `Spin ${Math.random().toString(36).slice(2, 7)}`,
    description: 'Sweat on a bike',
    classCategoryId: await categoryId(t),
    priceModel: 'PHYSICAL',
    credit: 2,
    classType: 'MIXED',
    fitnessLevel: 'BASIC',
    ageCategoryType: 'ADULTS',
    showAvailableSeatType: 'SHOWALL',
    timings: [timing()],
    ...overrides,
  };
}

export async function createClass(t: TestApp, token: string, overrides: Partial<ClassInput> = {}) {
  const body = await classBody(t, overrides);
  const res = await t.call<{ classId: number; sessionsCreated: number; message: string }>({
    method: 'POST',
    url: '/api/v1/manage/classes',
    token,
    payload: body,
  });
  if (res.status !== 201) throw new Error(`create failed ${res.status} ${JSON.stringify(res.body)}`);
  return { ...res.body.data, title: body.title };
}

export async function sessionsOfClass(t: TestApp, classId: number, status = 'SCHEDULED') {
  return t.database.db
    .select()
    .from(classSessions)
    .where(and(eq(classSessions.classId, classId), eq(classSessions.status, status)))
    .orderBy(classSessions.startsAt);
}

export async function notificationsOf(t: TestApp, userId: number) {
  return t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

/** Books a customer with credits into a session through the public join call. */
export async function bookCustomer(t: TestApp, sessionId: number, credits = 10) {
  const customer = await createCustomer(t, { credits });
  const res = await t.call<{ booking: { id: number } }>({
    method: 'POST',
    url: '/api/v1/bookings',
    token: customer.token,
    payload: { classSessionId: sessionId },
  });
  if (res.status !== 201) throw new Error(`booking failed ${res.status} ${JSON.stringify(res.body)}`);
  return { ...customer, bookingId: res.body.data.booking.id };
}

/** Puts `trainer` on `gym`'s team the way users do: the gym invites, the trainer accepts. */
export async function joinTeam(t: TestApp, gym: TeamSide, trainer: TeamSide): Promise<void> {
  const invited = await t.call({
    method: 'POST',
    url: '/api/v1/manage/team/invitations',
    token: gym.token,
    payload: { trainerId: trainer.userId },
  });
  if (invited.status !== 201) throw new Error(`the invitation answered ${invited.status}`);
  const accepted = await t.call({
    method: 'POST',
    url: `/api/v1/manage/my-gyms/${gym.userId}/accept`,
    token: trainer.token,
  });
  if (accepted.status !== 200) throw new Error(`the acceptance answered ${accepted.status}`);
}
type TeamSide = { token: string; userId: number };

/** Moves a session to start `minutes` from now (an hour long): its check-in is open. */
export async function startsSoon(t: TestApp, sessionId: number, minutes = 30): Promise<void> {
  const startsAt = new Date(Date.now() + minutes * 60_000);
  await t.database.db
    .update(classSessions)
    .set({ startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
    .where(eq(classSessions.id, sessionId));
}
