import { PAYMENT_MSG, type QuoteDto } from '@kinetic/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, classSessions, creditLedger, sessionWishes } from '../../db/schema';
import { createSandboxGateway, SANDBOX_WEBHOOK_HEADER } from '../../providers/payments/sandbox-gateway';
import {
  classIdOf,
  createCustomer,
  ledgerSum,
  packageRow,
  sessionRow,
  setSession,
} from '../../test/discovery';
import {
  buy,
  packageId,
  payOnSandbox,
  purchaseRow,
  SANDBOX_CARDS,
  sandboxId,
  transaction,
  userPackagesOf,
} from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPaymentsRepository } from './payments.repository';
import { createSettlementService } from './settlement.service';

const PROGRAM = '6-Week Beginner Boxing Program';

/** A workshop (AUTOJOINWITHPACKAGE) books every session of its program, once. */
describe('buying a workshop program', () => {
  let t: TestApp;
  let sandbox: ReturnType<typeof createSandboxGateway>;
  beforeAll(async () => {
    t = await createTestApp();
    sandbox = createSandboxGateway({ db: t.database.db, webhookSecret: t.config.PAYMENT_WEBHOOK_SECRET });
  });
  afterAll(() => t.close());

  /** The program's sessions starting after `from` (by default an hour ahead), earliest first. */
  async function programSessions(from = new Date(Date.now() + 3_600_000)) {
    return t.database.db
      .select({ id: classSessions.id, startsAt: classSessions.startsAt })
      .from(classSessions)
      .where(and(eq(classSessions.classId, await classIdOf(t, PROGRAM)), gt(classSessions.startsAt, from)))
      .orderBy(asc(classSessions.startsAt));
  }

  async function bookedSessions(userId: number) {
    const rows = await t.database.db
      .select({ sessionId: bookings.sessionId })
      .from(bookings)
      .where(and(eq(bookings.userId, userId), eq(bookings.status, 'BOOKED')));
    return rows.map((r) => r.sessionId).sort((a, b) => a - b);
  }

  async function order() {
    const customer = await createCustomer(t, { credits: null });
    const [first] = await programSessions();
    const { status, body } = await buy(t, customer.token, {
      packageId: await packageId(t, PROGRAM),
      sessionId: first!.id,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    return { customer, sessionId: first!.id, ...body.data };
  }

  /**
   * The sessions a 42-day program package covers: those from its payment (one starting within the
   * hour included) until it lapses, at most its 6 classes.
   */
  async function coveredSessions(referenceId: string, expiresAt: Date) {
    const { paidAt } = await purchaseRow(t, referenceId);
    return (await programSessions(paidAt!))
      .filter((s) => s.startsAt < expiresAt)
      .slice(0, 6)
      .map((s) => s.id);
  }

  it('is bought once: no subscription is offered or taken for a program, nor for a PT pack', async () => {
    const customer = await createCustomer(t, { credits: null });
    for (const name of [PROGRAM, 'PT 10 Sessions']) {
      const id = await packageId(t, name);
      const offered = await t.call<QuoteDto>({
        method: 'POST',
        url: '/api/v1/checkout/quote',
        token: customer.token,
        payload: { packageId: id },
      });
      expect(offered.body.data.subscribable, name).toBe(false);
      const { status } = await buy(t, customer.token, { packageId: id, subscribe: true });
      expect(status, name).toBe(400);
    }
  });

  it('books every session of the program, each paid by one of its classes, with ledger rows', async () => {
    const o = await order();
    const paid = await payOnSandbox(t, o.paymentUrl, SANDBOX_CARDS.pays);
    expect(paid.location).toBe(`/paymentconfirmation/${o.referenceId}`);

    const [pkg] = await userPackagesOf(t, o.customer.userId);
    const covered = await coveredSessions(o.referenceId, pkg!.expiresAt);
    expect(covered).toHaveLength(6);
    expect(await bookedSessions(o.customer.userId)).toEqual([...covered].sort((a, b) => a - b));
    // The package reflects what was used: nothing left to spend elsewhere.
    expect(await packageRow(t, pkg!.id)).toMatchObject({ creditsBalance: 0, classesLeft: 0 });
    expect(await ledgerSum(t, pkg!.id)).toBe(0);
    const ledger = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userPackageId, pkg!.id));
    expect(ledger.filter((l) => l.reason === 'PURCHASE')).toHaveLength(1);
    expect(ledger.filter((l) => l.reason === 'BOOKING').map((l) => l.deltaClasses)).toEqual(
      Array(6).fill(-1),
    );
    for (const id of covered) expect((await sessionRow(t, id)).booked).toBeGreaterThanOrEqual(1);

    const tx = await transaction(t, o.customer.token, o.referenceId);
    expect(tx).toMatchObject({ status: 'PAID', message: PAYMENT_MSG.paymentSuccessProgram });
    // The confirmation lists every session booked, in order, not only the first.
    expect(tx.programSessions.map((s) => s.classSessionId)).toEqual(covered);
    expect(tx.price).toBe(tx.amount + tx.promoDiscount + tx.subscriptionDiscount + tx.walletApplied);
  });

  it('the webhook, the redirect and the poller all report it: still one booking per session', async () => {
    const o = await order();
    const paymentId = sandboxId(o.paymentUrl);
    await sandbox.settleFromPage(paymentId, {
      status: 'PAID',
      paysAt: null,
      mode: 'CARD',
      last4: '4242',
      brand: 'VISA',
    });
    const { body, signature } = sandbox.webhookFor((await sandbox.find(paymentId))!);
    const poller = createSettlementService({
      repository: createPaymentsRepository(t.database.db),
      gateways: { sandbox },
      pollAfterMs: 0,
    });
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/payments/webhook/sandbox',
          headers: { 'content-type': 'application/json', [SANDBOX_WEBHOOK_HEADER]: signature },
          payload: body,
        }),
      ),
      t.app.inject({ method: 'GET', url: `/api/v1/payments/callback/sandbox?paymentId=${paymentId}` }),
      poller.reconcile(),
      poller.fromCallback('sandbox', paymentId),
    ]);
    expect(results.slice(0, 4).map((r) => (r as { statusCode: number }).statusCode)).toEqual(
      Array(4).fill(200),
    );

    expect((await purchaseRow(t, o.referenceId)).status).toBe('PAID');
    const packages = await userPackagesOf(t, o.customer.userId);
    expect(packages).toHaveLength(1);
    const covered = await coveredSessions(o.referenceId, packages[0]!.expiresAt);
    const booked = await bookedSessions(o.customer.userId);
    expect(booked).toEqual([...covered].sort((a, b) => a - b));
    expect(new Set(booked).size).toBe(booked.length);
    expect(await packageRow(t, packages[0]!.id)).toMatchObject({ creditsBalance: 0, classesLeft: 0 });
    expect(await ledgerSum(t, packages[0]!.id)).toBe(0);
  });

  it('a full session puts the buyer on its waitlist and keeps its class, which the freed seat then uses', async () => {
    const sessions = await programSessions();
    const full = sessions[2]!;
    const before = await sessionRow(t, full.id);
    // Someone holds the last seat of the third session.
    const other = await createCustomer(t, { credits: null });
    const otherOrder = await buy(t, other.token, {
      packageId: await packageId(t, PROGRAM),
      sessionId: sessions[0]!.id,
    });
    await payOnSandbox(t, otherOrder.body.data.paymentUrl, SANDBOX_CARDS.pays);
    await setSession(t, full.id, { seats: (await sessionRow(t, full.id)).booked });

    const o = await order();
    await payOnSandbox(t, o.paymentUrl, SANDBOX_CARDS.pays);
    const [pkg] = await userPackagesOf(t, o.customer.userId);
    const booked = await bookedSessions(o.customer.userId);
    expect(booked).not.toContain(full.id);
    expect(booked).toHaveLength(5);
    expect(await packageRow(t, pkg!.id)).toMatchObject({ creditsBalance: 1, classesLeft: 1 });
    const wishes = await t.database.db
      .select()
      .from(sessionWishes)
      .where(and(eq(sessionWishes.userId, o.customer.userId), eq(sessionWishes.sessionId, full.id)));
    expect(wishes).toMatchObject([{ type: 'WAITLIST' }]);
    const tx = await transaction(t, o.customer.token, o.referenceId);
    expect(tx.message).toContain(PAYMENT_MSG.paymentSuccessBooked);
    expect(tx.message).toContain('you are on their waitlist');

    // The other buyer cancels that session: the seat goes to the waitlist, paid by the kept class.
    const [otherBooking] = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.userId, other.userId), eq(bookings.sessionId, full.id)));
    const cancel = await t.call<{ waitlistPromoted: boolean }>({
      method: 'DELETE',
      url: `/api/v1/bookings/${otherBooking!.id}`,
      token: other.token,
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(cancel.body.data.waitlistPromoted).toBe(true);
    expect(await bookedSessions(o.customer.userId)).toContain(full.id);
    expect(await packageRow(t, pkg!.id)).toMatchObject({ creditsBalance: 0, classesLeft: 0 });
    expect(await ledgerSum(t, pkg!.id)).toBe(0);
    await setSession(t, full.id, { seats: before.seats });
  });
});
