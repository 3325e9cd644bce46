import type { SubscriptionDto } from '@kinetic/domain';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fitnessClasses,
  packages,
  purchases,
  savedCards,
  subscriptions,
  userPackages,
} from '../../db/schema';
import { createCustomer } from '../../test/discovery';
import {
  buy,
  endSubscribedPackage,
  packageId,
  payOnSandbox,
  SANDBOX_CARDS,
  userPackagesOf,
} from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPaymentsCapability } from '../payments';

/**
 * When credits "finish": a subscription renews once its package has fewer credits left than
 * the cheapest class it can pay for (not only at exactly 0), and a package that grants no credits is
 * never renewed.
 */
describe('subscription renewal when credits run out', () => {
  let t: TestApp;
  let renew: () => Promise<unknown>;
  beforeAll(async () => {
    t = await createTestApp();
    renew = createPaymentsCapability({ db: t.database.db, config: t.config }).renewSubscriptions;
  });
  afterAll(() => t.close());

  async function pkgRow(name: string) {
    const [row] = await t.database.db
      .select()
      .from(packages)
      .where(eq(packages.id, await packageId(t, name)));
    return row!;
  }

  async function subscriberOf(name: string) {
    const customer = await createCustomer(t, { credits: null });
    const { body } = await buy(t, customer.token, { packageId: await packageId(t, name), subscribe: true });
    await payOnSandbox(t, body.data.paymentUrl, SANDBOX_CARDS.pays);
    const subs = await t.call<SubscriptionDto[]>({
      method: 'GET',
      url: '/api/v1/subscriptions',
      token: customer.token,
    });
    return { customer, sub: subs.body.data[0]! };
  }

  async function setBalance(subscriptionId: number, credits: number) {
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    await t.database.db
      .update(userPackages)
      .set({ creditsBalance: credits })
      .where(eq(userPackages.id, sub!.userPackageId!));
  }

  /** Every credit-priced class of the store (or of one gym) now costs `credits`. */
  async function priceClasses(storeId: number, credits: number, gymUserId?: number) {
    const rows = await t.database.db
      .update(fitnessClasses)
      .set({ credit: credits })
      .where(
        and(
          eq(fitnessClasses.storeId, storeId),
          gt(fitnessClasses.credit, 0),
          gymUserId === undefined ? undefined : eq(fitnessClasses.gymUserId, gymUserId),
        ),
      )
      .returning({ id: fitnessClasses.id });
    expect(rows.length).toBeGreaterThan(0);
  }

  it('renews below the cheapest class the package pays for, not only at 0', async () => {
    const general = await pkgRow('Kinetic 10 Credits');
    await priceClasses(general.storeId, 3);
    const { customer, sub } = await subscriberOf('Kinetic 10 Credits');

    // 3 credits still buy a class: not due.
    await setBalance(sub.id, 3);
    await renew();
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(1);

    // 2 credits buy nothing any more: the credits have finished.
    await setBalance(sub.id, 2);
    await renew();
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(2);
    await renew();
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(2);
  });

  it("a gym-specific package goes by its gym's classes", async () => {
    const flex = await pkgRow('FlexZone 8 Visits');
    await priceClasses(flex.storeId, 3);
    await priceClasses(flex.storeId, 5, flex.gymUserId!);
    const { customer, sub } = await subscriberOf('FlexZone 8 Visits');

    await setBalance(sub.id, 5);
    await renew();
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(1);
    await setBalance(sub.id, 4);
    await renew();
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(2);
  });

  it('a package that grants no credits cannot be subscribed to and is never renewed', async () => {
    const general = await pkgRow('Kinetic 10 Credits');
    const [noCredits] = await t.database.db
      .insert(packages)
      .values({
        storeId: general.storeId,
        name: 'Classes Only 10',
        packageType: 'GENERAL',
        credits: 0,
        classes: 10,
        validityDays: 30,
        price: 20_000,
        currencyCode: 'KWD',
      })
      .returning();
    const customer = await createCustomer(t, { credits: null });
    const refused = await buy(t, customer.token, { packageId: noCredits!.id, subscribe: true });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe('Subscriptions are only available in Kuwait and Bahrain.');

    // One made before this rule (or by hand): neither its 0 balance nor its end renews it.
    const [held] = await t.database.db
      .insert(userPackages)
      .values({
        userId: customer.userId,
        packageId: noCredits!.id,
        packageType: 'GENERAL',
        creditsBalance: 0,
        classesLeft: 10,
        expiresAt: new Date(Date.now() + 30 * 86_400_000),
      })
      .returning();
    const [card] = await t.database.db
      .insert(savedCards)
      .values({
        userId: customer.userId,
        gateway: 'sandbox',
        token: 'sbx_tok_4242_zero',
        brand: 'VISA',
        last4: '4242',
        expiryMonth: 12,
        expiryYear: 2040,
      })
      .returning();
    const [sub] = await t.database.db
      .insert(subscriptions)
      .values({
        userId: customer.userId,
        packageId: noCredits!.id,
        userPackageId: held!.id,
        savedCardId: card!.id,
        price: 18_000,
        currencyCode: 'KWD',
      })
      .returning();
    await renew();
    await endSubscribedPackage(t, sub!.id);
    await renew();
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(1);
    expect(
      await t.database.db.select().from(purchases).where(eq(purchases.subscriptionId, sub!.id)),
    ).toHaveLength(0);
  });
});
