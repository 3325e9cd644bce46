import { PAYMENT_MSG, type PaymentLinkDto } from '@kinetic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages, paymentEvents, savedCards, walletLedger } from '../../db/schema';
import { createMyFatoorahGateway } from '../../providers/payments/myfatoorah-gateway';
import { createCustomer } from '../../test/discovery';
import {
  customerPays,
  invoiceIdOf,
  MF_API_KEY,
  MF_SECRET,
  myFatoorahApp,
  useWebhook,
} from '../../test/myfatoorah';
import type { MyFatoorahFake } from '../../test/myfatoorah-fake';
import {
  buy,
  packageId,
  purchaseRow,
  setWallet,
  transaction,
  userPackagesOf,
  walletOf,
} from '../../test/payments';
import type { TestApp } from '../../test/test-app';
import { createPaymentsRepository } from './payments.repository';
import { createSettlementService } from './settlement.service';

/** How MyFatoorah's answers settle (or do not settle) our orders. */
describe('MyFatoorah settlement', () => {
  let fake: MyFatoorahFake;
  let t: TestApp;
  beforeAll(async () => {
    ({ t, fake } = await myFatoorahApp({ MYFATOORAH_DIRECT_PAYMENT: 'true' }));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** The reconciliation pass, as the job runs it, an hour and a minute from now (past every expiry). */
  const poller = (later = true) =>
    createSettlementService({
      repository: createPaymentsRepository(t.database.db),
      gateways: {
        myfatoorah: createMyFatoorahGateway({
          apiKey: MF_API_KEY,
          webhookSecret: MF_SECRET,
          baseUrl: fake.url,
          maxRetryWaitMs: 0,
        }),
      },
      pollAfterMs: 0,
      closedPollEveryMs: 0,
      now: () => new Date(Date.now() + (later ? 61 * 60_000 : 0)),
      log: { warn: () => {} },
    });

  async function order(customerToken: string, extra: Record<string, unknown> = {}) {
    const { status, body } = await buy(t, customerToken, {
      packageId: await packageId(t, 'Kinetic 10 Credits'),
      paymentMethodId: 1,
      ...extra,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    return { referenceId: body.data.referenceId as string, paymentUrl: body.data.paymentUrl as string };
  }

  const eventsOf = async (referenceId: string) => {
    const row = await purchaseRow(t, referenceId);
    return t.database.db.select().from(paymentEvents).where(eq(paymentEvents.purchaseId, row.id));
  };

  it('an account approved for DirectPayment keeps cards (GET /cards/support)', async () => {
    const customer = await createCustomer(t, { credits: null });
    const support = await t.call({ method: 'GET', url: '/api/v1/cards/support', token: customer.token });
    expect(support.body.data).toEqual({ canSaveCards: true });
  });

  it('an invoice paid twice (DuplicatePayment) is paid: the poller fulfils it, never cancels it', async () => {
    const customer = await createCustomer(t, { credits: null });
    const { referenceId, paymentUrl } = await order(customer.token);
    await fake.pay(invoiceIdOf(paymentUrl), 'paid');
    await fake.pay(invoiceIdOf(paymentUrl), 'paid');
    expect(fake.invoices.get(invoiceIdOf(paymentUrl))!.InvoiceStatus).toBe('DuplicatePayment');
    const counts = await poller().reconcile();
    expect(counts).toMatchObject({ PAID: 1, CANCELED: 0 });
    expect((await transaction(t, customer.token, referenceId)).status).toBe('PAID');
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(1);
  });

  it('a saved-card charge whose answer is lost keeps the invoice id, so it is settled, and the webhook finds it', async () => {
    const customer = await createCustomer(t, { credits: null });
    const [card] = await t.database.db
      .insert(savedCards)
      .values({
        userId: customer.userId,
        gateway: 'myfatoorah',
        token: 'tok_approved_account',
        brand: 'VISA',
        last4: '1019',
        expiryMonth: 12,
        expiryYear: 2030,
      })
      .returning();
    fake.hangDirectPayment = true;
    let answer: Awaited<ReturnType<typeof t.call<PaymentLinkDto>>>;
    try {
      answer = await t.call<PaymentLinkDto>({
        method: 'POST',
        url: '/api/v1/cards/verify',
        token: customer.token,
        payload: {
          packageId: await packageId(t, 'Kinetic 10 Credits'),
          newCard: false,
          cardToken: String(card!.id),
        },
      });
    } finally {
      fake.hangDirectPayment = false;
    }
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { referenceId } = answer.body.data;
    const row = await purchaseRow(t, referenceId);
    expect(row.gatewayPaymentId).not.toBeNull();
    const invoice = fake.invoices.get(Number(row.gatewayPaymentId))!;
    expect(invoice.InvoiceStatus).toBe('Paid');
    // The card was charged although its answer never came: the customer has what they paid for.
    expect((await transaction(t, customer.token, referenceId)).status).toBe('PAID');
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(1);
    const notice = fake.webhookFor(invoice.InvoiceId, 'V1', MF_SECRET);
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/myfatoorah',
      headers: { 'content-type': 'application/json', 'myfatoorah-signature': notice.signature },
      payload: notice.body,
    });
    expect(webhook.statusCode, webhook.body).toBe(200);
    expect(fake.requests.find((r) => r.path.startsWith('/v2/DirectPayment/'))!.body).not.toHaveProperty(
      'Bypass3DS',
    );
  });

  it('a rate-limited status check (429) is asked again, or waits for the poller; never a refusal', async () => {
    const customer = await createCustomer(t, { credits: null });
    const first = await order(customer.token);
    const callback = await customerPays(first.paymentUrl, 'paid');
    fake.rateLimit(1);
    const retried = await t.app.inject({ method: 'GET', url: callback });
    expect(retried.headers.location).toBe(`/paymentconfirmation/${first.referenceId}`);
    expect((await transaction(t, customer.token, first.referenceId)).status).toBe('PAID');

    const second = await order(customer.token);
    const back = await customerPays(second.paymentUrl, 'paid');
    fake.rateLimit(1_000);
    try {
      const busy = await t.app.inject({ method: 'GET', url: back });
      expect(busy.statusCode).toBe(302);
      expect(busy.headers.location).toBe(`/paymentconfirmation/${second.referenceId}`);
      expect((await purchaseRow(t, second.referenceId)).status).toBe('PENDING');
      const anonymous = await t.app.inject({
        method: 'GET',
        url: back.replace(/ref=[^&]+&/, ''),
      });
      expect(anonymous.statusCode).toBe(503);
      expect(anonymous.json().errorMessage).toBe(PAYMENT_MSG.gatewayBusy);
    } finally {
      fake.rateLimit(0);
    }
    await poller(false).reconcile();
    expect((await transaction(t, customer.token, second.referenceId)).status).toBe('PAID');
  });

  it("the status is the callback's own attempt (its PaymentId), not the invoice's last one", async () => {
    const customer = await createCustomer(t, { credits: null });
    const { referenceId, paymentUrl } = await order(customer.token);
    const invoice = fake.invoices.get(invoiceIdOf(paymentUrl))!;
    // Two tabs: the attempt the customer is coming back from is still in progress; another failed.
    const attempt = (PaymentId: string, TransactionStatus: 'InProgress' | 'Failed', at: string) => ({
      TransactionDate: at,
      PaymentGateway: 'KNET',
      PaymentId,
      TransactionId: `T${PaymentId}`,
      TransactionStatus,
      Error: TransactionStatus === 'Failed' ? 'Declined' : null,
      CardNumber: null,
    });
    invoice.InvoiceTransactions.push(
      attempt('mine-1', 'InProgress', '2026-11-25T06:00:00Z'),
      attempt('other-2', 'Failed', '2026-11-25T06:00:05Z'),
    );
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/callback/myfatoorah?ref=${referenceId}&paymentId=mine-1`,
    });
    expect(back.headers.location).toBe(`/paymentconfirmation/${referenceId}`);
    expect((await purchaseRow(t, referenceId)).status).toBe('PENDING');
  });

  it('a paid invoice whose amount or reference is not the order’s fulfils nothing and is flagged', async () => {
    const customer = await createCustomer(t, { credits: null });
    const short = await order(customer.token);
    fake.invoices.get(invoiceIdOf(short.paymentUrl))!.InvoiceValue = 1; // 1.000 KD, not 25.000
    await t.app.inject({ method: 'GET', url: await customerPays(short.paymentUrl, 'paid') });
    expect(await purchaseRow(t, short.referenceId)).toMatchObject({
      status: 'FAILED',
      failureReason: expect.stringContaining('does not match the order: amount 1000'),
    });
    expect((await eventsOf(short.referenceId)).map((e) => e.outcome)).toContain('MISMATCH');

    const other = await order(customer.token);
    fake.invoices.get(invoiceIdOf(other.paymentUrl))!.CustomerReference = 'KIN-SOMEONE-ELSE';
    await t.app.inject({ method: 'GET', url: await customerPays(other.paymentUrl, 'paid') });
    expect((await purchaseRow(t, other.referenceId)).failureReason).toMatch(/reference KIN-SOMEONE-ELSE/);
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(0);
  });

  it('late payment: an expired order MyFatoorah still charged is fulfilled, its wallet part taken again', async () => {
    useWebhook(t, fake, 'V2');
    try {
      const customer = await createCustomer(t, { credits: null });
      await setWallet(t, customer.userId, 5_000);
      const { referenceId, paymentUrl } = await order(customer.token, { useWallet: true });
      expect(await walletOf(t, customer.userId)).toEqual({ balance: 0, ledgerSum: 0 });
      await poller().reconcile();
      expect((await purchaseRow(t, referenceId)).status).toBe('CANCELED');
      expect(await walletOf(t, customer.userId)).toEqual({ balance: 5_000, ledgerSum: 5_000 });
      // The bank confirms after we gave up; MyFatoorah's V2 notice arrives.
      await fake.pay(invoiceIdOf(paymentUrl), 'paid', { ignoreExpiry: true });
      expect(await transaction(t, customer.token, referenceId)).toMatchObject({ status: 'PAID' });
      expect(await userPackagesOf(t, customer.userId)).toHaveLength(1);
      expect(await walletOf(t, customer.userId)).toEqual({ balance: 0, ledgerSum: 0 });
    } finally {
      fake.webhook = null;
    }
  });

  it('late payment: when the order can no longer be fulfilled the money is credited to the wallet, once, with its ledger row', async () => {
    const customer = await createCustomer(t, { credits: null });
    const pkg = await packageId(t, 'Kinetic 10 Credits');
    const { referenceId, paymentUrl } = await order(customer.token);
    await poller().reconcile();
    expect((await purchaseRow(t, referenceId)).status).toBe('CANCELED');
    await t.database.db.update(packages).set({ active: false }).where(eq(packages.id, pkg));
    try {
      await fake.pay(invoiceIdOf(paymentUrl), 'paid', { ignoreExpiry: true });
      // No webhook arrives: the poller still asks about recently closed orders.
      expect(await poller().reconcile()).toMatchObject({ CREDITED: 1 });
      expect(await poller().reconcile()).toMatchObject({ CREDITED: 0, PAID: 0 });
      const row = await purchaseRow(t, referenceId);
      expect(row.status).toBe('CANCELED');
      expect(row.creditedAt).not.toBeNull();
      expect(await userPackagesOf(t, customer.userId)).toHaveLength(0);
      expect(await walletOf(t, customer.userId)).toEqual({ balance: 25_000, ledgerSum: 25_000 });
      const ledger = await t.database.db
        .select()
        .from(walletLedger)
        .where(and(eq(walletLedger.userId, customer.userId), eq(walletLedger.purchaseId, row.id)));
      expect(ledger.map((l) => [l.reason, l.delta])).toEqual([['REFUND', 25_000]]);
      // The customer's result page says where the money went, not that none was taken.
      const seen = await t.call<{ message: string; creditedToWallet: boolean }>({
        method: 'GET',
        url: `/api/v1/transactions/${referenceId}`,
        token: customer.token,
      });
      expect(seen.body.data.message).toBe(PAYMENT_MSG.paymentCreditedToWallet);
      expect(seen.body.data.creditedToWallet).toBe(true);
      const notice = fake.webhookFor(invoiceIdOf(paymentUrl), 'V1', MF_SECRET);
      const replay = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook/myfatoorah',
        headers: { 'content-type': 'application/json', 'myfatoorah-signature': notice.signature },
        payload: notice.body,
      });
      expect(replay.json()).toMatchObject({ data: { outcome: 'NOOP' } });
      expect(await walletOf(t, customer.userId)).toEqual({ balance: 25_000, ledgerSum: 25_000 });
    } finally {
      await t.database.db.update(packages).set({ active: true }).where(eq(packages.id, pkg));
    }
  });
});
