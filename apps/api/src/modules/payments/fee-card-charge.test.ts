import { DEFAULT_SEAT_POLICY, type PaymentLinkDto, type TransactionDto } from '@kinetic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFees, mailQueue, notifications, purchases, savedCards } from '../../db/schema';
import { createCustomer, gymTokenOf, makeSession } from '../../test/discovery';
import { payOnSandbox, SANDBOX_CARDS, walletOf } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPaymentsCapability } from '../payments';
import { takeDueFees } from './seat-fees';

const CLASS = 'Power Spin 45';
const HOUR = 3_600_000;

/**
 * An owed fee in money is charged to the customer's saved card by a pass of the payment jobs
 * (docs/adr/0040): one FEE order per customer however many passes run, the fee paid by it (source
 * ORDER), the customer told their card paid; no card, or a declined one, leaves the fee owed, and a
 * declined card is not asked again within the day.
 */
describe('owed fees charged to the saved card', () => {
  let t: TestApp;
  let gymToken: string;
  /** The payment jobs' clock: a test moves it on to see the day's rest end. */
  let clock = 0;
  let chargeOwedFees: () => Promise<{ charged: number }>;
  beforeAll(async () => {
    t = await createTestApp();
    gymToken = await gymTokenOf(t, CLASS);
    chargeOwedFees = createPaymentsCapability({
      db: t.database.db,
      config: t.config,
      now: () => new Date(Date.now() + clock),
    }).chargeOwedFees;
    const saved = await request('PUT', '/api/v1/manage/seat-policy', gymToken, {
      ...DEFAULT_SEAT_POLICY,
      feeUnit: 'MONEY',
      lateCancelFee: 1500,
      noShowFee: 0,
      feeDelayHours: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => t.close());

  function request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
    return t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload,
    });
  }

  /** A customer with a card saved by a card check on the sandbox's page (no money taken). */
  async function customerWithCard() {
    const customer = await createCustomer(t, { credits: 10 });
    const added = await t.call<PaymentLinkDto>({
      method: 'POST',
      url: '/api/v1/cards/verify',
      token: customer.token,
      payload: { newCard: true },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await payOnSandbox(t, added.body.data.paymentUrl, SANDBOX_CARDS.pays);
    const cards = await t.database.db.select().from(savedCards).where(eq(savedCards.userId, customer.userId));
    expect(cards).toMatchObject([{ renewalDefault: true }]);
    return customer;
  }

  /** A late cancel whose 1.500 KWD fee nothing pays (the wallet is empty): owed. */
  async function oweLateCancel(customer: { userId: number; token: string }) {
    const sessionId = await makeSession(t, CLASS, { startsInHours: 2, seats: 5 });
    const booked = await request('POST', '/api/v1/bookings', customer.token, { classSessionId: sessionId });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = (booked.json() as { data: { booking: { id: number } } }).data.booking.id;
    const canceled = await request(
      'DELETE',
      `/api/v1/bookings/${bookingId}?cancellationId=1`,
      customer.token,
    );
    expect(canceled.statusCode, canceled.body).toBe(200);
    await takeDueFees(t.database.db, { now: new Date(Date.now() + 1000) });
    const [fee] = await feesOf(customer.userId);
    expect(fee).toMatchObject({ status: 'OWED', unit: 'MONEY', amount: 1500 });
    return fee!;
  }

  const feesOf = (userId: number) =>
    t.database.db.select().from(bookingFees).where(eq(bookingFees.userId, userId));
  const feeOrdersOf = (userId: number) =>
    t.database.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.userId, userId), eq(purchases.kind, 'FEE')))
      .orderBy(purchases.id);
  const mailsOf = (userId: number, kind: 'SEAT_FEE' | 'PAYMENT_RECEIPT') =>
    t.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.userId, userId), eq(mailQueue.kind, kind)));
  const told = (userId: number, typeId: number) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.notificationTypeId, typeId)));

  it('charges the saved card once however many passes run; the fee is paid by the order and the customer told', async () => {
    const customer = await customerWithCard();
    const fee = await oweLateCancel(customer);

    await Promise.all([chargeOwedFees(), chargeOwedFees()]);
    const orders = await feeOrdersOf(customer.userId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      status: 'PAID',
      packageId: null,
      price: 1500,
      amount: 1500,
      feesIncluded: 1500,
      walletApplied: 0,
      currencyCode: 'KWD',
      gateway: 'sandbox',
    });
    const [paid] = await feesOf(customer.userId);
    expect(paid).toMatchObject({ id: fee.id, status: 'TAKEN', source: 'CARD', purchaseId: orders[0]!.id });
    expect(await walletOf(t, customer.userId)).toEqual({ balance: 0, ledgerSum: 0 });

    expect(await told(customer.userId, 36)).toHaveLength(1);
    const feeMails = (await mailsOf(customer.userId, 'SEAT_FEE')).map((mail) => mail.textBody);
    expect(feeMails).toHaveLength(2);
    expect(feeMails.filter((text) => text.includes('It was charged to your saved card.'))).toHaveLength(1);
    const [receipt] = await mailsOf(customer.userId, 'PAYMENT_RECEIPT');
    expect(receipt!.textBody).toContain('1.500 KWD for Class fees');

    // The customer's transactions show the charge as class fees.
    const list = await t.call<{ items: TransactionDto[] }>({
      method: 'GET',
      url: '/api/v1/transactions',
      token: customer.token,
    });
    expect(list.body.data.items.find((item) => item.referenceId === orders[0]!.referenceId)).toMatchObject({
      packageName: 'Class fees',
      amount: 1500,
      status: 'PAID',
    });

    // Nothing owed any more: another pass charges nothing.
    await chargeOwedFees();
    expect(await feeOrdersOf(customer.userId)).toHaveLength(1);

    // The database holds one open FEE order per customer, whoever opens it.
    const open = (referenceId: string) =>
      t.database.db.insert(purchases).values({
        referenceId,
        userId: customer.userId,
        kind: 'FEE',
        price: 100,
        amount: 100,
        feesIncluded: 100,
        currencyCode: 'KWD',
        gateway: 'sandbox',
        status: 'PENDING',
      });
    await open(`${orders[0]!.referenceId}-A`);
    await expect(open(`${orders[0]!.referenceId}-B`)).rejects.toThrow();
    await t.database.db
      .update(purchases)
      .set({ status: 'CANCELED', closedAt: new Date() })
      .where(eq(purchases.referenceId, `${orders[0]!.referenceId}-A`));
  });

  it('without a saved card nothing is charged and the fee stays owed', async () => {
    const customer = await createCustomer(t, { credits: 10 });
    const fee = await oweLateCancel(customer);
    await chargeOwedFees();
    expect(await feeOrdersOf(customer.userId)).toHaveLength(0);
    expect(await feesOf(customer.userId)).toMatchObject([{ id: fee.id, status: 'OWED', purchaseId: null }]);
  });

  it('a declined card leaves the fee owed and is not asked again within the day', async () => {
    const customer = await customerWithCard();
    await t.database.db
      .update(savedCards)
      .set({ token: 'sbx_tok_0002_declines' })
      .where(eq(savedCards.userId, customer.userId));
    const fee = await oweLateCancel(customer);

    await chargeOwedFees();
    expect((await feeOrdersOf(customer.userId)).map((order) => order.status)).toEqual(['FAILED']);
    expect(await feesOf(customer.userId)).toMatchObject([{ id: fee.id, status: 'OWED', purchaseId: null }]);
    expect(await walletOf(t, customer.userId)).toEqual({ balance: 0, ledgerSum: 0 });

    // The next passes, a few seconds or hours later, leave the card alone.
    await chargeOwedFees();
    clock = 23 * HOUR;
    await chargeOwedFees();
    expect(await feeOrdersOf(customer.userId)).toHaveLength(1);

    // A day after the decline it is tried again: the card, changed meanwhile, pays.
    await t.database.db
      .update(savedCards)
      .set({ token: 'sbx_tok_4242_pays' })
      .where(eq(savedCards.userId, customer.userId));
    clock = 25 * HOUR;
    await chargeOwedFees();
    expect((await feeOrdersOf(customer.userId)).map((order) => order.status)).toEqual(['FAILED', 'PAID']);
    expect(await feesOf(customer.userId)).toMatchObject([{ id: fee.id, status: 'TAKEN', source: 'CARD' }]);
    clock = 0;
  });
});
