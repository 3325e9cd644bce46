import {
  NOTIFICATION_TYPE,
  type PtDaySlotsDto,
  type PtSlotSessionDto,
  type PtTrainerCardDto,
  type PtTrainerDetailDto,
  timeToMinutes,
} from '@kinetic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classSessions,
  fitnessClasses,
  mailQueue,
  notifications,
  ptTrainerExceptions,
  ptTrainers,
  userPackages,
} from '../../db/schema';
import { newGym, newTrainer } from '../../test/class-management';
import { createCustomer, grantCredits } from '../../test/discovery';
import { newPtTrainer } from '../../test/personal-training';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPersonalTrainingRepository } from './personal-training.repository';
import { createSlotSessionRepository } from './slot-session.repository';

type Page<T> = { items: T[]; page: number; size: number; total: number };

describe('customers book personal training', () => {
  let t: TestApp;
  let ptTrainerId: number;
  let trainerUserId: number;
  let trainerToken: string;
  let gymUserId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const gym = await newGym(t);
    const trainer = await newTrainer(t);
    gymUserId = gym.userId;
    trainerUserId = trainer.userId;
    trainerToken = trainer.token;
    ptTrainerId = await newPtTrainer(t, gym, trainer, {
      studio: 'Zeta Studio',
      trainerFirstName: 'Zaid',
      trainerLastName: 'Omar',
      price: 20_000,
    });
  });
  afterAll(() => t.close());

  const get = <T>(url: string, headers: Record<string, string> = {}) =>
    t.call<T>({ method: 'GET', url: `/api/v1/personal-training${url}`, headers });
  const take = (token: string | undefined, startsAt: unknown, id = ptTrainerId) =>
    t.call<PtSlotSessionDto>({
      method: 'POST',
      url: `/api/v1/personal-training/trainers/${id}/slots`,
      token,
      payload: { startsAt },
    });
  /** The first free slot of the first date with one. */
  async function firstFree(id = ptTrainerId) {
    const detail = await get<PtTrainerDetailDto>(`/trainers/${id}`);
    const day = await get<PtDaySlotsDto>(`/trainers/${id}/slots?date=${detail.body.data.dates[0]}`);
    return day.body.data.slots.find((slot) => slot.free)!;
  }

  it('lists active PT trainers with gym, rate, length and next free times, 100 a page by default', async () => {
    const { status, body } = await get<Page<PtTrainerCardDto>>('/trainers');
    expect(status).toBe(200);
    expect(body.data.size).toBe(100);
    const card = body.data.items.find((item) => item.id === ptTrainerId);
    expect(card).toMatchObject({
      trainer: { id: trainerUserId, name: 'Zaid Omar', imageUrl: null },
      gym: { id: gymUserId, name: 'Zeta Studio' },
      price: 20_000,
      currencyCode: 'KWD',
      sessionMinutes: 60,
      timeZone: 'Asia/Kuwait',
    });
    expect(card!.nextSlots).toHaveLength(3);
    expect(card!.nextSlots.every((slot) => slot.free && new Date(slot.startsAt) > new Date())).toBe(true);
    // The demo gym's trainers from the seed are there too.
    expect(body.data.items.map((item) => item.trainer.name)).toContain('Ali Hassan');
  });

  it('pages, caps the size at 100 and keeps to the X-Store-Id store', async () => {
    expect((await get<Page<PtTrainerCardDto>>('/trainers?size=1&page=0')).body.data.items).toHaveLength(1);
    const tooBig = await get('/trainers?size=101');
    expect(tooBig.status).toBe(400);
    const bahrain = await get<Page<PtTrainerCardDto>>('/trainers', { 'x-store-id': '2' });
    expect(bahrain.body.data.items.map((item) => item.id)).not.toContain(ptTrainerId);
    const kuwait = await get<Page<PtTrainerCardDto>>('/trainers', { 'x-store-id': '1' });
    expect(kuwait.body.data.items.map((item) => item.id)).toContain(ptTrainerId);
  });

  it("gives a trainer's dates with free slots and a date's slots; unknown, inactive and bad dates refused", async () => {
    const detail = await get<PtTrainerDetailDto>(`/trainers/${ptTrainerId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.dates.length).toBeGreaterThanOrEqual(13);
    const day = await get<PtDaySlotsDto>(`/trainers/${ptTrainerId}/slots?date=${detail.body.data.dates[1]}`);
    expect(day.body.data.slots.map((slot) => slot.time)).toEqual(
      Array.from({ length: 23 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`),
    );
    const bad = await get(`/trainers/${ptTrainerId}/slots?date=2026-02-30`);
    expect(bad.status).toBe(400);
    expect(bad.body.data).toMatchObject({ fields: { date: expect.any(String) } });
    expect((await get('/trainers/999999')).status).toBe(404);
    const inactive = await newTrainer(t);
    const [row] = await t.database.db
      .insert(ptTrainers)
      .values({
        gymUserId,
        trainerUserId: inactive.userId,
        price: 1,
        currencyCode: 'KWD',
        sessionMinutes: 60,
        active: false,
      })
      .returning();
    const refused = await get(`/trainers/${row!.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body.errorMessage).toMatch(/does not take personal training/);
  });

  it('refuses a guest, a bad body and a time that is not offered', async () => {
    const slot = await firstFree();
    expect((await take(undefined, slot.startsAt)).status).toBe(401);
    const customer = await createCustomer(t);
    const bad = await take(customer.token, 'tomorrow');
    expect(bad.status).toBe(400);
    expect(bad.body.data).toMatchObject({ fields: { startsAt: expect.any(String) } });
    const offGrid = new Date(new Date(slot.startsAt).getTime() + 15 * 60_000).toISOString();
    const notOffered = await take(customer.token, offGrid);
    expect(notOffered.status).toBe(409);
    expect((await take(customer.token, '2020-01-01T07:00:00Z')).status).toBe(409);
    expect((await take(customer.token, slot.startsAt, 999999)).status).toBe(404);
  });

  it('makes one one-seat PT session of a slot, the same one for everyone until it is booked', async () => {
    const slot = await firstFree();
    const [a, b] = await Promise.all([createCustomer(t), createCustomer(t)]);
    const [first, second] = await Promise.all([take(a.token, slot.startsAt), take(b.token, slot.startsAt)]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.classSessionId).toBe(first.body.data.classSessionId);
    const again = await take(a.token, slot.startsAt);
    expect(again.body.data.classSessionId).toBe(first.body.data.classSessionId);

    const sessions = await t.database.db
      .select()
      .from(classSessions)
      .where(eq(classSessions.startsAt, new Date(slot.startsAt)));
    const mine = sessions.filter((s) => s.trainerUserId === trainerUserId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ seats: 1, booked: 0, endsAt: new Date(slot.endsAt) });
    const [klass] = await t.database.db
      .select()
      .from(fitnessClasses)
      .where(eq(fitnessClasses.id, mine[0]!.classId));
    expect(klass).toMatchObject({
      ptTrainerId,
      priceModel: 'PT',
      ownerUserId: gymUserId,
      gymUserId,
      price: 20_000,
      title: 'Personal training with Zaid Omar',
    });
    // An open seat does not take the slot.
    const day = await get<PtDaySlotsDto>(`/trainers/${ptTrainerId}/slots?date=${slot.date}`);
    expect(day.body.data.slots.find((s) => s.startsAt === slot.startsAt)?.free).toBe(true);
  });

  it('a day off that lands while a customer picks wins: the pick re-reads exceptions under the lock', async () => {
    // The customer's pick checked the slot free; the gym's day off commits before the session is made.
    const slot = await firstFree();
    const owner = await createPersonalTrainingRepository(t.database.db).one(ptTrainerId);
    const sessionsAt = () =>
      t.database.db
        .select()
        .from(classSessions)
        .where(
          and(
            eq(classSessions.startsAt, new Date(slot.startsAt)),
            eq(classSessions.trainerUserId, trainerUserId),
          ),
        );
    const before = (await sessionsAt()).length;
    await t.database.db
      .insert(ptTrainerExceptions)
      .values({ ptTrainerId, localDate: slot.date, note: 'Sick' });
    const fromMinute = timeToMinutes(slot.time);
    const taken = await createSlotSessionRepository(t.database.db).take(owner!, {
      startsAt: new Date(slot.startsAt),
      endsAt: new Date(slot.endsAt),
      date: slot.date,
      fromMinute,
      toMinute: fromMinute + owner!.sessionMinutes,
    });
    expect(taken).toBe('off');
    expect(await sessionsAt()).toHaveLength(before);
    // Through the API the same time is not offered any more.
    const customer = await createCustomer(t);
    const refused = await take(customer.token, slot.startsAt);
    expect(refused.status).toBe(409);
    await t.database.db.delete(ptTrainerExceptions).where(eq(ptTrainerExceptions.ptTrainerId, ptTrainerId));
  });

  it('a booked slot shows taken to everyone and cannot be picked again', async () => {
    const slot = await firstFree();
    const customer = await createCustomer(t, { credits: null });
    const packageId = await grantCredits(t, customer.userId, 1, { packageType: 'PT' });
    await t.database.db.update(userPackages).set({ classesLeft: 1 }).where(eq(userPackages.id, packageId));
    const { body } = await take(customer.token, slot.startsAt);
    const page = await t.call({
      method: 'GET',
      url: `/api/v1/sessions/${body.data.classSessionId}`,
      token: customer.token,
    });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(body.data.title).toBe('Personal training with Zaid Omar');
    const joined = await t.call({
      method: 'POST',
      url: '/api/v1/bookings',
      token: customer.token,
      payload: { classSessionId: body.data.classSessionId },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);

    const day = await get<PtDaySlotsDto>(`/trainers/${ptTrainerId}/slots?date=${slot.date}`);
    expect(day.body.data.slots.find((s) => s.startsAt === slot.startsAt)).toMatchObject({ free: false });
    const other = await createCustomer(t);
    const refused = await take(other.token, slot.startsAt);
    expect(refused.status).toBe(409);
    expect(refused.body.errorMessage).toMatch(/taken/);
    expect((await firstFree()).startsAt).not.toBe(slot.startsAt);

    // The trainer and the gym are told, in the bell and by e-mail with the calendar file.
    for (const partnerId of [trainerUserId, gymUserId]) {
      const bell = await t.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, partnerId),
            eq(notifications.notificationTypeId, NOTIFICATION_TYPE.classJoined),
          ),
        );
      expect(bell).toEqual([
        expect.objectContaining({
          notificationTypeId: NOTIFICATION_TYPE.classJoined,
          objectDataId: body.data.classSessionId,
          userWhoFiredEventId: customer.userId,
        }),
      ]);
      const mails = await t.database.db
        .select()
        .from(mailQueue)
        .where(and(eq(mailQueue.userId, partnerId), eq(mailQueue.kind, 'PT_BOOKED')));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain('Personal training booked');
      const [ics] = mails[0]!.attachments as { filename: string; content: string }[];
      expect(ics?.content).toContain('SUMMARY:Personal training with Zaid Omar');
      expect(ics?.content).toContain(`-partner-${partnerId}@`);
    }

    // The trainer finds the booked session among their own classes of that day.
    const own = await t.call<{ classSessionId: number; bookedCount: number; title: string }[]>({
      method: 'GET',
      url: `/api/v1/manage/sessions?date=${slot.date}`,
      token: trainerToken,
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data.find((s) => s.classSessionId === body.data.classSessionId)).toMatchObject({
      bookedCount: 1,
      title: 'Personal training with Zaid Omar',
    });
  });

  it("shows the trainer's other sessions as taken (Ali's 4 PM PT class at FlexZone)", async () => {
    const list = await get<Page<PtTrainerCardDto>>('/trainers');
    const ali = list.body.data.items.find((item) => item.trainer.name === 'Ali Hassan')!;
    const detail = await get<PtTrainerDetailDto>(`/trainers/${ali.id}`);
    const weekdays = detail.body.data.dates
      .slice(1)
      .filter((date) => new Date(`${date}T00:00:00Z`).getUTCDay() <= 4);
    const day = await get<PtDaySlotsDto>(`/trainers/${ali.id}/slots?date=${weekdays[0]}`);
    expect(day.body.data.slots.find((slot) => slot.time === '16:00')).toMatchObject({ free: false });
    expect(day.body.data.slots.find((slot) => slot.time === '15:00')).toMatchObject({ free: true });
  });
});
