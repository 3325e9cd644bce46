import { CATALOGUE_MSG, type GymPackage, type PackageDto, type ProgramClass } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass, newGym, sessionsOfClass } from '../../test/class-management';
import { createCustomer } from '../../test/discovery';
import { bookingsOf, buy, payOnSandbox, SANDBOX_CARDS } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';

const PROGRAM = {
  name: 'Four-Week Kettlebell Workshop',
  description: 'Every session of the workshop, booked at once.',
  packageType: 'AUTOJOINWITHPACKAGE',
  packageCategory: 'ADULTS',
  credits: 6,
  classes: 6,
  validityDays: 40,
  price: 45_000,
};

/**
 * A gym sells its own workshop. Before, "Program (joins its classes)" named no class,
 * and a Workshop class showed customers "No packages on sale".
 */
describe('a gym’s own program package', () => {
  let t: TestApp;
  let gym: Awaited<ReturnType<typeof newGym>>;
  let otherGym: Awaited<ReturnType<typeof newGym>>;
  let workshop: { classId: number };
  let elsewhere: { classId: number };

  beforeAll(async () => {
    t = await createTestApp();
    [gym, otherGym] = await Promise.all([newGym(t), newGym(t)]);
    workshop = await createClass(t, gym.token, {
      priceModel: 'AUTOJOINWITHPACKAGE',
      price: 45_000,
      title: 'Kettlebell Workshop',
    });
    elsewhere = await createClass(t, otherGym.token, { priceModel: 'AUTOJOINWITHPACKAGE', price: 30_000 });
  });
  afterAll(() => t.close());

  const call = <T>(token: string | undefined, method: string, url: string, payload?: object) =>
    t.call<T>({ method: method as 'GET', url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });

  it('offers the gym its workshop classes, and names the one a program books', async () => {
    const classes = await call<ProgramClass[]>(gym.token, 'GET', '/manage/packages/program-classes');
    expect(classes.body.data).toEqual([
      {
        id: workshop.classId,
        title: 'Kettlebell Workshop',
        upcomingSessions: (await sessionsOfClass(t, workshop.classId)).length,
      },
    ]);
    const unnamed = await call(gym.token, 'POST', '/manage/packages', PROGRAM);
    expect(unnamed.status).toBe(400);
    expect(JSON.stringify(unnamed.body)).toContain(CATALOGUE_MSG.chooseProgramClass);
    const another = await call(gym.token, 'POST', '/manage/packages', {
      ...PROGRAM,
      programClassId: elsewhere.classId,
    });
    expect(another.status).toBe(400);
    expect(another.body).toMatchObject({ errorMessage: CATALOGUE_MSG.unknownProgramClass });
  });

  it('customers buy it from the workshop’s page, and every session is booked', async () => {
    const made = await call<GymPackage>(gym.token, 'POST', '/manage/packages', {
      ...PROGRAM,
      programClassId: workshop.classId,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.programClassId).toBe(workshop.classId);

    const sessions = await sessionsOfClass(t, workshop.classId);
    const offered = await call<PackageDto[]>(undefined, 'GET', `/packages?sessionId=${sessions[0]!.id}`);
    expect(offered.body.data.map((p) => p.id)).toEqual([made.body.data.id]);

    const customer = await createCustomer(t, { credits: null });
    const order = await buy(t, customer.token, { packageId: made.body.data.id, sessionId: sessions[0]!.id });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    await payOnSandbox(t, order.body.data.paymentUrl, SANDBOX_CARDS.pays);
    const booked = await Promise.all(sessions.slice(0, 6).map((s) => bookingsOf(t, customer.userId, s.id)));
    expect(booked.every((rows) => rows.length === 1)).toBe(true);
  });
});
