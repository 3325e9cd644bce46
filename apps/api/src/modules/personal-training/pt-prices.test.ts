import type {
  JoinResultDto,
  PackageDto,
  PtDaySlotsDto,
  PtSlotSessionDto,
  PtTrainerDetailDto,
} from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitnessClasses, packages, userPackages } from '../../db/schema';
import { newGym, newTrainer } from '../../test/class-management';
import { createCustomer, grantCredits } from '../../test/discovery';
import { buy, payOnSandbox, transaction } from '../../test/payments';
import { EVERY_DAY_HOURS, newPtTrainer } from '../../test/personal-training';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A PT session costs the trainer's advertised price. Sara at 18.000 KWD was booked with
 * one session of a 15.000 KWD-a-session pack, and a first booking forced a 75 or 140 KWD bundle.
 */
describe('PT at the gym’s price', () => {
  let t: TestApp;
  let gym: Awaited<ReturnType<typeof newGym>>;
  let ptTrainerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    gym = await newGym(t);
    ptTrainerId = await newPtTrainer(t, gym, await newTrainer(t), {
      studio: 'Kappa Studio',
      trainerFirstName: 'Sara',
      trainerLastName: 'Price',
      price: 18_000,
    });
  });
  afterAll(() => t.close());

  async function freeSession(token: string): Promise<number> {
    const get = <T>(url: string) => t.call<T>({ method: 'GET', url: `/api/v1/personal-training${url}` });
    const detail = await get<PtTrainerDetailDto>(`/trainers/${ptTrainerId}`);
    const day = await get<PtDaySlotsDto>(
      `/trainers/${ptTrainerId}/slots?date=${detail.body.data.dates.at(-1)}`,
    );
    const slot = day.body.data.slots.filter((s) => s.free).at(-1)!;
    const taken = await t.call<PtSlotSessionDto>({
      method: 'POST',
      url: `/api/v1/personal-training/trainers/${ptTrainerId}/slots`,
      token,
      payload: { startsAt: slot.startsAt },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    return taken.body.data.classSessionId;
  }
  const offered = async (sessionId: number) =>
    (await t.call<PackageDto[]>({ method: 'GET', url: `/api/v1/packages?sessionId=${sessionId}` })).body.data;

  it('a 15.000-a-session pack does not pay for an 18.000 session: checkout offers one session at 18.000', async () => {
    const customer = await createCustomer(t, { credits: null });
    const held = await grantCredits(t, customer.userId, 5, { packageType: 'PT' });
    await t.database.db
      .update(userPackages)
      .set({ classesLeft: 5, ptSessionValue: 15_000 })
      .where(eq(userPackages.id, held));
    const sessionId = await freeSession(customer.token);

    const joined = await t.call<JoinResultDto>({
      method: 'POST',
      url: '/api/v1/bookings',
      token: customer.token,
      payload: { classSessionId: sessionId },
    });
    expect(joined.body).toMatchObject({ statusCode: 402, code: 'CHECKOUT' });

    const packs = await offered(sessionId);
    const single = packs.find((p) => p.name === 'One session with Sara Price');
    expect(single).toMatchObject({ cost: 18_000, packageType: 'PT' });
    // The seeded 75 KWD and 140 KWD bundles are worth 15.000 and 14.000 a session: not offered.
    expect(packs.map((p) => p.name)).not.toContain('PT 5 Sessions');
    expect(packs.map((p) => p.name)).not.toContain('PT 10 Sessions');

    const order = await buy(t, customer.token, { packageId: single!.id, sessionId });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    await payOnSandbox(t, order.body.data.paymentUrl, '4242424242424242');
    expect(await transaction(t, customer.token, order.body.data.referenceId)).toMatchObject({
      status: 'PAID',
      booking: { classSessionId: sessionId },
    });
    // The 15.000 pack is untouched.
    const [pack] = await t.database.db.select().from(userPackages).where(eq(userPackages.id, held));
    expect(pack).toMatchObject({ classesLeft: 5 });
  });

  it('a pack worth the price pays at once', async () => {
    const customer = await createCustomer(t, { credits: null });
    const held = await grantCredits(t, customer.userId, 3, { packageType: 'PT' });
    await t.database.db
      .update(userPackages)
      .set({ classesLeft: 3, ptSessionValue: 20_000 })
      .where(eq(userPackages.id, held));
    const joined = await t.call({
      method: 'POST',
      url: '/api/v1/bookings',
      token: customer.token,
      payload: { classSessionId: await freeSession(customer.token) },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  });

  it('the gym’s new price is the single session’s and the class’s, and a removed trainer’s session is no longer sold', async () => {
    const update = await t.call({
      method: 'PUT',
      url: `/api/v1/manage/pt-trainers/${ptTrainerId}`,
      token: gym.token,
      payload: { price: 21_500, sessionMinutes: 45, active: true, hours: EVERY_DAY_HOURS },
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    const [single] = await t.database.db.select().from(packages).where(eq(packages.ptTrainerId, ptTrainerId));
    expect(single).toMatchObject({ price: 21_500, active: true, gymUserId: gym.userId });
    const [klass] = await t.database.db
      .select({ price: fitnessClasses.price })
      .from(fitnessClasses)
      .where(eq(fitnessClasses.ptTrainerId, ptTrainerId));
    expect(klass?.price).toBe(21_500);
    // The shop's own lists never show a trainer's single session.
    const pt = await t.call<PackageDto[]>({ method: 'GET', url: '/api/v1/packages/pt' });
    expect(pt.body.data.map((p) => p.id)).not.toContain(single!.id);

    const removed = await t.call({
      method: 'DELETE',
      url: `/api/v1/manage/pt-trainers/${ptTrainerId}`,
      token: gym.token,
    });
    expect(removed.status).toBe(200);
    const [after] = await t.database.db.select().from(packages).where(eq(packages.id, single!.id));
    expect(after?.active).toBe(false);
  });
});
