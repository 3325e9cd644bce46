import { errorMessage, MSG } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { joinTeam, newGym, newTrainer } from '../../test/class-management';
import { createCustomer, tokenFor, userIdOf } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

type Setup = {
  id: number;
  trainerUserId: number;
  name: string;
  price: number;
  currencyCode: string;
  sessionMinutes: number;
  active: boolean;
  hours: { weekday: number; startTime: string; endTime: string }[];
};

const HOURS = [
  { weekday: 0, startTime: '06:00', endTime: '10:00' },
  { weekday: 0, startTime: '16:00', endTime: '21:00' },
  { weekday: 3, startTime: '07:30', endTime: '12:00' },
];

describe('PT trainer setup', () => {
  let t: TestApp;
  let gymA: Awaited<ReturnType<typeof newGym>>;
  let gymB: Awaited<ReturnType<typeof newGym>>;
  let trainer: Awaited<ReturnType<typeof newTrainer>>;
  let customer: Awaited<ReturnType<typeof createCustomer>>;
  let created: Setup;

  beforeAll(async () => {
    t = await createTestApp();
    gymA = await newGym(t);
    gymB = await newGym(t);
    trainer = await newTrainer(t);
    customer = await createCustomer(t);
    await t.database.db
      .update(users)
      .set({ firstName: 'Reem', lastName: 'Haddad' })
      .where(eq(users.id, trainer.userId));
  });
  afterAll(() => t.close());

  const call = <T>(token: string | undefined, method: string, url: string, payload?: object) =>
    t.call<T>({ method: method as 'GET', url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });

  it('finds the trainers of its team by name or e-mail, and nobody else', async () => {
    const before = await call<unknown[]>(gymA.token, 'GET', '/manage/pt-trainers/candidates?search=reem%20h');
    expect(before.body.data).toEqual([]);
    const refused = await call(gymA.token, 'POST', '/manage/pt-trainers', {
      trainerUserId: trainer.userId,
      price: 1,
      sessionMinutes: 30,
      hours: [],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe(errorMessage('NOT_ON_TEAM'));
    await joinTeam(t, gymA, trainer);
    const { status, body } = await call<{ id: number; name: string }[]>(
      gymA.token,
      'GET',
      '/manage/pt-trainers/candidates?search=reem%20h',
    );
    expect(status).toBe(200);
    expect(body.data).toEqual([expect.objectContaining({ id: trainer.userId, name: 'Reem Haddad' })]);
    const customers = await call<unknown[]>(
      gymA.token,
      'GET',
      '/manage/pt-trainers/candidates?search=Customer',
    );
    expect(customers.body.data.every((row) => (row as { id: number }).id !== customer.userId)).toBe(true);
  });

  it('sets up a trainer with price in the gym currency, length and weekly hours', async () => {
    const { status, body } = await call<Setup>(gymA.token, 'POST', '/manage/pt-trainers', {
      trainerUserId: trainer.userId,
      price: 15_500,
      sessionMinutes: 60,
      hours: HOURS,
    });
    expect(status).toBe(201);
    created = body.data;
    expect(created).toMatchObject({
      trainerUserId: trainer.userId,
      name: 'Reem Haddad',
      price: 15_500,
      currencyCode: 'KWD',
      sessionMinutes: 60,
      active: true,
      hours: HOURS,
    });
    const list = await call<Setup[]>(gymA.token, 'GET', '/manage/pt-trainers');
    expect(list.body.data.map((row) => row.id)).toEqual([created.id]);
  });

  it('refuses the same trainer twice, a customer account, overlapping or reversed hours and odd lengths', async () => {
    const again = await call(gymA.token, 'POST', '/manage/pt-trainers', {
      trainerUserId: trainer.userId,
      price: 1,
      sessionMinutes: 30,
      hours: [],
    });
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBe(MSG.ptTrainerExists);

    const notTrainer = await call(gymA.token, 'POST', '/manage/pt-trainers', {
      trainerUserId: customer.userId,
      price: 1,
      sessionMinutes: 30,
      hours: [],
    });
    expect(notTrainer.status).toBe(400);
    expect(notTrainer.body.errorMessage).toBe(errorMessage('NOT_ON_TEAM'));

    const cases: [object, string][] = [
      [{ hours: [HOURS[0], { weekday: 0, startTime: '09:00', endTime: '11:00' }] }, MSG.hoursOverlap],
      [{ hours: [{ weekday: 2, startTime: '10:00', endTime: '09:00' }] }, MSG.endAfterStart],
      [{ sessionMinutes: 50 }, MSG.sessionLength],
      [{ price: -5 }, MSG.amountNotNegative],
    ];
    for (const [change, message] of cases) {
      const { status, body } = await call(gymA.token, 'PUT', `/manage/pt-trainers/${created.id}`, {
        price: 15_500,
        sessionMinutes: 60,
        hours: HOURS,
        ...change,
      });
      expect(status, message).toBe(400);
      expect(body.errorMessage).toBe(message);
    }
    // Nothing of the refused changes was kept.
    const list = await call<Setup[]>(gymA.token, 'GET', '/manage/pt-trainers');
    expect(list.body.data[0]).toMatchObject({ price: 15_500, sessionMinutes: 60, hours: HOURS });
  });

  it('changes price, length, hours and the active flag in one go', async () => {
    const { status, body } = await call<Setup>(gymA.token, 'PUT', `/manage/pt-trainers/${created.id}`, {
      price: 20_000,
      sessionMinutes: 45,
      active: false,
      hours: [{ weekday: 5, startTime: '08:00', endTime: '12:00' }],
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      price: 20_000,
      sessionMinutes: 45,
      active: false,
      hours: [{ weekday: 5, startTime: '08:00', endTime: '12:00' }],
    });
  });

  it('downloads the setup as CSV, a row a trainer', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/manage/pt-trainers?format=csv',
      headers: { authorization: `Bearer ${gymA.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(
      response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'Trainer,E-mail,Price a session,Currency,Session minutes,Weekly hours,Takes bookings',
      expect.stringMatching(/^Reem Haddad,c-\w+@example\.com,20\.000,KWD,45,Fri 08:00-12:00,No$/),
    ]);
  });

  it('keeps each gym to its own trainers: another gym gets 404, customers and trainers 403, guests 401', async () => {
    const path = `/manage/pt-trainers/${created.id}`;
    const update = { price: 1, sessionMinutes: 30, hours: [] };
    expect((await call(gymB.token, 'PUT', path, update)).status).toBe(404);
    expect((await call(gymB.token, 'DELETE', path)).status).toBe(404);
    expect((await call(gymB.token, 'GET', `/manage/pt-trainers?gymId=${gymA.userId}`)).status).toBe(404);
    expect((await call<Setup[]>(gymB.token, 'GET', '/manage/pt-trainers')).body.data).toEqual([]);
    for (const token of [customer.token, trainer.token]) {
      expect((await call(token, 'GET', '/manage/pt-trainers')).status).toBe(403);
      expect((await call(token, 'PUT', path, update)).status).toBe(403);
    }
    expect((await call(undefined, 'GET', '/manage/pt-trainers')).status).toBe(401);
  });

  it('lets the master gym read another gym’s setup', async () => {
    const master = await tokenFor(t, await userIdOf(t, 'gym@kinetic.test'));
    const { status, body } = await call<Setup[]>(master, 'GET', `/manage/pt-trainers?gymId=${gymA.userId}`);
    expect(status).toBe(200);
    expect(body.data.map((row) => row.id)).toEqual([created.id]);
  });

  it('removes a trainer from the gym’s PT', async () => {
    expect((await call(gymA.token, 'DELETE', `/manage/pt-trainers/${created.id}`)).status).toBe(200);
    expect((await call<Setup[]>(gymA.token, 'GET', '/manage/pt-trainers')).body.data).toEqual([]);
    expect((await call(gymA.token, 'DELETE', `/manage/pt-trainers/${created.id}`)).status).toBe(404);
  });
});
