import type { PaymentLinkDto, TransactionDto } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPackages, users } from '../../db/schema';
import { DEMO, latestMailTo } from '../../test/accounts';
import { createCustomer } from '../../test/discovery';
import { buy, packageId, payOnSandbox, purchaseRow, SANDBOX_CARDS } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A special package bought without an account (SPEC 3.2) comes back to /paymentconfirmation/{ref}
 * like any order; the buyer has no token, so the reference and the buyer's e-mail look it up.
 */
describe('special package status for guests', () => {
  let t: TestApp;
  let special: number;
  beforeAll(async () => {
    t = await createTestApp();
    special = await packageId(t, 'Special Program Pass');
  });
  afterAll(() => t.close());

  const purchase = (payload: object) =>
    t.call<PaymentLinkDto>({ method: 'POST', url: '/api/v1/special-packages/purchase', payload });
  const status = (payload: object) =>
    t.call<TransactionDto>({ method: 'POST', url: '/api/v1/special-packages/status', payload });

  it('a guest follows the order from pending to paid with the reference and the e-mail', async () => {
    const bought = await purchase({
      email: 'Guest.Buyer@Example.com',
      firstName: 'Guest',
      description: 'Summer program',
      packageId: special,
    });
    expect(bought.status).toBe(201);
    const { referenceId, paymentUrl } = bought.body.data;

    // GET /transactions/:ref is for members: a guest has no token.
    expect((await t.call({ method: 'GET', url: `/api/v1/transactions/${referenceId}` })).status).toBe(401);

    const pending = await status({ referenceId, email: 'guest.buyer@example.com' });
    expect(pending.status).toBe(200);
    expect(pending.body.data).toMatchObject({
      referenceId,
      status: 'PENDING',
      packageName: 'Special Program Pass',
      message: 'Payment Under Process',
    });

    const paid = await payOnSandbox(t, paymentUrl, SANDBOX_CARDS.pays);
    expect(paid.location).toBe(`/paymentconfirmation/${referenceId}`);
    const done = await status({ referenceId, email: '  GUEST.BUYER@example.com ' });
    expect(done.body.data).toMatchObject({
      status: 'PAID',
      message: 'Your payment was successful.',
      amount: (await purchaseRow(t, referenceId)).amount,
      currencyCode: 'KWD',
    });

    // A buyer without an account still gets the receipt, at the address they gave.
    const receipt = await latestMailTo(t, (await purchaseRow(t, referenceId)).buyerEmail!);
    expect(receipt?.textBody).toContain(referenceId);
    expect(receipt?.textBody).toContain('Special Program Pass');
    expect(receipt?.textBody).toContain('Hello Guest');
  });

  it("a guest naming a customer's e-mail puts nothing in their history until the order is paid", async () => {
    const customer = await createCustomer(t, { credits: null });
    const [row] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, customer.userId));
    const history = async () =>
      (
        await t.call<{ items: TransactionDto[] }>({
          method: 'GET',
          url: '/api/v1/transactions',
          token: customer.token,
        })
      ).body.data.items.map((item) => item.referenceId);
    const unpaid = await purchase({
      email: row!.email!.toUpperCase(),
      firstName: 'Anyone',
      packageId: special,
    });
    expect(unpaid.status).toBe(201);
    expect(await purchaseRow(t, unpaid.body.data.referenceId)).toMatchObject({
      userId: null,
      status: 'PENDING',
    });
    expect(await history()).not.toContain(unpaid.body.data.referenceId);

    // Paid, the package is the account's (a gift is harmless; an unpaid order proved nothing).
    const paid = await purchase({ email: row!.email!, firstName: 'Friend', packageId: special });
    await payOnSandbox(t, paid.body.data.paymentUrl, SANDBOX_CARDS.pays);
    expect(await purchaseRow(t, paid.body.data.referenceId)).toMatchObject({
      userId: customer.userId,
      status: 'PAID',
    });
    expect(await history()).toEqual([paid.body.data.referenceId]);
    const held = await t.database.db
      .select()
      .from(userPackages)
      .where(eq(userPackages.userId, customer.userId));
    expect(held.map((p) => p.packageId)).toEqual([special]);
  });

  it('the same 404 for another e-mail, an unknown reference, or an order that is not special', async () => {
    const bought = await purchase({ email: 'owner@example.com', firstName: 'Owner', packageId: special });
    const { referenceId } = bought.body.data;
    for (const payload of [
      { referenceId, email: 'someone.else@example.com' },
      { referenceId: 'KIN-NOSUCHREFERENC', email: 'owner@example.com' },
    ]) {
      const answer = await status(payload);
      expect(answer.status).toBe(404);
      expect(answer.body.errorMessage).toBe('Transaction not found.');
    }
    const customer = await createCustomer(t, { credits: null });
    const ordinary = await buy(t, customer.token, { packageId: await packageId(t, 'Kinetic 10 Credits') });
    const [user] = await t.database.db.query.users.findMany({
      where: (u, { eq }) => eq(u.id, customer.userId),
    });
    expect((await status({ referenceId: ordinary.body.data.referenceId, email: user!.email })).status).toBe(
      404,
    );
  });

  it('refuses bad input', async () => {
    const bad = await status({ referenceId: 'KIN-X', email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toBe('Invalid email address.');
    expect((await status({ email: 'a@example.com' })).status).toBe(400);
    expect((await status({ referenceId: '', email: 'a@example.com' })).status).toBe(400);
  });

  it("an order naming an existing account's e-mail is found the same way, and joins that account once paid", async () => {
    const bought = await purchase({ email: DEMO.customer, firstName: 'Layla', packageId: special });
    expect((await purchaseRow(t, bought.body.data.referenceId)).userId).toBeNull();
    const found = await status({ referenceId: bought.body.data.referenceId, email: DEMO.customer });
    expect(found.body.data.status).toBe('PENDING');
    await payOnSandbox(t, bought.body.data.paymentUrl, SANDBOX_CARDS.pays);
    expect((await purchaseRow(t, bought.body.data.referenceId)).userId).not.toBeNull();
    const paid = await status({ referenceId: bought.body.data.referenceId, email: DEMO.customer });
    expect(paid.body.data.status).toBe('PAID');
  });
});
