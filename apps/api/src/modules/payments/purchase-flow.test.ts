import type { TransactionPageDto, UserPackageDto } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, makeSession } from '../../test/discovery';
import {
  bookingsOf,
  buy,
  creditLedgerOf,
  packageId,
  payOnSandbox,
  promoId,
  purchaseRow,
  SANDBOX_CARDS,
  setWallet,
  transaction,
  userPackagesOf,
  walletOf,
} from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The whole purchase, through the API: buy for a class, pay on the sandbox page, get booked. */
describe('buying a package', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('with a promo for a class: pays on the sandbox page, lands on the confirmation, is booked once', async () => {
    const customer = await createCustomer(t, { credits: null });
    const sessionId = await makeSession(t, 'HIIT Burn', { startsInHours: 30 });
    const pkg = await packageId(t, 'Kinetic 10 Credits');
    const promo = await promoId(t, 'WELCOME10');

    const { status, body } = await buy(t, customer.token, { packageId: pkg, sessionId, promoId: promo });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.data.status).toBe('PENDING');
    expect(body.data.paymentUrl).toMatch(/^\/pay\/sandbox\/sbx_[0-9a-f]+$/);
    const { referenceId } = body.data;
    expect(await transaction(t, customer.token, referenceId)).toMatchObject({
      status: 'PENDING',
      amount: 22_500,
      message: 'Payment Under Process',
    });
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(0);

    const paid = await payOnSandbox(t, body.data.paymentUrl, '4242 4242 4242 4242');
    expect(paid.location).toBe(`/paymentconfirmation/${referenceId}`);

    const tx = await transaction(t, customer.token, referenceId);
    expect(tx).toMatchObject({
      status: 'PAID',
      amount: 22_500,
      currencyCode: 'KWD',
      packageName: 'Kinetic 10 Credits',
      promoName: 'WELCOME10',
      walletApplied: 0,
      message: 'Your payment was successful and you are booked into the class.',
      booking: { classSessionId: sessionId, title: 'HIIT Burn' },
    });
    expect(tx.paidAt).not.toBeNull();
    const held = await userPackagesOf(t, customer.userId);
    expect(held).toHaveLength(1);
    // 10 credits bought, 1 spent on HIIT Burn.
    expect(held[0]).toMatchObject({ creditsBalance: 9, packageType: 'GENERAL', status: 'ACTIVE' });
    expect(await bookingsOf(t, customer.userId, sessionId)).toHaveLength(1);
    const ledger = await creditLedgerOf(t, customer.userId);
    expect(ledger.map((l) => [l.reason, l.deltaCredits]).sort()).toEqual([
      ['BOOKING', -1],
      ['PURCHASE', 10],
    ]);

    // The same callback again, later: nothing changes.
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/callback/sandbox?paymentId=${body.data.paymentUrl.split('/').at(-1)}`,
    });
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(1);
    expect(await bookingsOf(t, customer.userId, sessionId)).toHaveLength(1);

    const mine = await t.call<UserPackageDto[]>({
      method: 'GET',
      url: '/api/v1/user-packages',
      token: customer.token,
    });
    expect(mine.body.data[0]).toMatchObject({
      name: 'Kinetic 10 Credits',
      creditsBalance: 9,
      credits: 10,
      expiringSoon: false,
    });
    const list = await t.call<TransactionPageDto>({
      method: 'GET',
      url: '/api/v1/transactions',
      token: customer.token,
    });
    expect(list.body.data).toMatchObject({ total: 1, page: 0, size: 10 });
    expect(list.body.data.items[0]!.referenceId).toBe(referenceId);
  });

  it('the decline card leaves no credits, a clear message and the wallet untouched', async () => {
    const customer = await createCustomer(t, { credits: null });
    await setWallet(t, customer.userId, 3_000);
    const pkg = await packageId(t, 'Kinetic 10 Credits');
    const { body } = await buy(t, customer.token, { packageId: pkg, useWallet: true });
    expect(await walletOf(t, customer.userId)).toEqual({ balance: 0, ledgerSum: 0 });
    expect((await purchaseRow(t, body.data.referenceId)).amount).toBe(22_000);

    const paid = await payOnSandbox(t, body.data.paymentUrl, SANDBOX_CARDS.declined);
    expect(paid.location).toBe(`/paymentconfirmation/${body.data.referenceId}`);
    expect(await transaction(t, customer.token, body.data.referenceId)).toMatchObject({
      status: 'FAILED',
      message: 'Payment declined. No money was taken and no credits were added. Please try another card.',
      userPackageId: null,
    });
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(0);
    expect(await creditLedgerOf(t, customer.userId)).toHaveLength(0);
    // The 3.000 held for the order came back, with its ledger rows.
    expect(await walletOf(t, customer.userId)).toEqual({ balance: 3_000, ledgerSum: 3_000 });

    // A late success notice for a declined order changes nothing.
    const again = await payOnSandbox(t, body.data.paymentUrl, SANDBOX_CARDS.pays).catch(() => null);
    expect(again).toBeNull();
  });

  it('an invalid card number stays on the page with the SPEC message', async () => {
    const customer = await createCustomer(t, { credits: null });
    const { body } = await buy(t, customer.token, { packageId: await packageId(t, 'Kinetic 10 Credits') });
    const submit = await t.app.inject({
      method: 'POST',
      url: body.data.paymentUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'mode=KNET&cardNumber=1234',
    });
    expect(submit.statusCode).toBe(400);
    expect(submit.body).toContain('Is invalid credit card number.');
    expect((await purchaseRow(t, body.data.referenceId)).status).toBe('PENDING');
  });

  it('a fully discounted order completes without the gateway', async () => {
    const customer = await createCustomer(t, { credits: null });
    const { status, body } = await buy(t, customer.token, {
      packageId: await packageId(t, 'Kinetic 10 Credits'),
      promoId: await promoId(t, 'FREEMONTH'),
    });
    expect(status).toBe(201);
    expect(body.data).toEqual({
      referenceId: body.data.referenceId,
      paymentUrl: `/paymentconfirmation/${body.data.referenceId}`,
      status: 'PAID',
    });
    const row = await purchaseRow(t, body.data.referenceId);
    expect(row).toMatchObject({ gateway: 'none', amount: 0, promoDiscount: 25_000, extraDays: 30 });
    const [held] = await userPackagesOf(t, customer.userId);
    // 30 days of validity plus 30 extra days from the promo.
    expect(held!.expiresAt.getTime() - held!.startsAt.getTime()).toBe(60 * 86_400_000);
  });

  it('a wallet-covered order completes without the gateway and the wallet ledger balances', async () => {
    const customer = await createCustomer(t, { credits: null });
    await setWallet(t, customer.userId, 30_000);
    const { body } = await buy(t, customer.token, {
      packageId: await packageId(t, 'Kinetic 10 Credits'),
      useWallet: true,
    });
    expect(body.data.status).toBe('PAID');
    expect(await walletOf(t, customer.userId)).toEqual({ balance: 5_000, ledgerSum: 5_000 });
    expect(await transaction(t, customer.token, body.data.referenceId)).toMatchObject({
      amount: 0,
      walletApplied: 25_000,
      status: 'PAID',
    });
  });

  it('a gym-specific package carries its gym and visit limit; extend-validity lengthens the live package', async () => {
    const customer = await createCustomer(t, { credits: null });
    const flex = await buy(t, customer.token, { packageId: await packageId(t, 'FlexZone 8 Visits') });
    await payOnSandbox(t, flex.body.data.paymentUrl, SANDBOX_CARDS.pays, 'KNET');
    const [held] = await userPackagesOf(t, customer.userId);
    expect(held).toMatchObject({
      packageType: 'GYMSPECIFIC',
      creditsBalance: 24,
      classesLeft: null,
      visitLimitPerGym: 8,
    });
    expect(held!.gymUserId).not.toBeNull();

    const extend = await buy(t, customer.token, { packageId: await packageId(t, 'Extend Validity 2 Weeks') });
    await payOnSandbox(t, extend.body.data.paymentUrl, SANDBOX_CARDS.pays);
    const after = await userPackagesOf(t, customer.userId);
    expect(after).toHaveLength(1);
    expect(after[0]!.expiresAt.getTime() - held!.expiresAt.getTime()).toBe(14 * 86_400_000);
    expect((await transaction(t, customer.token, extend.body.data.referenceId)).userPackageId).toBe(held!.id);
  });

  it('an Idempotency-Key replay returns the first order and creates nothing new', async () => {
    const customer = await createCustomer(t, { credits: null });
    await setWallet(t, customer.userId, 30_000);
    const payload = { packageId: await packageId(t, 'Kinetic 10 Credits'), useWallet: true };
    const headers = { 'idempotency-key': 'order-1' };
    const answers = await Promise.all([1, 2, 3].map(() => buy(t, customer.token, payload, headers)));
    expect(new Set(answers.map((a) => a.body.data.referenceId)).size).toBe(1);
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(1);
    expect(await walletOf(t, customer.userId)).toEqual({ balance: 5_000, ledgerSum: 5_000 });
    const reused = await buy(t, customer.token, { ...payload, useWallet: false }, headers);
    expect(reused.status).toBe(400);
    expect(reused.body.errorMessage).toBe('This Idempotency-Key was already used for a different request.');
  });
});
