import type { PromoResponseDto } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodes, promoRedemptions } from '../../db/schema';
import { createCustomer } from '../../test/discovery';
import { buy, packageId, payOnSandbox, promoId, purchaseRow, SANDBOX_CARDS } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Promo usage limits hold across open orders: an order reserves its promo use when it is
 * opened (the promo row locked, pending and paid reservations counted) and gives it back when it fails
 * or is cancelled. On PostgreSQL (api-postgres) the concurrent cases really race.
 */
describe('promo reservations', () => {
  let t: TestApp;
  let general: number;
  beforeAll(async () => {
    t = await createTestApp();
    general = await packageId(t, 'Kinetic 10 Credits');
  });
  afterAll(() => t.close());

  const apply = (token: string, name: string) =>
    t.call<PromoResponseDto>({
      method: 'POST',
      url: '/api/v1/promo-codes/apply',
      token,
      payload: { name, packageId: general },
    });

  const redemptionsOf = async (promo: number) =>
    t.database.db.select().from(promoRedemptions).where(eq(promoRedemptions.promoId, promo));

  it('a pending order holds a once-per-user promo; a declined one gives it back', async () => {
    const customer = await createCustomer(t, { credits: null });
    const welcome = await promoId(t, 'WELCOME10');
    const first = await buy(t, customer.token, { packageId: general, promoId: welcome });
    expect(first.status).toBe(201);
    expect(first.body.data.status).toBe('PENDING');

    // While the first order is open the promo is taken: neither a second order nor the check accepts it.
    const second = await buy(t, customer.token, { packageId: general, promoId: welcome });
    expect(second.status).toBe(400);
    expect(second.body.errorMessage).toBe('You have already used this promo code');
    expect((await apply(customer.token, 'WELCOME10')).body.errorMessage).toBe(
      'You have already used this promo code',
    );

    // The card is declined: the order fails and the reservation is released.
    await payOnSandbox(t, first.body.data.paymentUrl, SANDBOX_CARDS.declined);
    expect((await purchaseRow(t, first.body.data.referenceId)).status).toBe('FAILED');
    expect((await apply(customer.token, 'WELCOME10')).status).toBe(200);

    const retry = await buy(t, customer.token, { packageId: general, promoId: welcome });
    expect(retry.status).toBe(201);
    await payOnSandbox(t, retry.body.data.paymentUrl, SANDBOX_CARDS.pays);
    const paid = await purchaseRow(t, retry.body.data.referenceId);
    expect(paid).toMatchObject({ status: 'PAID', promoDiscount: 2_500 });
    const mine = (await redemptionsOf(welcome)).filter((r) => r.userId === customer.userId);
    expect(mine.map((r) => r.purchaseId)).toEqual([paid.id]);
    expect((await buy(t, customer.token, { packageId: general, promoId: welcome })).status).toBe(400);
  });

  it('one customer opening several orders with a once-per-user promo at once gets one', async () => {
    const customer = await createCustomer(t, { credits: null });
    const welcome = await promoId(t, 'WELCOME10');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => buy(t, customer.token, { packageId: general, promoId: welcome })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    const mine = (await redemptionsOf(welcome)).filter((r) => r.userId === customer.userId);
    expect(mine).toHaveLength(1);
  });

  it('a promo with a total limit is never reserved beyond it, even by concurrent customers', async () => {
    const [promo] = await t.database.db
      .insert(promoCodes)
      .values({ name: 'TWOONLY', discountType: 'PERCENTAGE', discountValue: 20, maxUses: 2 })
      .returning();
    const customers = await Promise.all(
      Array.from({ length: 5 }, () => createCustomer(t, { credits: null })),
    );
    const answers = await Promise.all(
      customers.map((c) => buy(t, c.token, { packageId: general, promoId: promo!.id })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.body.errorMessage)).toEqual(
      Array(3).fill('This promo code has been fully used'),
    );
    expect(await redemptionsOf(promo!.id)).toHaveLength(2);

    // Both winners pay: still two uses, and a sixth customer is refused.
    for (const answer of answers.filter((a) => a.status === 201)) {
      await payOnSandbox(t, answer.body.data.paymentUrl, SANDBOX_CARDS.pays);
    }
    expect(await redemptionsOf(promo!.id)).toHaveLength(2);
    const late = await createCustomer(t, { credits: null });
    expect((await buy(t, late.token, { packageId: general, promoId: promo!.id })).status).toBe(400);
  });
});
