import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentEvents, promoRedemptions, walletLedger, wallets } from '../../db/schema';
import { createSandboxGateway, SANDBOX_WEBHOOK_HEADER } from '../../providers/payments/sandbox-gateway';
import { createCustomer } from '../../test/discovery';
import {
  buy,
  packageId,
  promoId,
  purchaseRow,
  SANDBOX_CARDS,
  sandboxId,
  setWallet,
  transaction,
  userPackagesOf,
  walletOf,
} from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPaymentsRepository } from './payments.repository';
import { closeAndRelease, createSettlementService } from './settlement.service';

/**
 * A payment the gateway reports after we closed the order: the money was taken, so
 * the order is fulfilled after all, exactly once, its wallet part taken again; when it no longer can be
 * (the wallet no longer holds that part), the money is credited to the wallet instead, once, with a
 * warning. The sandbox page refuses closed orders.
 */
describe('late payments', () => {
  let t: TestApp;
  let sandbox: ReturnType<typeof createSandboxGateway>;
  beforeAll(async () => {
    t = await createTestApp();
    sandbox = createSandboxGateway({ db: t.database.db, webhookSecret: t.config.PAYMENT_WEBHOOK_SECRET });
  });
  afterAll(() => t.close());

  const settlement = (log?: { warn: (details: object, message: string) => void }) =>
    createSettlementService({
      repository: createPaymentsRepository(t.database.db),
      gateways: { sandbox },
      pollAfterMs: 0,
      log,
    });

  /** The customer paid on the gateway's page (the gateway's books say PAID). */
  const gatewayTakesTheMoney = (paymentId: string) =>
    sandbox.settleFromPage(paymentId, {
      status: 'PAID',
      paysAt: null,
      mode: 'CARD',
      last4: '4242',
      brand: 'VISA',
    });

  const webhook = (paymentId: string) =>
    sandbox.find(paymentId).then((row) => {
      const { body, signature } = sandbox.webhookFor(row!);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook/sandbox',
        headers: { 'content-type': 'application/json', [SANDBOX_WEBHOOK_HEADER]: signature },
        payload: body,
      });
    });

  it('a cancelled order paid afterwards is fulfilled once, with its wallet part and promo taken again', async () => {
    const customer = await createCustomer(t, { credits: null });
    await setWallet(t, customer.userId, 2_000);
    const welcome = await promoId(t, 'WELCOME10');
    const { body } = await buy(t, customer.token, {
      packageId: await packageId(t, 'Kinetic 10 Credits'),
      promoId: welcome,
      useWallet: true,
    });
    const paymentId = sandboxId(body.data.paymentUrl);
    expect(await walletOf(t, customer.userId)).toEqual({ balance: 0, ledgerSum: 0 });

    // Nobody paid within the time: the poller cancels the order, returning the wallet and the promo.
    await createSettlementService({
      repository: createPaymentsRepository(t.database.db),
      gateways: { sandbox },
      pollAfterMs: 0,
      // An hour and a minute later: past the order's expiry (PAYMENT_PENDING_TIMEOUT_MINUTES).
      now: () => new Date(Date.now() + 61 * 60_000),
    }).reconcile();
    expect((await purchaseRow(t, body.data.referenceId)).status).toBe('CANCELED');
    expect(await walletOf(t, customer.userId)).toEqual({ balance: 2_000, ledgerSum: 2_000 });
    // Its own redemption (the demo's history used the code too).
    const redemptionsOfCustomer = () =>
      t.database.db
        .select()
        .from(promoRedemptions)
        .where(and(eq(promoRedemptions.promoId, welcome), eq(promoRedemptions.userId, customer.userId)));
    expect(await redemptionsOfCustomer()).toHaveLength(0);

    // The sandbox page no longer takes a payment for it.
    const page = await t.app.inject({ method: 'GET', url: body.data.paymentUrl });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('This order can no longer be paid');
    expect(page.body).toContain('No money was taken');
    const submit = await t.app.inject({
      method: 'POST',
      url: body.data.paymentUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ mode: 'CARD', cardNumber: SANDBOX_CARDS.pays }).toString(),
    });
    expect(submit.statusCode).toBe(409);
    expect((await sandbox.find(paymentId))!.status).toBe('PENDING');

    // But the gateway had taken the money after all: every notice of it arrives at once.
    await gatewayTakesTheMoney(paymentId);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => webhook(paymentId)),
      t.app.inject({ method: 'GET', url: `/api/v1/payments/callback/sandbox?paymentId=${paymentId}` }),
    ]);
    expect(answers.slice(0, 5).map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(answers[5]!.headers.location).toBe(`/paymentconfirmation/${body.data.referenceId}`);

    expect(await transaction(t, customer.token, body.data.referenceId)).toMatchObject({
      status: 'PAID',
      message: 'Your payment was successful.',
    });
    const held = await userPackagesOf(t, customer.userId);
    expect(held).toHaveLength(1);
    expect(held[0]!.creditsBalance).toBe(10);
    expect(await walletOf(t, customer.userId)).toEqual({ balance: 0, ledgerSum: 0 });
    const row = await purchaseRow(t, body.data.referenceId);
    expect((await redemptionsOfCustomer()).map((r) => r.purchaseId)).toEqual([row.id]);
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.purchaseId, row.id));
    const paid = events.filter((e) => e.outcome === 'PAID');
    expect(paid).toHaveLength(1);
    expect(paid[0]!.payload).toMatchObject({ latePayment: { walletReheld: 2_000, fulfil: true } });

    // Later notices change nothing.
    expect((await webhook(paymentId)).json().data.outcome).toBe('NOOP');
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(1);
  });

  it('a failed order paid afterwards, when the wallet no longer covers its part, is credited to the wallet instead (once)', async () => {
    const customer = await createCustomer(t, { credits: null });
    await setWallet(t, customer.userId, 3_000);
    const { body } = await buy(t, customer.token, {
      packageId: await packageId(t, 'Kinetic 10 Credits'),
      useWallet: true,
    });
    const paymentId = sandboxId(body.data.paymentUrl);
    const row = await purchaseRow(t, body.data.referenceId);
    expect(row.amount).toBe(22_000);
    await createPaymentsRepository(t.database.db).transaction((q) =>
      closeAndRelease(q, row.id, 'FAILED', 'Gateway said no', new Date()),
    );
    expect(await walletOf(t, customer.userId)).toEqual({ balance: 3_000, ledgerSum: 3_000 });

    // Meanwhile the customer spent most of the wallet elsewhere.
    await t.database.db.update(wallets).set({ balance: 500 }).where(eq(wallets.userId, customer.userId));
    await t.database.db.insert(walletLedger).values({
      userId: customer.userId,
      delta: -2_500,
      balanceAfter: 500,
      currencyCode: 'KWD',
      reason: 'ADJUST',
    });

    await gatewayTakesTheMoney(paymentId);
    const warn = vi.fn();
    const referenceId = await settlement({ warn }).fromCallback('sandbox', paymentId);
    expect(referenceId).toBe(body.data.referenceId);
    // The order cannot be paid in full any more: what the gateway took is the customer's, in the wallet.
    expect(await transaction(t, customer.token, referenceId)).toMatchObject({ status: 'FAILED' });
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(0);
    expect(await walletOf(t, customer.userId)).toEqual({ balance: 22_500, ledgerSum: 22_500 });
    const refunds = await t.database.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.purchaseId, row.id));
    expect(refunds.filter((l) => l.reason === 'REFUND').map((l) => l.delta)).toEqual([22_000]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatchObject({
      referenceId,
      userId: customer.userId,
      fulfil: false,
      why: 'The wallet no longer covers its part of the order',
      closedFor: 'Gateway said no',
    });
    expect(warn.mock.calls[0]![1]).toMatch(/credited to the wallet/);

    // Credited once: a second callback does nothing and warns no more.
    await settlement({ warn }).fromCallback('sandbox', paymentId);
    expect(await walletOf(t, customer.userId)).toEqual({ balance: 22_500, ledgerSum: 22_500 });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
