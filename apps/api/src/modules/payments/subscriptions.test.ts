import type { CardDto, EditSubscriptionResultDto, PaymentLinkDto, SubscriptionDto } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, savedCards, subscriptions, userPackages } from '../../db/schema';
import { DEMO } from '../../test/accounts';
import { createCustomer, tokenFor } from '../../test/discovery';
import {
  buy,
  endSubscribedPackage,
  packageId,
  payOnSandbox,
  purchaseRow,
  transaction,
  userPackagesOf,
} from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPaymentsCapability } from '../payments';

describe('subscriptions, saved cards and special packages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A customer who bought "Kinetic 10 Credits" with subscribe and the success card. */
  async function subscriber() {
    const customer = await createCustomer(t, { credits: null });
    const pkg = await packageId(t, 'Kinetic 10 Credits');
    const { body } = await buy(t, customer.token, { packageId: pkg, subscribe: true });
    expect(body.data.status).toBe('PENDING');
    await payOnSandbox(t, body.data.paymentUrl, '4242424242424242');
    const subs = await t.call<SubscriptionDto[]>({
      method: 'GET',
      url: '/api/v1/subscriptions',
      token: customer.token,
    });
    return { customer, pkg, referenceId: body.data.referenceId, sub: subs.body.data[0]! };
  }

  const edit = (token: string, id: number, payload: object) =>
    t.call<EditSubscriptionResultDto>({ method: 'PUT', url: `/api/v1/subscriptions/${id}`, token, payload });

  it('subscribing takes 10 percent off, keeps the card and lists the subscription', async () => {
    const { customer, pkg, referenceId, sub } = await subscriber();
    expect(await purchaseRow(t, referenceId)).toMatchObject({
      price: 25_000,
      subscriptionDiscount: 2_500,
      amount: 22_500,
    });
    expect(sub).toMatchObject({
      packageId: pkg,
      packageName: 'Kinetic 10 Credits',
      status: 'ACTIVE',
      periodDays: 30,
      price: 22_500,
      currencyCode: 'KWD',
      cardLast4: '4242',
    });
    const cards = await t.call<CardDto[]>({ method: 'GET', url: '/api/v1/cards', token: customer.token });
    expect(cards.body.data).toEqual([expect.objectContaining({ brand: 'VISA', last4: '4242' })]);
    const held = await t.call<{ subscription: { id: number } | null }[]>({
      method: 'GET',
      url: '/api/v1/user-packages',
      token: customer.token,
    });
    expect(held.body.data[0]!.subscription).toMatchObject({ id: sub.id, status: 'ACTIVE', periodDays: 30 });
  });

  it('EXTEND charges the saved card at once and adds credits and validity; UPGRADE moves to another package', async () => {
    const { customer, pkg, sub } = await subscriber();
    const [before] = await userPackagesOf(t, customer.userId);
    const extended = await edit(customer.token, sub.id, { packageId: pkg, action: 'EXTEND' });
    expect(extended.status, JSON.stringify(extended.body)).toBe(200);
    expect(extended.body.data).toMatchObject({ paymentUrl: null, status: 'PAID' });
    expect(await transaction(t, customer.token, extended.body.data.referenceId)).toMatchObject({
      status: 'PAID',
      amount: 22_500,
    });
    const [after] = await userPackagesOf(t, customer.userId);
    expect(after!.creditsBalance).toBe(before!.creditsBalance + 10);
    expect(after!.expiresAt.getTime() - before!.expiresAt.getTime()).toBe(30 * 86_400_000);

    const unlimited = await packageId(t, 'Kinetic Unlimited Month');
    const upgraded = await edit(customer.token, sub.id, { packageId: unlimited, action: 'UPGRADE' });
    expect(upgraded.body.data.status).toBe('PAID');
    const subs = await t.call<SubscriptionDto[]>({
      method: 'GET',
      url: '/api/v1/subscriptions',
      token: customer.token,
    });
    expect(subs.body.data[0]).toMatchObject({ packageId: unlimited, price: 81_000 });
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(2);
  });

  it('EXTEND with an Idempotency-Key charges once, however often and however fast it is sent', async () => {
    const { customer, pkg, sub } = await subscriber();
    const [before] = await userPackagesOf(t, customer.userId);
    const send = (key: string, payload: object = { packageId: pkg, action: 'EXTEND' }) =>
      t.call<EditSubscriptionResultDto>({
        method: 'PUT',
        url: `/api/v1/subscriptions/${sub.id}`,
        token: customer.token,
        payload,
        headers: { 'idempotency-key': key },
      });
    const first = await send('extend-once');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'PAID', paymentUrl: null });
    const replay = await send('extend-once');
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual(first.body.data);

    // A double click: the same key three times at once.
    const together = await Promise.all([send('extend-twice'), send('extend-twice'), send('extend-twice')]);
    expect(together.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(together.map((r) => r.body.data.referenceId)).size).toBe(1);
    expect(together[0]!.body.data.referenceId).not.toBe(first.body.data.referenceId);

    // Two keys, two charges: 20 credits more, not 50.
    const charges = await t.database.db.select().from(purchases).where(eq(purchases.subscriptionId, sub.id));
    expect(charges.map((c) => c.kind)).toEqual(['EXTEND', 'EXTEND']);
    const [after] = await userPackagesOf(t, customer.userId);
    expect(after!.creditsBalance).toBe(before!.creditsBalance + 20);

    // The same key for another request is refused.
    const unlimited = await packageId(t, 'Kinetic Unlimited Month');
    const reused = await send('extend-once', { packageId: unlimited, action: 'UPGRADE' });
    expect(reused.status).toBe(400);
    expect(
      await t.database.db.select().from(purchases).where(eq(purchases.subscriptionId, sub.id)),
    ).toHaveLength(2);
  });

  it('refuses bad edits, and cancels once', async () => {
    const { customer, pkg, sub } = await subscriber();
    const other = await packageId(t, 'Aerial Pack 8');
    expect((await edit(customer.token, sub.id, { packageId: other, action: 'EXTEND' })).status).toBe(400);
    expect((await edit(customer.token, sub.id, { packageId: pkg, action: 'UPGRADE' })).status).toBe(400);
    const sar = await packageId(t, 'Riyadh 10 Credits');
    expect((await edit(customer.token, sub.id, { packageId: sar, action: 'UPGRADE' })).status).toBe(400);
    expect((await edit(customer.token, sub.id, { packageId: pkg, action: 'RENEW' })).status).toBe(400);
    const stranger = await createCustomer(t, { credits: null });
    expect((await edit(stranger.token, sub.id, { packageId: pkg, action: 'EXTEND' })).status).toBe(404);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/v1/subscriptions/${sub.id}`, token: stranger.token }))
        .status,
    ).toBe(404);

    const canceled = await t.call<SubscriptionDto>({
      method: 'DELETE',
      url: `/api/v1/subscriptions/${sub.id}`,
      token: customer.token,
    });
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.status).toBe('CANCELED');
    const again = await t.call({
      method: 'DELETE',
      url: `/api/v1/subscriptions/${sub.id}`,
      token: customer.token,
    });
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBe('This subscription is already cancelled.');
    expect((await edit(customer.token, sub.id, { packageId: pkg, action: 'EXTEND' })).status).toBe(409);
    expect((await t.call({ method: 'GET', url: '/api/v1/subscriptions' })).status).toBe(401);
  });

  it('subscriptions exist only for KWD and BHD packages', async () => {
    const customer = await createCustomer(t, { credits: null });
    const sar = await buy(t, customer.token, {
      packageId: await packageId(t, 'Riyadh 10 Credits'),
      subscribe: true,
    });
    expect(sar.status).toBe(400);
    expect(sar.body.errorMessage).toBe('Subscriptions are only available in Kuwait and Bahrain.');
    const bhd = await buy(t, customer.token, {
      packageId: await packageId(t, 'Bahrain 10 Credits'),
      subscribe: true,
    });
    expect(bhd.status).toBe(201);
    expect(await purchaseRow(t, bhd.body.data.referenceId)).toMatchObject({
      amount: 20_250,
      currencyCode: 'BHD',
    });
  });

  it('renews when its package ends or its credits run out, and ends when the card is declined', async () => {
    const payments = createPaymentsCapability({ db: t.database.db, config: t.config });
    const { customer, sub } = await subscriber();
    await endSubscribedPackage(t, sub.id);
    await payments.renewSubscriptions();
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(2);
    const [renewedSub] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    const [renewedPackage] = await t.database.db
      .select()
      .from(userPackages)
      .where(eq(userPackages.id, renewedSub!.userPackageId!));
    expect(renewedPackage!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(renewedSub!.renewingPurchaseId).toBeNull();
    // Running again changes nothing: it is not due.
    await payments.renewSubscriptions();
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(2);

    // Credits finished: renewed on the spot.
    await t.database.db
      .update(userPackages)
      .set({ creditsBalance: 0 })
      .where(eq(userPackages.id, renewedSub!.userPackageId!));
    await payments.renewSubscriptions();
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(3);

    // The card now declines: the renewal fails, no credits, the subscription ends.
    await t.database.db
      .update(savedCards)
      .set({ token: 'sbx_tok_0002_test' })
      .where(eq(savedCards.userId, customer.userId));
    await endSubscribedPackage(t, sub.id);
    await payments.renewSubscriptions();
    await payments.renewSubscriptions();
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(3);
    const [ended] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(ended!.status).toBe('CANCELED');
    const renewals = await t.database.db.select().from(purchases).where(eq(purchases.subscriptionId, sub.id));
    expect(renewals.map((r) => r.status).sort()).toEqual(['FAILED', 'PAID', 'PAID']);
  });

  it('card verify: a new card goes to the gateway page, a saved one pays at once', async () => {
    const { customer } = await subscriber();
    const pkg = await packageId(t, 'Aerial Pack 8');
    const fresh = await t.call<PaymentLinkDto>({
      method: 'POST',
      url: '/api/v1/cards/verify',
      token: customer.token,
      payload: { packageId: pkg, subscription: false, newCard: true },
    });
    expect(fresh.status).toBe(201);
    expect(fresh.body.data.paymentUrl).toMatch(/^\/pay\/sandbox\//);
    const [card] = await t.database.db
      .select()
      .from(savedCards)
      .where(eq(savedCards.userId, customer.userId));
    const saved = await t.call<PaymentLinkDto>({
      method: 'POST',
      url: '/api/v1/cards/verify',
      token: customer.token,
      payload: { packageId: pkg, subscription: false, newCard: false, cardToken: String(card!.id) },
    });
    expect(saved.body.data.paymentUrl).toBe(`/paymentconfirmation/${saved.body.data.referenceId}`);
    expect((await transaction(t, customer.token, saved.body.data.referenceId)).status).toBe('PAID');
    const unknown = await t.call({
      method: 'POST',
      url: '/api/v1/cards/verify',
      token: customer.token,
      payload: { packageId: pkg, newCard: false, cardToken: '999999' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMessage).toBe('Card not found.');
  });

  it('special package purchase: for a guest or for the caller; only special packages', async () => {
    const special = await packageId(t, 'Special Program Pass');
    const guest = await t.call<PaymentLinkDto>({
      method: 'POST',
      url: '/api/v1/special-packages/purchase',
      payload: {
        email: 'walk.in@example.com',
        firstName: 'Walk',
        description: 'Ramadan program',
        videoClassPackage: true,
        packageId: special,
      },
    });
    expect(guest.status).toBe(201);
    const guestRow = await purchaseRow(t, guest.body.data.referenceId);
    expect(guestRow).toMatchObject({ userId: null, kind: 'SPECIAL', buyerEmail: 'walk.in@example.com' });
    await payOnSandbox(t, guest.body.data.paymentUrl, '4242424242424242');
    expect((await purchaseRow(t, guest.body.data.referenceId)).status).toBe('PAID');

    const demoToken = await tokenFor(t, DEMO.customer);
    const mine = await t.call<PaymentLinkDto>({
      method: 'POST',
      url: '/api/v1/special-packages/purchase',
      token: demoToken,
      payload: { email: DEMO.customer, firstName: 'Layla', packageId: special },
    });
    expect((await purchaseRow(t, mine.body.data.referenceId)).userId).not.toBeNull();

    const notSpecial = await t.call({
      method: 'POST',
      url: '/api/v1/special-packages/purchase',
      payload: {
        email: 'a@example.com',
        firstName: 'A',
        packageId: await packageId(t, 'Kinetic 10 Credits'),
      },
    });
    expect(notSpecial.status).toBe(400);
    expect(notSpecial.body.errorMessage).toBe('This package cannot be bought as a special package.');
    const badEmail = await t.call({
      method: 'POST',
      url: '/api/v1/special-packages/purchase',
      payload: { email: 'nope', firstName: 'A', packageId: special },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errorMessage).toBe('Invalid email address.');
    const someoneElse = await t.call({
      method: 'POST',
      url: '/api/v1/special-packages/purchase',
      payload: { email: 'a@example.com', firstName: 'A', packageId: special, userId: 1 },
    });
    expect(someoneElse.status).toBe(403);
  });
});
