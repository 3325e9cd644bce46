import type { EditSubscriptionResultDto, SubscriptionDto } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../db/schema';
import { createCustomer } from '../../test/discovery';
import { buy, packageId, payOnSandbox, userPackagesOf } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('UPGRADE moves a subscription only to a dearer package (SPEC 4.4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function subscriberOf(name: string) {
    const customer = await createCustomer(t, { credits: null });
    const { body } = await buy(t, customer.token, { packageId: await packageId(t, name), subscribe: true });
    await payOnSandbox(t, body.data.paymentUrl, '4242424242424242');
    const subs = await t.call<SubscriptionDto[]>({
      method: 'GET',
      url: '/api/v1/subscriptions',
      token: customer.token,
    });
    return { customer, sub: subs.body.data[0]! };
  }

  it('refuses a cheaper package with a clear 400 and charges nothing', async () => {
    const { customer, sub } = await subscriberOf('Kinetic Unlimited Month');
    expect(sub).toMatchObject({ price: 81_000, cardLast4: '4242' });
    const cheaper = await t.call<EditSubscriptionResultDto>({
      method: 'PUT',
      url: `/api/v1/subscriptions/${sub.id}`,
      token: customer.token,
      payload: { packageId: await packageId(t, 'Kinetic 10 Credits'), action: 'UPGRADE' },
      headers: { 'idempotency-key': 'downgrade-1' },
    });
    expect(cheaper.status).toBe(400);
    expect(cheaper.body.errorMessage).toBe(
      'An upgrade must cost more than your subscription does now. Choose a dearer package.',
    );
    expect(await t.database.db.select().from(purchases).where(eq(purchases.subscriptionId, sub.id))).toEqual(
      [],
    );
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(1);
    // docs/adr/0013: the refusal is the definitive answer to this key: a retry gets it back, body for body.
    const retried = await t.call<EditSubscriptionResultDto>({
      method: 'PUT',
      url: `/api/v1/subscriptions/${sub.id}`,
      token: customer.token,
      payload: { packageId: await packageId(t, 'Kinetic 10 Credits'), action: 'UPGRADE' },
      headers: { 'idempotency-key': 'downgrade-1' },
    });
    expect(retried.status).toBe(400);
    expect(retried.body).toEqual(cheaper.body);
  });

  it('refuses a dearer package that pays for fewer classes: a gym-only or a category pack', async () => {
    const { customer, sub } = await subscriberOf('Kinetic 10 Credits');
    for (const narrower of ['FlexZone 8 Visits', 'Mind and Body Category Pack']) {
      const refused = await t.call<EditSubscriptionResultDto>({
        method: 'PUT',
        url: `/api/v1/subscriptions/${sub.id}`,
        token: customer.token,
        payload: { packageId: await packageId(t, narrower), action: 'UPGRADE' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errorMessage).toBe(
        'Choose another subscription package in the same currency that covers every class your current one does.',
      );
    }
    expect(await t.database.db.select().from(purchases).where(eq(purchases.subscriptionId, sub.id))).toEqual(
      [],
    );
  });

  it('lets a category pack grow into an all-access one', async () => {
    const { customer, sub } = await subscriberOf('Mind and Body Category Pack');
    const wider = await t.call<EditSubscriptionResultDto>({
      method: 'PUT',
      url: `/api/v1/subscriptions/${sub.id}`,
      token: customer.token,
      payload: { packageId: await packageId(t, 'Kinetic Unlimited Month'), action: 'UPGRADE' },
    });
    expect(wider.status).toBe(200);
    expect(wider.body.data).toMatchObject({ status: 'PAID' });
  });

  it('takes a dearer one, charging its period price on the saved card', async () => {
    const { customer, sub } = await subscriberOf('Kinetic 10 Credits');
    const dearer = await t.call<EditSubscriptionResultDto>({
      method: 'PUT',
      url: `/api/v1/subscriptions/${sub.id}`,
      token: customer.token,
      payload: { packageId: await packageId(t, 'Kinetic Unlimited Month'), action: 'UPGRADE' },
    });
    expect(dearer.status).toBe(200);
    expect(dearer.body.data).toMatchObject({ status: 'PAID', paymentUrl: null });
    const [charge] = await t.database.db.select().from(purchases).where(eq(purchases.subscriptionId, sub.id));
    expect(charge).toMatchObject({ kind: 'UPGRADE', amount: 81_000, currencyCode: 'KWD' });
  });
});
