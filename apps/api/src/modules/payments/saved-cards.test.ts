import type { CardDto, PaymentLinkDto, SubscriptionDto } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../db/schema';
import { createCustomer } from '../../test/discovery';
import {
  buy,
  endSubscribedPackage,
  packageId,
  payOnSandbox,
  transaction,
  userPackagesOf,
} from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPaymentsCapability } from '../payments';

const MASTERCARD = '5555555555554444';

describe('saved cards: add one outside a purchase, delete one (SPEC 7.4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function subscriber() {
    const customer = await createCustomer(t, { credits: null });
    const { body } = await buy(t, customer.token, {
      packageId: await packageId(t, 'Kinetic 10 Credits'),
      subscribe: true,
    });
    await payOnSandbox(t, body.data.paymentUrl, '4242424242424242');
    return customer;
  }
  const cards = async (token: string) =>
    (await t.call<CardDto[]>({ method: 'GET', url: '/api/v1/cards', token })).body.data;
  const mySubscription = async (token: string) =>
    (await t.call<SubscriptionDto[]>({ method: 'GET', url: '/api/v1/subscriptions', token })).body.data[0]!;
  const addCard = (token: string) =>
    t.call<PaymentLinkDto>({
      method: 'POST',
      url: '/api/v1/cards/verify',
      token,
      payload: { newCard: true },
    });
  const deleteCard = (token: string, id: number) =>
    t.call<CardDto[]>({ method: 'DELETE', url: `/api/v1/cards/${id}`, token });

  it('adds a card through the gateway card check, taking no money and granting nothing', async () => {
    const customer = await subscriber();
    const support = await t.call({ method: 'GET', url: '/api/v1/cards/support', token: customer.token });
    expect(support.body.data).toEqual({ canSaveCards: true });
    const added = await addCard(customer.token);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data.paymentUrl).toMatch(/^\/pay\/sandbox\//);
    const page = await t.app.inject({ method: 'GET', url: added.body.data.paymentUrl });
    expect(page.body).toContain('0.000 KWD');
    expect(page.body).toContain('no money is taken');
    expect(page.body).toContain('Verify card');
    await payOnSandbox(t, added.body.data.paymentUrl, MASTERCARD);

    expect(await transaction(t, customer.token, added.body.data.referenceId)).toMatchObject({
      status: 'PAID',
      amount: 0,
      packageId: null,
      packageName: 'Card verification',
      message: 'Your card is saved. No money was taken.',
    });
    expect((await cards(customer.token)).map((c) => `${c.brand} ${c.last4}`).sort()).toEqual([
      'MASTERCARD 4444',
      'VISA 4242',
    ]);
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(1);

    // A declined card is not kept.
    const declined = await addCard(customer.token);
    await payOnSandbox(t, declined.body.data.paymentUrl, '4000000000000002');
    expect((await transaction(t, customer.token, declined.body.data.referenceId)).message).toBe(
      'The card was declined and not saved. No money was taken. Please try another card.',
    );
    expect(await cards(customer.token)).toHaveLength(2);
  });

  it('deletes only your own card; subscriptions move to your other card', async () => {
    const customer = await subscriber();
    const stranger = await createCustomer(t, { credits: null });
    const [visa] = await cards(customer.token);
    const refused = await deleteCard(stranger.token, visa!.id);
    expect(refused.status).toBe(404);
    expect(refused.body.errorMessage).toBe('Card not found.');
    expect(await cards(customer.token)).toHaveLength(1);

    const added = await addCard(customer.token);
    await payOnSandbox(t, added.body.data.paymentUrl, MASTERCARD);
    expect((await mySubscription(customer.token)).cardLast4).toBe('4242');

    const left = await deleteCard(customer.token, visa!.id);
    expect(left.status).toBe(200);
    expect(left.body.data.map((c) => c.last4)).toEqual(['4444']);
    expect((await mySubscription(customer.token)).cardLast4).toBe('4444');
    expect((await deleteCard(customer.token, visa!.id)).status).toBe(404);

    // The last card gone: the subscription has none; a card added later becomes its card.
    expect((await deleteCard(customer.token, left.body.data[0]!.id)).body.data).toEqual([]);
    expect((await mySubscription(customer.token)).cardLast4).toBeNull();
    const again = await addCard(customer.token);
    await payOnSandbox(t, again.body.data.paymentUrl, '4242424242424242');
    expect((await mySubscription(customer.token)).cardLast4).toBe('4242');
  });

  it('the customer chooses the card renewals use: every active subscription moves to it', async () => {
    const customer = await subscriber();
    const stranger = await createCustomer(t, { credits: null });
    const added = await addCard(customer.token);
    await payOnSandbox(t, added.body.data.paymentUrl, MASTERCARD);
    // The first card kept is the default; a later one is not, until chosen.
    const before = await cards(customer.token);
    expect(before.map((c) => `${c.last4} ${c.renewalDefault}`).sort()).toEqual(['4242 true', '4444 false']);
    const mastercard = before.find((c) => c.last4 === '4444')!;
    const choose = (token: string, id: number) =>
      t.call<CardDto[]>({ method: 'PUT', url: `/api/v1/cards/${id}/default`, token });

    expect((await choose(stranger.token, mastercard.id)).status).toBe(404);
    expect((await mySubscription(customer.token)).cardLast4).toBe('4242');

    const chosen = await choose(customer.token, mastercard.id);
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.filter((c) => c.renewalDefault).map((c) => c.last4)).toEqual(['4444']);
    expect((await mySubscription(customer.token)).cardLast4).toBe('4444');

    // Removing the default: the other card becomes it, and the subscription renews there.
    const left = await deleteCard(customer.token, mastercard.id);
    expect(left.body.data.map((c) => `${c.last4} ${c.renewalDefault}`)).toEqual(['4242 true']);
    expect((await mySubscription(customer.token)).cardLast4).toBe('4242');
  });

  it('a renewal due with the card deleted charges nothing and ends the subscription', async () => {
    const payments = createPaymentsCapability({ db: t.database.db, config: t.config });
    const customer = await subscriber();
    const [visa] = await cards(customer.token);
    await deleteCard(customer.token, visa!.id);
    const sub = await mySubscription(customer.token);
    await endSubscribedPackage(t, sub.id);
    await payments.renewSubscriptions();
    expect((await mySubscription(customer.token)).status).toBe('CANCELED');
    expect(await t.database.db.select().from(purchases).where(eq(purchases.subscriptionId, sub.id))).toEqual(
      [],
    );
  });
});
