import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, purchases } from '../../db/schema';
import { signBody } from '../../lib/body-signature';
import { createSandboxGateway, SANDBOX_WEBHOOK_HEADER } from '../../providers/payments/sandbox-gateway';
import { createCustomer, makeSession, sessionRow } from '../../test/discovery';
import {
  bookingsOf,
  buy,
  creditLedgerOf,
  packageId,
  payOnSandbox,
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
import { createSettlementService } from './settlement.service';

/** docs/adr/0005: fulfilment exactly once, whichever of redirect, webhook and poller comes first. */
describe('payment settlement', () => {
  let t: TestApp;
  let sandbox: ReturnType<typeof createSandboxGateway>;
  const poller = (extra: Partial<Parameters<typeof createSettlementService>[0]> = {}) =>
    createSettlementService({
      repository: createPaymentsRepository(t.database.db),
      gateways: { sandbox },
      pollAfterMs: 0,
      ...extra,
    });

  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_PENDING_SECONDS: '1' });
    sandbox = createSandboxGateway({ db: t.database.db, webhookSecret: t.config.PAYMENT_WEBHOOK_SECRET });
  });
  afterAll(() => t.close());

  async function orderForClass(title = 'CrossFit WOD') {
    const customer = await createCustomer(t, { credits: null });
    const sessionId = await makeSession(t, title, { startsInHours: 40 });
    const { body } = await buy(t, customer.token, {
      packageId: await packageId(t, 'Kinetic 10 Credits'),
      sessionId,
    });
    return { customer, sessionId, ...body.data, paymentId: sandboxId(body.data.paymentUrl) };
  }

  const webhook = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json', [SANDBOX_WEBHOOK_HEADER]: signature },
      payload: body,
    });

  it('the same webhook 10 times at once, with the redirect and the poller: credits once, one booking', async () => {
    const order = await orderForClass();
    const bookedBefore = (await sessionRow(t, order.sessionId)).booked;
    // The customer paid on the gateway's page; every notice of it now arrives together.
    await sandbox.settleFromPage(order.paymentId, {
      status: 'PAID',
      paysAt: null,
      mode: 'CARD',
      last4: '4242',
      brand: 'VISA',
    });
    const { body, signature } = sandbox.webhookFor((await sandbox.find(order.paymentId))!);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => webhook(body, signature)),
      t.app.inject({ method: 'GET', url: `/api/v1/payments/callback/sandbox?paymentId=${order.paymentId}` }),
      poller().reconcile(),
    ]);
    const webhookAnswers = results.slice(0, 10) as Awaited<ReturnType<typeof webhook>>[];
    expect(webhookAnswers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const redirect = results[10] as Awaited<ReturnType<typeof webhook>>;
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`/paymentconfirmation/${order.referenceId}`);

    expect(await userPackagesOf(t, order.customer.userId)).toHaveLength(1);
    const ledger = await creditLedgerOf(t, order.customer.userId);
    expect(ledger.filter((l) => l.reason === 'PURCHASE')).toHaveLength(1);
    expect(ledger.filter((l) => l.reason === 'BOOKING')).toHaveLength(1);
    expect(await bookingsOf(t, order.customer.userId, order.sessionId)).toHaveLength(1);
    expect((await sessionRow(t, order.sessionId)).booked).toBe(bookedBefore + 1);
    const row = await purchaseRow(t, order.referenceId);
    expect(row.status).toBe('PAID');
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.purchaseId, row.id));
    expect(events.filter((e) => e.outcome === 'PAID')).toHaveLength(1);
    expect(events.filter((e) => e.source === 'WEBHOOK')).toHaveLength(10);
  });

  it('a crash between payment and fulfilment is healed by the reconciliation job', async () => {
    const order = await orderForClass('HIIT Burn');
    await sandbox.settleFromPage(order.paymentId, {
      status: 'PAID',
      paysAt: null,
      mode: 'KNET',
      last4: '4242',
      brand: 'KNET',
    });
    // The process dies inside the fulfilment transaction: nothing of it may survive.
    const crashing = poller({
      afterClaim: async () => {
        throw new Error('process killed');
      },
    });
    await expect(crashing.fromCallback('sandbox', order.paymentId)).rejects.toThrow('process killed');
    expect((await purchaseRow(t, order.referenceId)).status).toBe('PENDING');
    expect(await userPackagesOf(t, order.customer.userId)).toHaveLength(0);
    expect(await bookingsOf(t, order.customer.userId, order.sessionId)).toHaveLength(0);

    // No webhook, no second redirect: the next reconciliation pass settles it.
    const pass = await poller().reconcile();
    expect(pass.PAID).toBeGreaterThanOrEqual(1);
    expect(await transaction(t, order.customer.token, order.referenceId)).toMatchObject({
      status: 'PAID',
      booking: { classSessionId: order.sessionId },
    });
    expect(await userPackagesOf(t, order.customer.userId)).toHaveLength(1);
    expect(await bookingsOf(t, order.customer.userId, order.sessionId)).toHaveLength(1);
    // A second pass finds nothing left to do.
    await poller().reconcile();
    expect(await userPackagesOf(t, order.customer.userId)).toHaveLength(1);
  });

  it('the slow test card stays pending, then pays; the poller fulfils it', async () => {
    const customer = await createCustomer(t, { credits: null });
    const { body } = await buy(t, customer.token, { packageId: await packageId(t, 'Kinetic 10 Credits') });
    const paid = await payOnSandbox(t, body.data.paymentUrl, SANDBOX_CARDS.slow);
    expect(paid.location).toBe(`/paymentconfirmation/${body.data.referenceId}`);
    expect(await transaction(t, customer.token, body.data.referenceId)).toMatchObject({
      status: 'PENDING',
      message: 'Payment Under Process',
    });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await poller().reconcile();
    expect((await transaction(t, customer.token, body.data.referenceId)).status).toBe('PAID');
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(1);
  });

  it('a declined payment leaves no credits, whatever arrives afterwards', async () => {
    const order = await orderForClass('Mat Pilates Core');
    await payOnSandbox(t, order.paymentUrl, SANDBOX_CARDS.declined);
    const row = (await sandbox.find(order.paymentId))!;
    // Even a correctly signed but forged "PAID" notice is checked with the gateway first.
    const forged = JSON.stringify({
      paymentId: row.id,
      customerReference: row.customerReference,
      status: 'PAID',
    });
    const answer = await webhook(forged, signBody(t.config.PAYMENT_WEBHOOK_SECRET, forged));
    expect(answer.json()).toMatchObject({ statusCode: 200, data: { outcome: 'NOOP' } });
    await poller().reconcile();
    expect((await purchaseRow(t, order.referenceId)).status).toBe('FAILED');
    expect(await userPackagesOf(t, order.customer.userId)).toHaveLength(0);
    expect(await creditLedgerOf(t, order.customer.userId)).toHaveLength(0);
    expect(await bookingsOf(t, order.customer.userId, order.sessionId)).toHaveLength(0);
  });

  it('refuses a webhook with a bad signature and stores nothing of it', async () => {
    const order = await orderForClass('Rhythm Ride');
    const body = JSON.stringify({ paymentId: order.paymentId, status: 'PAID' });
    const bad = await webhook(body, 'sha256=00');
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ statusCode: 401, errorMessage: 'Invalid signature.' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    const flood = 'x'.repeat(50_000);
    expect((await webhook(flood, 'sha256=00')).statusCode).toBe(401);
    const kept = await t.database.db.select({ payload: paymentEvents.payload }).from(paymentEvents);
    expect(kept.filter((event) => JSON.stringify(event.payload).includes('xxxxxxxx'))).toEqual([]);
    expect((await purchaseRow(t, order.referenceId)).status).toBe('PENDING');

    const unknown = JSON.stringify({ paymentId: 'sbx_nope', status: 'PAID' });
    expect((await webhook(unknown, signBody(t.config.PAYMENT_WEBHOOK_SECRET, unknown))).statusCode).toBe(404);
    const callback = await t.call({
      method: 'GET',
      url: '/api/v1/payments/callback/sandbox?paymentId=sbx_nope',
    });
    expect(callback.status).toBe(404);
    const noId = await t.call({ method: 'GET', url: '/api/v1/payments/callback/sandbox' });
    expect(noId.status).toBe(400);
    const otherGateway = await t.call({ method: 'GET', url: '/api/v1/payments/callback/paypal?paymentId=1' });
    expect(otherGateway.status).toBe(400);
  });

  it('an order left pending past the timeout is cancelled and its wallet hold returned', async () => {
    const customer = await createCustomer(t, { credits: null });
    await setWallet(t, customer.userId, 2_000);
    const { body } = await buy(t, customer.token, {
      packageId: await packageId(t, 'Kinetic 10 Credits'),
      useWallet: true,
    });
    expect(await walletOf(t, customer.userId)).toEqual({ balance: 0, ledgerSum: 0 });
    // An hour and a minute later: past the order's expiry (PAYMENT_PENDING_TIMEOUT_MINUTES).
    await poller({ now: () => new Date(Date.now() + 61 * 60_000) }).reconcile();
    expect(await transaction(t, customer.token, body.data.referenceId)).toMatchObject({
      status: 'CANCELED',
      message: 'The payment was cancelled. No money was taken.',
      creditedToWallet: false,
    });
    expect(await walletOf(t, customer.userId)).toEqual({ balance: 2_000, ledgerSum: 2_000 });
    const [row] = await t.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.referenceId, body.data.referenceId));
    expect(row!.closedAt).not.toBeNull();
  });
});
