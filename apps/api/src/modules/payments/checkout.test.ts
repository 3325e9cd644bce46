import type { PromoResponseDto, QuoteDto, UserPackageDto } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymProfiles, kids, packages } from '../../db/schema';
import { DEMO } from '../../test/accounts';
import { createCustomer, makeSession, tokenFor } from '../../test/discovery';
import { buy, packageId, payOnSandbox, promoId, setWallet, transaction } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('promo codes, quotes and purchase refusals', () => {
  let t: TestApp;
  let token: string;
  let general: number;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await createCustomer(t, { credits: null })).token;
    general = await packageId(t, 'Kinetic 10 Credits');
  });
  afterAll(() => t.close());

  const apply = (payload: object, as = token) =>
    t.call<PromoResponseDto>({ method: 'POST', url: '/api/v1/promo-codes/apply', token: as, payload });
  const quote = (payload: object, as = token) =>
    t.call<QuoteDto>({ method: 'POST', url: '/api/v1/checkout/quote', token: as, payload });

  it('applies percentage, amount and extra-credit promos (case-insensitive)', async () => {
    expect((await apply({ name: 'welcome10', packageId: general })).body.data).toMatchObject({
      name: 'WELCOME10',
      discountType: 'PERCENTAGE',
      price: 25_000,
      discount: 2_500,
      priceAfterDiscount: 22_500,
      extraCredits: 0,
      extraDays: 0,
      extraDaysText: null,
    });
    expect((await apply({ name: 'KWD2OFF', packageId: general })).body.data).toMatchObject({
      discountType: 'AMOUNT',
      discount: 2_000,
      priceAfterDiscount: 23_000,
    });
    expect((await apply({ name: 'EXTRA5', packageId: general })).body.data).toMatchObject({
      discount: 0,
      extraCredits: 5,
      extraDays: 14,
      extraDaysText: '2 weeks',
    });
    const lotusDrop = await packageId(t, 'Lotus Drop-in');
    expect((await apply({ name: 'LOTUSDROP', packageId: lotusDrop })).body.data).toMatchObject({
      discount: 3_500,
    });
  });

  it.each([
    [{ name: '', packageId: 1 }, 'Promo code is required'],
    [{ name: '   ', packageId: 1 }, 'Promo code is required'],
    [{ packageId: 1 }, 'Promo code is required'],
    [{ name: 'NOSUCHCODE', packageId: 0 }, null],
  ])('refuses %j', async (payload, message) => {
    const { status, body } = await apply(payload);
    expect(status).toBe(400);
    if (message) expect(body.errorMessage).toBe(message);
  });

  it.each([
    ['NOSUCHCODE', 'Kinetic 10 Credits', 'Invalid promo code'],
    ['SUMMER2025', 'Kinetic 10 Credits', 'This promo code has expired'],
    ['SOLDOUT', 'Kinetic 10 Credits', 'This promo code has been fully used'],
    ['KWD2OFF', 'Riyadh 10 Credits', 'This promo code is not valid in this country'],
    ['LOTUSDROP', 'Kinetic 10 Credits', 'This promo code is not valid for this package'],
  ])('%s on %s: "%s" (400, under the input)', async (name, pkg, message) => {
    const { status, body } = await apply({ name, packageId: await packageId(t, pkg) });
    expect(status).toBe(400);
    expect(body.errorMessage).toBe(message);
    expect(body.data).toEqual({ fields: { name: message } });
  });

  it('a once-per-user promo cannot be used a second time', async () => {
    const customer = await createCustomer(t, { credits: null });
    const { body } = await buy(t, customer.token, {
      packageId: general,
      promoId: await promoId(t, 'WELCOME10'),
    });
    await payOnSandbox(t, body.data.paymentUrl, '4242424242424242');
    const again = await apply({ name: 'WELCOME10', packageId: general }, customer.token);
    expect(again.body.errorMessage).toBe('You have already used this promo code');
    const buyAgain = await buy(t, customer.token, {
      packageId: general,
      promoId: await promoId(t, 'WELCOME10'),
    });
    expect(buyAgain.status).toBe(400);
  });

  it('unknown package 404, no token 401, a trainer 403', async () => {
    expect((await apply({ name: 'WELCOME10', packageId: 99999999 })).status).toBe(404);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/v1/promo-codes/apply',
          payload: { name: 'X', packageId: 1 },
        })
      ).status,
    ).toBe(401);
    const trainer = await tokenFor(t, DEMO.trainer);
    expect((await apply({ name: 'WELCOME10', packageId: general }, trainer)).status).toBe(403);
    expect((await buy(t, trainer, { packageId: general })).status).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: '/api/v1/purchases', payload: { packageId: general } })).status,
    ).toBe(401);
  });

  it('quotes promo, subscription discount and wallet, and refuses the wallet at a prime gym', async () => {
    const customer = await createCustomer(t, { credits: null });
    await setWallet(t, customer.userId, 4_000);
    const q = await quote(
      { packageId: general, promoId: await promoId(t, 'KWD2OFF'), subscribe: true, useWallet: true },
      customer.token,
    );
    expect(q.body.data).toEqual({
      price: 25_000,
      promoDiscount: 2_000,
      subscriptionDiscount: 2_300,
      walletApplied: 4_000,
      owedFees: 0,
      total: 16_700,
      currencyCode: 'KWD',
      extraCredits: 0,
      extraDays: 0,
      walletBalance: 4_000,
      walletAllowed: true,
      subscribable: true,
    });
    const flexPkg = await packageId(t, 'FlexZone 8 Visits');
    const [row] = await t.database.db.select().from(packages).where(eq(packages.id, flexPkg));
    await t.database.db
      .update(gymProfiles)
      .set({ isPrimeGym: true })
      .where(eq(gymProfiles.userId, row!.gymUserId!));
    try {
      const prime = await quote({ packageId: flexPkg, useWallet: true }, customer.token);
      expect(prime.body.data).toMatchObject({ walletAllowed: false, walletApplied: 0, total: 35_000 });
      // A general package bought for a class at that gym: no wallet either.
      const atGym = await quote(
        { packageId: general, useWallet: true, gymId: row!.gymUserId },
        customer.token,
      );
      expect(atGym.body.data).toMatchObject({ walletAllowed: false, walletApplied: 0, total: 25_000 });
    } finally {
      await t.database.db
        .update(gymProfiles)
        .set({ isPrimeGym: false })
        .where(eq(gymProfiles.userId, row!.gymUserId!));
    }
    expect((await quote({ packageId: general, promoId: await promoId(t, 'SUMMER2025') })).status).toBe(400);
    expect(
      (await quote({ packageId: await packageId(t, 'Riyadh 10 Credits'), subscribe: true })).status,
    ).toBe(400);
    expect((await quote({})).status).toBe(400);
  });

  it('purchase refusals: body, kids, session fit', async () => {
    expect((await buy(t, token, {})).status).toBe(400);
    expect((await buy(t, token, { packageId: 'abc' })).status).toBe(400);
    expect((await buy(t, token, { packageId: general, paymentMethodId: -1 })).status).toBe(400);
    expect((await buy(t, token, { packageId: 99999999 })).status).toBe(404);

    const kidsPkg = await packageId(t, 'Kids 4 Credits');
    const parent = await createCustomer(t, { credits: null, kids: [{ name: 'Salem', gender: 'MALE' }] });
    const noKid = await buy(t, parent.token, { packageId: kidsPkg });
    expect(noKid.status).toBe(400);
    expect(noKid.body.errorMessage).toBe('Please select a kid.');
    const [kid] = await t.database.db.select().from(kids).where(eq(kids.userId, parent.userId));
    expect((await buy(t, token, { packageId: kidsPkg, userKidId: kid!.id })).body.errorMessage).toBe(
      'Please select a kid.',
    );
    expect((await buy(t, parent.token, { packageId: general, userKidId: kid!.id })).status).toBe(400);
    const forKid = await buy(t, parent.token, { packageId: kidsPkg, userKidId: kid!.id });
    expect(forKid.status).toBe(201);
    await payOnSandbox(t, forKid.body.data.paymentUrl, '4242424242424242');
    const held = await t.call<UserPackageDto[]>({
      method: 'GET',
      url: '/api/v1/user-packages',
      token: parent.token,
    });
    expect(held.body.data[0]).toMatchObject({ packageCategoryType: 'CHILD', kidName: 'Salem' });

    const hiit = await makeSession(t, 'HIIT Burn', { startsInHours: 24 });
    const pt = await buy(t, token, { packageId: await packageId(t, 'PT 10 Sessions'), sessionId: hiit });
    expect(pt.status).toBe(400);
    expect(pt.body.errorMessage).toBe('This package cannot pay for this class.');
    expect((await buy(t, token, { packageId: general, sessionId: 99999999 })).status).toBe(404);
  });

  it('transactions: only my own, and page sizes are bounded', async () => {
    const customer = await createCustomer(t, { credits: null });
    const { body } = await buy(t, customer.token, { packageId: general });
    await transaction(t, customer.token, body.data.referenceId);
    const other = await t.call({
      method: 'GET',
      url: `/api/v1/transactions/${body.data.referenceId}`,
      token,
    });
    expect(other.status).toBe(404);
    expect(other.body.errorMessage).toBe('Transaction not found.');
    expect((await t.call({ method: 'GET', url: '/api/v1/transactions?size=500', token })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/v1/transactions' })).status).toBe(401);
  });
});
