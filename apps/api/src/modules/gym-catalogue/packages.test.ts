import { CATALOGUE_MSG, type GymPackage, type GymPackagePage, MSG, type PackageDto } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGym, newTrainer } from '../../test/class-management';
import { createCustomer } from '../../test/discovery';
import { buy, payOnSandbox, SANDBOX_CARDS } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';

const TEN_VISITS = {
  name: 'Studio 10 Visits',
  nameAr: 'عشر زيارات',
  description: 'Ten classes at our studio.',
  packageType: 'GYMSPECIFIC',
  packageCategory: 'ADULTS',
  credits: 30,
  classes: 10,
  validityDays: 60,
  price: 45_500,
  visitLimitPerGym: 10,
  readyPackageSize: 2,
};

describe("a gym's packages", () => {
  let t: TestApp;
  let gymA: Awaited<ReturnType<typeof newGym>>;
  let gymB: Awaited<ReturnType<typeof newGym>>;
  let trainer: Awaited<ReturnType<typeof newTrainer>>;
  let customer: Awaited<ReturnType<typeof createCustomer>>;
  let created: GymPackage;

  beforeAll(async () => {
    t = await createTestApp();
    [gymA, gymB, trainer, customer] = await Promise.all([
      newGym(t),
      newGym(t),
      newTrainer(t),
      createCustomer(t, { credits: null }),
    ]);
  });
  afterAll(() => t.close());

  const call = <T>(token: string | undefined, method: string, url: string, payload?: object) =>
    t.call<T>({ method: method as 'GET', url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });
  const shop = async () =>
    (await call<PackageDto[]>(customer.token, 'GET', '/packages')).body.data.map((p) => p.name);

  it('adds a package in the gym currency and the shop sells it at once', async () => {
    const { status, body } = await call<GymPackage>(gymA.token, 'POST', '/manage/packages', TEN_VISITS);
    expect(status).toBe(201);
    created = body.data;
    expect(created).toMatchObject({
      ...TEN_VISITS,
      currencyCode: 'KWD',
      active: true,
      sold: 0,
      unlimited: false,
    });
    expect(await shop()).toContain('Studio 10 Visits');
    const list = await call<GymPackagePage>(gymA.token, 'GET', '/manage/packages');
    expect(list.body.data).toMatchObject({ page: 0, size: 50, total: 1 });
    expect(list.body.data.items.map((p) => p.id)).toEqual([created.id]);
  });

  it('refuses bad input in plain words', async () => {
    const cases: [object, string][] = [
      [{ name: '  ' }, MSG.required],
      [{ packageType: 'SPECIAL' }, CATALOGUE_MSG.chooseType],
      [{ validityDays: 0 }, CATALOGUE_MSG.validityRange],
      [{ price: -1 }, MSG.amountNotNegative],
      [{ credits: 2.5 }, CATALOGUE_MSG.wholeNumber],
      [{ credits: 0, classes: null }, CATALOGUE_MSG.packageGivesNothing],
      [{ unlimited: true, classes: 4 }, CATALOGUE_MSG.unlimitedWithClasses],
    ];
    for (const [change, message] of cases) {
      const { status, body } = await call(gymA.token, 'POST', '/manage/packages', {
        ...TEN_VISITS,
        ...change,
      });
      expect(status, message).toBe(400);
      expect(body.errorMessage, JSON.stringify(change)).toBe(message);
    }
  });

  it('edits for future buyers while a customer keeps what they bought', async () => {
    const order = await buy(t, customer.token, { packageId: created.id });
    expect(order.status).toBe(201);
    await payOnSandbox(t, order.body.data.paymentUrl, SANDBOX_CARDS.pays);

    const edited = await call<GymPackage>(gymA.token, 'PUT', `/manage/packages/${created.id}`, {
      ...TEN_VISITS,
      name: 'Studio 12 Visits',
      classes: 12,
      credits: 36,
      price: 50_000,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Studio 12 Visits', classes: 12, price: 50_000, sold: 1 });
    const offered = (await call<PackageDto[]>(customer.token, 'GET', '/packages')).body.data.find(
      (p) => p.id === created.id,
    );
    expect(offered).toMatchObject({ name: 'Studio 12 Visits', cost: 50_000, credits: 36 });
    const held = await call<{ packageId: number; classesLeft: number; creditsBalance: number }[]>(
      customer.token,
      'GET',
      '/user-packages',
    );
    expect(held.body.data.find((p) => p.packageId === created.id)).toMatchObject({
      classesLeft: 10,
      creditsBalance: 30,
    });
  });

  it('deactivates instead of deleting: off sale at once, listed with includeBurnt, on sale again by PATCH', async () => {
    const removed = await call<GymPackage>(gymA.token, 'DELETE', `/manage/packages/${created.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.active).toBe(false);
    expect(await shop()).not.toContain('Studio 12 Visits');
    expect((await call<GymPackagePage>(gymA.token, 'GET', '/manage/packages')).body.data.total).toBe(0);
    const burnt = await call<GymPackagePage>(gymA.token, 'GET', '/manage/packages?includeBurnt=true');
    expect(burnt.body.data.items.map((p) => [p.id, p.active])).toEqual([[created.id, false]]);
    // The customer who bought it still holds it.
    const held = await call<{ packageId: number }[]>(customer.token, 'GET', '/user-packages');
    expect(held.body.data.some((p) => p.packageId === created.id)).toBe(true);

    const back = await call<GymPackage>(gymA.token, 'PATCH', `/manage/packages/${created.id}`, {
      active: true,
    });
    expect(back.body.data.active).toBe(true);
    expect(await shop()).toContain('Studio 12 Visits');
  });

  it('answers only the gym: another gym 404, trainers and customers 403, guests 401, size 51 refused', async () => {
    const id = created.id;
    for (const [method, url, payload] of [
      ['GET', `/manage/packages/${id}`],
      ['PUT', `/manage/packages/${id}`, TEN_VISITS],
      ['PATCH', `/manage/packages/${id}`, { active: false }],
      ['DELETE', `/manage/packages/${id}`],
      ['GET', `/manage/packages?gymId=${gymA.userId}`],
    ] as [string, string, object?][]) {
      expect((await call(gymB.token, method, url, payload)).status, `${method} ${url}`).toBe(404);
      expect((await call(trainer.token, method, url, payload)).status).toBe(403);
      expect((await call(customer.token, method, url, payload)).status).toBe(403);
      expect((await call(undefined, method, url, payload)).status).toBe(401);
    }
    expect((await call<GymPackagePage>(gymB.token, 'GET', '/manage/packages')).body.data.total).toBe(0);
    const big = await call(gymA.token, 'GET', '/manage/packages?size=51');
    expect(big.status).toBe(400);
    expect(big.body.errorMessage).toBe(MSG.pageSizeTooBig(50));
    expect((await call<GymPackage>(gymA.token, 'GET', `/manage/packages/${id}`)).body.data.active).toBe(true);
  });

  it('downloads the list as CSV: the same rows as the table, money in the gym currency', async () => {
    const second = await call<GymPackage>(gymA.token, 'POST', '/manage/packages', {
      ...TEN_VISITS,
      name: '=Studio, "Five"',
      price: 20_250,
    });
    expect(second.status).toBe(201);
    const csvOf = async (token: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/manage/packages?format=csv&size=1',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      return response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };
    const lines = await csvOf(gymA.token);
    // Every row on sale, whatever the page size: as many as the table's total, and the header.
    const table = await call<GymPackagePage>(gymA.token, 'GET', '/manage/packages?size=1');
    expect(table.body.data.total).toBeGreaterThanOrEqual(2);
    expect(lines).toHaveLength(table.body.data.total + 1);
    expect(lines[0]).toBe('Name,Type,For,Credits,Classes,Validity (days),Price,Currency,Sold,On sale');
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Studio \d+ Visits,GYMSPECIFIC,ADULTS,\d+,\d+,\d+,\d+\.\d{3},KWD,\d+,Yes$/),
      ]),
    );
    expect(lines).toContain(`"'=Studio, ""Five""",GYMSPECIFIC,ADULTS,30,10,60,20.250,KWD,0,Yes`);
    const off = await call(gymA.token, 'PATCH', `/manage/packages/${second.body.data.id}`, { active: false });
    expect(off.status).toBe(200);
    // Another gym's download holds none of them.
    expect(await csvOf(gymB.token)).toHaveLength(1);
  });

  it('an activity pack names the activities it pays for: the shared ones or the gym’s own', async () => {
    const activities = (await call<{ id: number; name: string }[]>(gymA.token, 'GET', '/manage/activities'))
      .body.data;
    const yoga = activities.find((a) => a.name === 'Yoga')!.id;
    const theirs = await call<{ id: number }>(gymB.token, 'POST', '/manage/activities', { name: 'Hot Yoga' });
    const pack = {
      ...TEN_VISITS,
      name: 'Studio Yoga Pack',
      packageType: 'SPECIALCLASSCATEGORY',
      visitLimitPerGym: null,
    };
    const none = await call(gymA.token, 'POST', '/manage/packages', pack);
    expect(none.status).toBe(400);
    expect(none.body.errorMessage).toBe(CATALOGUE_MSG.chooseActivities);
    const notTheirs = await call(gymA.token, 'POST', '/manage/packages', {
      ...pack,
      classCategoryIds: [yoga, theirs.body.data.id],
    });
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.body.errorMessage).toBe(CATALOGUE_MSG.unknownActivity);

    const made = await call<GymPackage>(gymA.token, 'POST', '/manage/packages', {
      ...pack,
      classCategoryIds: [yoga],
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ packageType: 'SPECIALCLASSCATEGORY', classCategoryIds: [yoga] });
    // Another type keeps no activities.
    const general = await call<GymPackage>(gymA.token, 'PUT', `/manage/packages/${made.body.data.id}`, {
      ...pack,
      packageType: 'GYMSPECIFIC',
      classCategoryIds: [yoga],
    });
    expect(general.body.data).toMatchObject({ packageType: 'GYMSPECIFIC', classCategoryIds: [] });
  });
});
