import type { EditSubscriptionResultDto, SubscriptionDto, UserPackageDto } from '@kinetic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../db/schema';
import { createCustomer } from '../../test/discovery';
import { buy, packageId, payOnSandbox } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPaymentsCapability } from '../payments';

const DAY_MS = 86_400_000;

describe('a subscription renews when its package ends, after any Extend or Upgrade', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('Subscribe, Upgrade to Kinetic 40, Extend: it renews on the package’s new end, every 2 months, not before', async () => {
    const customer = await createCustomer(t, { credits: null });
    const bought = await buy(t, customer.token, {
      packageId: await packageId(t, 'Kinetic 10 Credits'),
      subscribe: true,
    });
    await payOnSandbox(t, bought.body.data.paymentUrl, '4242424242424242');

    /** The subscription and the package it paid for last, as the customer reads them. */
    const mine = async () => {
      const subs = await t.call<SubscriptionDto[]>({
        method: 'GET',
        url: '/api/v1/subscriptions',
        token: customer.token,
      });
      const held = await t.call<UserPackageDto[]>({
        method: 'GET',
        url: '/api/v1/user-packages',
        token: customer.token,
      });
      const sub = subs.body.data[0]!;
      return { sub, paidFor: held.body.data.find((p) => p.subscription?.id === sub.id)! };
    };
    const edit = async (name: string, action: 'EXTEND' | 'UPGRADE') => {
      const answer = await t.call<EditSubscriptionResultDto>({
        method: 'PUT',
        url: `/api/v1/subscriptions/${(await mine()).sub.id}`,
        token: customer.token,
        payload: { packageId: await packageId(t, name), action },
      });
      expect(answer.body.data.status, JSON.stringify(answer.body)).toBe('PAID');
    };

    let { sub, paidFor } = await mine();
    expect(sub).toMatchObject({ periodDays: 30, renewsAt: paidFor.expiresAt });

    const upgradedAt = Date.now();
    await edit('Kinetic 40 Credits', 'UPGRADE');
    ({ sub, paidFor } = await mine());
    expect(paidFor.name).toBe('Kinetic 40 Credits');
    expect(sub).toMatchObject({ packageName: 'Kinetic 40 Credits', periodDays: 60, price: 72_000 });
    expect(sub.renewsAt).toBe(paidFor.expiresAt);

    await edit('Kinetic 40 Credits', 'EXTEND');
    ({ sub, paidFor } = await mine());
    // Two periods of Kinetic 40 from the upgrade: about four months, not four weeks.
    const runsTo = Date.parse(paidFor.expiresAt);
    expect(runsTo - upgradedAt).toBeGreaterThan(119 * DAY_MS);
    expect(sub).toMatchObject({ periodDays: 60, renewsAt: paidFor.expiresAt });
    expect(paidFor.subscription).toMatchObject({ periodDays: 60, renewsAt: paidFor.expiresAt });

    // The renewal pass charges nothing while the paid period runs, and renews once it has ended.
    const renewals = () =>
      t.database.db
        .select()
        .from(purchases)
        .where(and(eq(purchases.subscriptionId, sub.id), eq(purchases.kind, 'RENEWAL')));
    const renewAt = (at: number) =>
      createPaymentsCapability({
        db: t.database.db,
        config: t.config,
        now: () => new Date(at),
      }).renewSubscriptions();
    await renewAt(Date.now() + 5 * 7 * DAY_MS);
    await renewAt(runsTo - DAY_MS);
    expect(await renewals()).toEqual([]);
    await renewAt(runsTo + 60_000);
    expect(await renewals()).toEqual([
      expect.objectContaining({ status: 'PAID', amount: 72_000, currencyCode: 'KWD' }),
    ]);
  });
});
