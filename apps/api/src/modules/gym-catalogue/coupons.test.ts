import {
  CATALOGUE_MSG,
  type Coupon,
  type CouponPage,
  type GymPackage,
  MSG,
  PAYMENT_MSG,
  type PromoResponseDto,
} from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGym, newTrainer } from '../../test/class-management';
import { createCustomer } from '../../test/discovery';
import { buy, packageId, payOnSandbox, purchaseRow, SANDBOX_CARDS } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';

const PACKAGE = {
  name: 'Coupon Studio Pack',
  packageType: 'GYMSPECIFIC',
  credits: 20,
  validityDays: 30,
  price: 40_000,
};
const COUPON = {
  name: 'studio25',
  discountType: 'PERCENTAGE',
  discountValue: 25,
  extraCredits: 2,
  validFrom: '2020-01-01',
  validTo: '2099-12-31',
  maxUses: 10,
  maxUsesPerUser: 1,
};

describe("a gym's coupons", () => {
  let t: TestApp;
  let gymA: Awaited<ReturnType<typeof newGym>>;
  let gymB: Awaited<ReturnType<typeof newGym>>;
  let trainer: Awaited<ReturnType<typeof newTrainer>>;
  let customer: Awaited<ReturnType<typeof createCustomer>>;
  let ownPackage: GymPackage;
  let otherGymPackage: GymPackage;
  let coupon: Coupon;

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
  const apply = (name: string, pkg: number) =>
    call<PromoResponseDto>(customer.token, 'POST', '/promo-codes/apply', { name, packageId: pkg });

  it("creates a coupon for the gym's own package, listed with its uses", async () => {
    ownPackage = (await call<GymPackage>(gymA.token, 'POST', '/manage/packages', PACKAGE)).body.data;
    otherGymPackage = (
      await call<GymPackage>(gymB.token, 'POST', '/manage/packages', { ...PACKAGE, name: 'Other Gym Pack' })
    ).body.data;
    const { status, body } = await call<Coupon>(gymA.token, 'POST', '/manage/coupons', {
      ...COUPON,
      packageIds: [ownPackage.id],
    });
    expect(status).toBe(201);
    coupon = body.data;
    expect(coupon).toMatchObject({
      name: 'STUDIO25',
      discountType: 'PERCENTAGE',
      discountValue: 25,
      currencyCode: 'KWD',
      validFrom: '2020-01-01',
      validTo: '2099-12-31',
      packages: [{ id: ownPackage.id, name: 'Coupon Studio Pack' }],
      active: true,
      status: 'valid',
      uses: 0,
    });
  });

  it("refuses a taken code, another gym's package and bad values in plain words", async () => {
    const taken = await call(gymB.token, 'POST', '/manage/coupons', { ...COUPON, name: 'Studio25' });
    expect(taken.status).toBe(409);
    expect(taken.body.errorMessage).toBe(CATALOGUE_MSG.couponExists);
    const seeded = await call(gymA.token, 'POST', '/manage/coupons', { ...COUPON, name: 'WELCOME10' });
    expect(seeded.status).toBe(409);
    const foreign = await call(gymA.token, 'POST', '/manage/coupons', {
      ...COUPON,
      name: 'FOREIGN1',
      packageIds: [otherGymPackage.id],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errorMessage).toBe(CATALOGUE_MSG.notYourPackages);
    const cases: [object, string][] = [
      [{ name: 'two words' }, CATALOGUE_MSG.couponCode],
      [{ discountValue: 120 }, CATALOGUE_MSG.percentRange],
      [{ discountType: 'AMOUNT', discountValue: 0 }, CATALOGUE_MSG.amountPositive],
      [{ validFrom: '2026-05-02', validTo: '2026-05-01' }, CATALOGUE_MSG.validToAfterFrom],
      [{ validTo: '2026-02-30' }, MSG.invalidDate],
      [{ maxUses: 2, maxUsesPerUser: 3 }, CATALOGUE_MSG.perUserAboveTotal],
      [{ extraDays: -1 }, CATALOGUE_MSG.extrasRange],
    ];
    for (const [change, message] of cases) {
      const { status, body } = await call(gymA.token, 'POST', '/manage/coupons', {
        ...COUPON,
        name: 'BADONE',
        ...change,
      });
      expect(status, message).toBe(400);
      expect(body.errorMessage, JSON.stringify(change)).toBe(message);
    }
  });

  it("a customer gets the discount on the gym's package at checkout, never on another gym's; uses are counted", async () => {
    const refused = await apply('studio25', otherGymPackage.id);
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe(PAYMENT_MSG.promoNotForPackage);
    const platform = await apply('STUDIO25', await packageId(t, 'Kinetic 10 Credits'));
    expect(platform.status).toBe(400);

    const applied = await apply('studio25', ownPackage.id);
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ price: 40_000, discount: 10_000, priceAfterDiscount: 30_000 });

    const order = await buy(t, customer.token, { packageId: ownPackage.id, promoId: coupon.id });
    expect(order.status).toBe(201);
    await payOnSandbox(t, order.body.data.paymentUrl, SANDBOX_CARDS.pays);
    expect(await purchaseRow(t, order.body.data.referenceId)).toMatchObject({
      status: 'PAID',
      promoDiscount: 10_000,
      amount: 30_000,
      extraCredits: 2,
    });
    const listed = await call<CouponPage>(gymA.token, 'GET', '/manage/coupons');
    expect(listed.body.data.items.find((c) => c.id === coupon.id)?.uses).toBe(1);
  });

  it('filters by status and active flag', async () => {
    for (const [name, validFrom, validTo] of [
      ['OLDDEAL', '2020-01-01', '2020-12-31'],
      ['LATERDEAL', '2099-01-01', null],
    ]) {
      const made = await call(gymA.token, 'POST', '/manage/coupons', { ...COUPON, name, validFrom, validTo });
      expect(made.status).toBe(201);
    }
    const names = async (query: string) =>
      (await call<CouponPage>(gymA.token, 'GET', `/manage/coupons?${query}`)).body.data.items.map(
        (c) => c.name,
      );
    expect(await names('status=expired')).toEqual(['OLDDEAL']);
    expect(await names('status=upcoming')).toEqual(['LATERDEAL']);
    expect(await names('status=valid')).toEqual(['STUDIO25']);
    expect(await names('isActive=false')).toEqual([]);
    expect((await call(gymA.token, 'GET', '/manage/coupons?status=soon')).status).toBe(400);
  });

  it('deletes an unused coupon, and only deactivates one an order used (receipts keep it)', async () => {
    const page = (await call<CouponPage>(gymA.token, 'GET', '/manage/coupons?status=expired')).body.data;
    const unused = page.items[0]!;
    expect((await call(gymA.token, 'DELETE', `/manage/coupons/${unused.id}`)).body.data).toEqual({
      id: unused.id,
      outcome: 'deleted',
    });
    expect((await call(gymA.token, 'GET', `/manage/coupons/${unused.id}`)).status).toBe(404);

    const used = await call(gymA.token, 'DELETE', `/manage/coupons/${coupon.id}`);
    expect(used.body.data).toEqual({ id: coupon.id, outcome: 'deactivated' });
    const kept = await call<Coupon>(gymA.token, 'GET', `/manage/coupons/${coupon.id}`);
    expect(kept.body.data).toMatchObject({ active: false, uses: 1 });
    expect((await apply('STUDIO25', ownPackage.id)).status).toBe(400);
    expect(await names()).toContain('STUDIO25');
    async function names() {
      return (
        await call<CouponPage>(gymA.token, 'GET', '/manage/coupons?isActive=false')
      ).body.data.items.map((c) => c.name);
    }
  });

  it('answers only the gym: another gym 404, trainers and customers 403, guests 401, size 51 refused', async () => {
    const id = coupon.id;
    const body = { ...COUPON, name: 'MATRIX1' };
    for (const [method, url, payload] of [
      ['GET', `/manage/coupons/${id}`],
      ['PUT', `/manage/coupons/${id}`, body],
      ['DELETE', `/manage/coupons/${id}`],
      ['GET', `/manage/coupons?gymId=${gymA.userId}`],
    ] as [string, string, object?][]) {
      expect((await call(gymB.token, method, url, payload)).status, `${method} ${url}`).toBe(404);
      expect((await call(trainer.token, method, url, payload)).status).toBe(403);
      expect((await call(customer.token, method, url, payload)).status).toBe(403);
      expect((await call(undefined, method, url, payload)).status).toBe(401);
    }
    const big = await call(gymA.token, 'GET', '/manage/coupons?size=51');
    expect(big.status).toBe(400);
    expect(big.body.errorMessage).toBe(MSG.pageSizeTooBig(50));
  });

  it('downloads the list as CSV: every coupon of the table, with its uses', async () => {
    const table = await call<CouponPage>(gymA.token, 'GET', '/manage/coupons?size=1');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/manage/coupons?format=csv&size=1',
      headers: { authorization: `Bearer ${gymA.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Code,Discount,Extra credits,Extra days,Valid from,Valid to,Packages,Usage limit,Uses,Status,Active',
    );
    expect(table.body.data.total).toBeGreaterThan(0);
    expect(lines).toHaveLength(table.body.data.total + 1);
  });
});
