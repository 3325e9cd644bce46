import { type CardSupportDto, PAYMENT_MSG, type SubscriptionDto } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, subscriptions, userPackages, users } from '../../db/schema';
import { createCustomer } from '../../test/discovery';
import { customerPays, myFatoorahApp } from '../../test/myfatoorah';
import type { MyFatoorahFake } from '../../test/myfatoorah-fake';
import {
  buy,
  endSubscribedPackage,
  packageId,
  purchaseRow,
  transaction,
  userPackagesOf,
} from '../../test/payments';
import type { TestApp } from '../../test/test-app';
import { createPaymentsCapability } from '../payments';
import { createPaymentsRepository } from './payments.repository';
import { createSettlementService } from './settlement.service';
import { RENEWAL_LINK_TIMEOUT_MS } from './subscriptions.service';

/**
 * docs/adr/0012: on a standard MyFatoorah account no card can be charged without the
 * customer, so a due renewal is a payment link MyFatoorah e-mails to them (SendPayment 'EML'); the
 * subscription renews when it is paid and ends only if the link lapses unpaid.
 */
describe('MyFatoorah renewals by payment link', () => {
  let fake: MyFatoorahFake;
  let t: TestApp;
  let renew: () => Promise<unknown>;
  beforeAll(async () => {
    ({ t, fake } = await myFatoorahApp());
    renew = createPaymentsCapability({ db: t.database.db, config: t.config }).renewSubscriptions;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function dueSubscriber() {
    const customer = await createCustomer(t, { credits: null });
    const { body } = await buy(t, customer.token, {
      packageId: await packageId(t, 'Kinetic 10 Credits'),
      paymentMethodId: 1,
      subscribe: true,
    });
    await t.app.inject({ method: 'GET', url: await customerPays(body.data.paymentUrl, 'paid') });
    const subs = await t.call<SubscriptionDto[]>({
      method: 'GET',
      url: '/api/v1/subscriptions',
      token: customer.token,
    });
    const sub = subs.body.data[0]!;
    await endSubscribedPackage(t, sub.id, new Date(Date.now() - 60_000));
    const [user] = await t.database.db.select().from(users).where(eq(users.id, customer.userId));
    return { customer, sub, email: user!.email! };
  }

  const subscription = async (id: number) =>
    (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

  it('a due renewal e-mails a payment link; paying it renews the subscription', async () => {
    const { customer, sub, email } = await dueSubscriber();
    const before = Date.now();
    await renew();
    const mail = fake.outbox.find((m) => m.to === email);
    expect(mail).toBeDefined();
    const sent = fake.requests.filter((r) => r.path === '/v2/SendPayment').at(-1)!.body;
    expect(sent).toMatchObject({ NotificationOption: 'EML', CustomerEmail: email, InvoiceValue: 22.5 });
    const expiry = new Date(`${String(sent.ExpiryDate)}+03:00`).getTime();
    expect(expiry).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + RENEWAL_LINK_TIMEOUT_MS);
    const row = await subscription(sub.id);
    expect(row.status).toBe('ACTIVE');
    const renewal = (
      await t.database.db.select().from(purchases).where(eq(purchases.id, row.renewingPurchaseId!))
    )[0]!;
    expect(renewal).toMatchObject({ kind: 'RENEWAL', status: 'PENDING', amount: 22_500 });
    // The customer's subscription shows the same link, what it renews, the amount and when it lapses.
    const mine = async () =>
      (
        await t.call<SubscriptionDto[]>({
          method: 'GET',
          url: '/api/v1/subscriptions',
          token: customer.token,
        })
      ).body.data.find((s) => s.id === sub.id)!;
    expect((await mine()).pendingRenewal).toEqual({
      referenceId: renewal.referenceId,
      packageName: 'Kinetic 10 Credits',
      amount: 22_500,
      currencyCode: 'KWD',
      payBy: renewal.expiresAt!.toISOString(),
      paymentUrl: mail!.url,
    });

    // Renewing again while the link is out sends nothing new.
    await renew();
    expect(fake.outbox.filter((m) => m.to === email)).toHaveLength(1);

    await t.app.inject({ method: 'GET', url: await customerPays(mail!.url, 'paid', 1) });
    expect((await transaction(t, customer.token, renewal.referenceId)).status).toBe('PAID');
    const renewed = await subscription(sub.id);
    expect(renewed).toMatchObject({ status: 'ACTIVE', renewingPurchaseId: null });
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(2);
    const [renewedPackage] = await t.database.db
      .select()
      .from(userPackages)
      .where(eq(userPackages.id, renewed.userPackageId!));
    expect(renewedPackage!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(await mine()).toMatchObject({
      pendingRenewal: null,
      renewsAt: renewedPackage!.expiresAt.toISOString(),
    });
  });

  it('a standard account keeps no cards: adding one or paying with one is a 409 that says so, not a 502', async () => {
    const customer = await createCustomer(t, { credits: null });
    const support = await t.call<CardSupportDto>({
      method: 'GET',
      url: '/api/v1/cards/support',
      token: customer.token,
    });
    expect(support.body.data).toEqual({ canSaveCards: false });
    const requestsBefore = fake.requests.length;
    const pkg = await packageId(t, 'Kinetic 10 Credits');
    for (const payload of [{ newCard: true }, { packageId: pkg, newCard: false, cardToken: '1' }]) {
      const refused = await t.call({
        method: 'POST',
        url: '/api/v1/cards/verify',
        token: customer.token,
        payload,
      });
      expect(refused.status, JSON.stringify(payload)).toBe(409);
      expect(refused.body.errorMessage).toBe(PAYMENT_MSG.savedCardsUnavailable);
    }
    // Nothing was asked of MyFatoorah and no order was opened.
    expect(fake.requests.length).toBe(requestsBefore);
    expect(await t.database.db.select().from(purchases).where(eq(purchases.userId, customer.userId))).toEqual(
      [],
    );
    // A new card on a package is an ordinary payment on MyFatoorah's page.
    const bought = await t.call<{ paymentUrl: string }>({
      method: 'POST',
      url: '/api/v1/cards/verify',
      token: customer.token,
      payload: { packageId: pkg, newCard: true },
    });
    expect(bought.status).toBe(201);
    expect(bought.body.data.paymentUrl).toMatch(/\/invoice\/\d+$/);
  });

  it('a link that lapses unpaid ends the subscription; no money was taken', async () => {
    const { sub, email } = await dueSubscriber();
    await renew();
    expect(fake.outbox.some((m) => m.to === email)).toBe(true);
    const pending = await subscription(sub.id);
    const renewal = await purchaseRow(
      t,
      (await t.database.db.select().from(purchases).where(eq(purchases.id, pending.renewingPurchaseId!)))[0]!
        .referenceId,
    );
    // An hour later the link is still payable (it is not an ordinary order's hour).
    const poll = (ms: number) =>
      createSettlementService({
        repository: createPaymentsRepository(t.database.db),
        gateways: {
          myfatoorah: createPaymentsCapability({ db: t.database.db, config: t.config }).gateways.active,
        },
        pollAfterMs: 0,
        now: () => new Date(Date.now() + ms),
      }).reconcile();
    await poll(61 * 60_000);
    expect((await purchaseRow(t, renewal.referenceId)).status).toBe('PENDING');
    await poll(RENEWAL_LINK_TIMEOUT_MS + 60_000);
    expect((await purchaseRow(t, renewal.referenceId)).status).toBe('CANCELED');
    await renew();
    expect((await subscription(sub.id)).status).toBe('CANCELED');
  });
});
