import { type PackageDto, parsePaymentModes, type UserPackageDto, type WalletDto } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPackages } from '../../db/schema';
import { DEMO } from '../../test/accounts';
import { createCustomer, makeSession, tokenFor } from '../../test/discovery';
import { buy, packageId, payOnSandbox, SANDBOX_CARDS, transaction } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('packages, user packages, wallet and payment modes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const packages = (query = '', headers: Record<string, string> = {}) =>
    t.call<PackageDto[]>({ method: 'GET', url: `/api/v1/packages${query}`, headers });

  it('lists packages of every type but PT and programs, in minor units with their display texts', async () => {
    const { status, body } = await packages();
    expect(status).toBe(200);
    const types = new Set(body.data.map((p) => p.packageType));
    for (const type of [
      'DROPIN',
      'GENERAL',
      'ARIALPACK',
      'SPECIALCLASSCATEGORY',
      'GYMSPECIFIC',
      'SPECIAL',
      'extendValidity',
    ]) {
      expect(types.has(type as PackageDto['packageType']), type).toBe(true);
    }
    expect(types.has('PT')).toBe(false);
    const flex = body.data.find((p) => p.name === 'FlexZone 8 Visits')!;
    expect(flex).toMatchObject({
      cost: 35_000,
      currencyCode: 'KWD',
      credits: 24,
      noOfClass: null,
      duration: 30,
      validityPeriod: '1 month',
      packageCategoryType: 'ADULTS',
      gymName: 'FlexZone Studios',
      gymDetail: { studioName: 'FlexZone Studios', primeGym: false },
      reminder: 'Bring a towel and a water bottle.',
      subscribable: true,
    });
    expect(body.data.find((p) => p.name === 'Aerial Pack 8')).toMatchObject({
      noOfClass: 8,
      validityPeriod: '2 months',
    });
    expect(body.data.find((p) => p.name === 'Extend Validity 2 Weeks')).toMatchObject({
      subscribable: false,
      validityPeriod: '2 weeks',
    });
  });

  it('scopes to the store of X-Store-Id: SAR packages are not subscribable', async () => {
    const sar = await packages('', { 'x-store-id': '3' });
    expect(sar.body.data.map((p) => p.currencyCode)).toEqual(sar.body.data.map(() => 'SAR'));
    expect(sar.body.data.length).toBeGreaterThan(0);
    expect(sar.body.data.every((p) => !p.subscribable)).toBe(true);
    const bhd = await packages('', { 'x-store-id': '2' });
    expect(bhd.body.data.every((p) => p.currencyCode === 'BHD' && p.subscribable)).toBe(true);
    const aed = await packages('', { 'x-store-id': '4' });
    expect(aed.body.data.map((p) => p.name)).toEqual(['Dubai 10 Credits']);
  });

  it('for a session: only what can pay for it', async () => {
    const hiit = await makeSession(t, 'HIIT Burn', { startsInHours: 24 });
    const names = (await packages(`?sessionId=${hiit}`)).body.data.map((p) => p.name);
    expect(names).toContain('FlexZone 8 Visits');
    expect(names).toContain('Kinetic 10 Credits');
    expect(names).not.toContain('Lotus Drop-in');
    expect(names).not.toContain('PT 10 Sessions');
    expect(names).not.toContain('Kids 4 Credits');
    expect(names).not.toContain('Riyadh 10 Credits');

    const pt = await makeSession(t, '1:1 Personal Training', { startsInHours: 24 });
    const ptNames = (await packages(`?sessionId=${pt}`)).body.data.map((p) => p.packageType);
    expect(new Set(ptNames)).toEqual(new Set(['PT']));

    expect((await packages('?sessionId=99999999')).status).toBe(404);
    expect((await packages('?sessionId=abc')).status).toBe(400);
    expect((await packages('?packageType=BOGUS')).status).toBe(400);
  });

  it('filters by type, kid and gym', async () => {
    const drop = await packages('?packageType=DROPIN');
    expect(drop.body.data.every((p) => p.packageType === 'DROPIN')).toBe(true);
    const kids = await packages('?userKidId=1');
    expect(kids.body.data.length).toBeGreaterThan(0);
    expect(kids.body.data.every((p) => p.packageCategoryType === 'CHILD')).toBe(true);
    const pt = await t.call<PackageDto[]>({ method: 'GET', url: '/api/v1/packages/pt' });
    expect(pt.body.data.map((p) => p.name)).toEqual(
      expect.arrayContaining(['PT 5 Sessions', 'PT 10 Sessions']),
    );
    const lotus = drop.body.data.find((p) => p.name === 'Lotus Drop-in')!;
    const atFlex = await packages(`?gymId=${lotus.gymId! + 100000}`);
    expect(atFlex.body.data.find((p) => p.name === 'Lotus Drop-in')).toBeUndefined();
  });

  it("the customer's packages, with balances, expiry and 'expiring soon'", async () => {
    const token = await tokenFor(t, DEMO.customer);
    const { status, body } = await t.call<UserPackageDto[]>({
      method: 'GET',
      url: '/api/v1/user-packages',
      token,
    });
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    for (const p of body.data) {
      const days = (Date.parse(p.expiresAt) - Date.now()) / 86_400_000;
      const lifeDays = (Date.parse(p.expiresAt) - Date.parse(p.startsAt)) / 86_400_000;
      expect(p.expiringSoon, p.name).toBe(p.status === 'ACTIVE' && days < Math.min(10, lifeDays / 2));
      expect(p.credits).toBeGreaterThanOrEqual(p.creditsBalance);
    }
    const soon = await createCustomer(t, { credits: 5, expiresInDays: 3 });
    // Bought a month before its end (a package bought 3 days before its end is told later).
    await t.database.db
      .update(userPackages)
      .set({ startsAt: new Date(Date.now() - 27 * 86_400_000) })
      .where(eq(userPackages.id, soon.userPackageId!));
    const mine = await t.call<UserPackageDto[]>({
      method: 'GET',
      url: '/api/v1/user-packages',
      token: soon.token,
    });
    expect(mine.body.data[0]).toMatchObject({
      creditsBalance: 5,
      expiringSoon: true,
      status: 'ACTIVE',
      subscription: null,
    });

    expect((await t.call({ method: 'GET', url: '/api/v1/user-packages' })).status).toBe(401);
    const trainer = await tokenFor(t, DEMO.trainer);
    expect((await t.call({ method: 'GET', url: '/api/v1/user-packages', token: trainer })).status).toBe(403);
  });

  it('the wallet: the demo customer has 5.000 KWD, a new one nothing', async () => {
    const demo = await t.call<WalletDto>({
      method: 'GET',
      url: '/api/v1/wallet',
      token: await tokenFor(t, DEMO.customer),
    });
    expect(demo.body.data).toEqual({ balance: 5_000, currencyCode: 'KWD', elsewhere: [] });
    const fresh = await createCustomer(t, { credits: null });
    expect(
      (await t.call<WalletDto>({ method: 'GET', url: '/api/v1/wallet', token: fresh.token })).body.data
        .balance,
    ).toBe(0);
    expect((await t.call({ method: 'GET', url: '/api/v1/wallet' })).status).toBe(401);
  });

  it("payment modes are JSON text holding Data.PaymentMethods (SPEC 3.2), the store's own: KNET in Kuwait, Benefit in Bahrain, mada in Saudi Arabia", async () => {
    const modesOf = async (currency: string) => {
      const { status, body } = await t.call<string>({
        method: 'GET',
        url: `/api/v1/payment-modes?currencyCode=${currency}`,
      });
      expect(status).toBe(200);
      expect(typeof body.data).toBe('string');
      return parsePaymentModes(body.data);
    };
    const saudi = await modesOf('SAR');
    expect(saudi.map((m) => m.PaymentMethodEn)).toEqual(['MADA', 'VISA/MASTER', 'Apple Pay']);
    expect((await modesOf('KWD')).map((m) => m.PaymentMethodEn)).toEqual([
      'KNET',
      'VISA/MASTER',
      'Apple Pay',
    ]);
    const bahrain = await modesOf('BD');
    expect(bahrain[0]).toEqual({
      PaymentMethodId: 5,
      PaymentMethodEn: 'Benefit',
      ImageUrl: expect.stringMatching(/^\/pay\//),
    });
    expect(bahrain.map((m) => m.PaymentMethodEn)).not.toContain('KNET');
    const icon = await t.app.inject({ method: 'GET', url: bahrain[0]!.ImageUrl });
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect((await t.call({ method: 'GET', url: '/api/v1/payment-modes?currencyCode=$$' })).status).toBe(400);
  });

  it('the sandbox page offers the store’s own network: a Bahrain order pays with Benefit', async () => {
    const customer = await createCustomer(t, { credits: null });
    const { body } = await buy(t, customer.token, {
      packageId: await packageId(t, 'Bahrain 10 Credits'),
      paymentMethodId: 5,
    });
    const page = await t.app.inject({ method: 'GET', url: body.data.paymentUrl });
    expect(page.body).toContain('name="mode" value="KNET" checked> Benefit');
    expect(page.body).not.toContain('> KNET<');
    await payOnSandbox(t, body.data.paymentUrl, SANDBOX_CARDS.pays, 'KNET');
    expect((await transaction(t, customer.token, body.data.referenceId)).status).toBe('PAID');
  });
});
