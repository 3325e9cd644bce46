import { DEFAULT_SEAT_POLICY, MSG } from '@kinetic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, notifications, userPackages } from '../../db/schema';
import { createCustomer, gymTokenOf, makeSession, setSession } from '../../test/discovery';
import {
  buy,
  creditLedgerOf,
  packageId,
  payOnSandbox,
  purchaseRow,
  SANDBOX_CARDS,
  setWallet,
  walletOf,
} from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { takeDueFees } from './seat-fees';

const CLASS = 'Power Spin 45';
const OTHER_GYM_CLASS = 'HIIT Burn';
const HOUR = 3_600_000;

/**
 * Late-cancel and no-show fees (docs/adr/0040): recorded when a cancel is too late for a refund or the
 * roll closes, taken after the policy's delay from the wallet or a package's credits (else owed), and
 * waived by the gym with a reason, a taken fee given back. Every move has its ledger row.
 */
describe('late-cancel and no-show fees', () => {
  let t: TestApp;
  let gymToken: string;
  let otherGymToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    gymToken = await gymTokenOf(t, CLASS);
    otherGymToken = await gymTokenOf(t, OTHER_GYM_CLASS);
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
  const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;
  async function setPolicy(fees: object) {
    const saved = await request('PUT', '/api/v1/manage/seat-policy', gymToken, {
      ...DEFAULT_SEAT_POLICY,
      ...fees,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved;
  }
  async function book(token: string, classSessionId: number): Promise<number> {
    const answer = await request('POST', '/api/v1/bookings', token, { classSessionId });
    expect(answer.statusCode, answer.body).toBe(201);
    return dataOf<{ booking: { id: number } }>(answer).booking.id;
  }
  type Fee = {
    id: number;
    status: string;
    source: string | null;
    amount: number;
    unit: string;
    kind: string;
  };
  const feesOf = async (customerId: number) =>
    dataOf<Fee[]>(await request('GET', `/api/v1/manage/customers/${customerId}/fees`, gymToken));
  const told = async (userId: number, typeId: number) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.notificationTypeId, typeId)));
  const balanceOf = async (userPackageId: number) =>
    (await t.database.db.select().from(userPackages).where(eq(userPackages.id, userPackageId)))[0]!
      .creditsBalance;
  const ledgerSum = async (userId: number, userPackageId: number) =>
    (await creditLedgerOf(t, userId))
      .filter((row) => row.userPackageId === userPackageId)
      .reduce((sum, row) => sum + row.deltaCredits, 0);

  it('the policy keeps fees in the gym’s currency and shows them on the class; credit fees are bounded', async () => {
    const saved = await setPolicy({
      feeUnit: 'MONEY',
      lateCancelFee: 1500,
      noShowFee: 3000,
      feeDelayHours: 24,
    });
    expect(dataOf(saved)).toMatchObject({ feeUnit: 'MONEY', lateCancelFee: 1500, currencyCode: 'KWD' });
    const sessionId = await makeSession(t, CLASS, { startsInHours: 30 });
    const terms = await request('GET', `/api/v1/class-sessions/${sessionId}/fees`);
    expect(terms.statusCode).toBe(200);
    expect(dataOf(terms)).toEqual({
      feeUnit: 'MONEY',
      lateCancelFee: 1500,
      noShowFee: 3000,
      currencyCode: 'KWD',
    });

    const otherSession = await makeSession(t, OTHER_GYM_CLASS, { startsInHours: 30 });
    expect(dataOf(await request('GET', `/api/v1/class-sessions/${otherSession}/fees`))).toBeNull();
    expect((await request('GET', '/api/v1/class-sessions/99999999/fees')).statusCode).toBe(404);

    const tooMany = await request('PUT', '/api/v1/manage/seat-policy', gymToken, {
      ...DEFAULT_SEAT_POLICY,
      feeUnit: 'CREDITS',
      noShowFee: 101,
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('a late cancel is charged from the wallet after the delay, once however many jobs run; the gym waives it and the money comes back', async () => {
    await setPolicy({ feeUnit: 'MONEY', lateCancelFee: 1500, noShowFee: 3000, feeDelayHours: 24 });
    const customer = await createCustomer(t, { credits: 10 });
    await setWallet(t, customer.userId, 2000);
    const sessionId = await makeSession(t, CLASS, { startsInHours: 3 });
    const bookingId = await book(customer.token, sessionId);
    const cancel = await request('DELETE', `/api/v1/bookings/${bookingId}?cancellationId=1`, customer.token);
    expect(cancel.statusCode, cancel.body).toBe(200);

    const [pending] = await feesOf(customer.userId);
    expect(pending).toMatchObject({ kind: 'LATE_CANCEL', unit: 'MONEY', amount: 1500, status: 'PENDING' });
    // Not before its delay.
    expect(await takeDueFees(t.database.db, { now: new Date(Date.now() + HOUR) })).toMatchObject({ due: 0 });

    // Three processes run the job at once: the fee is taken once.
    const later = new Date(Date.now() + 25 * HOUR);
    await Promise.all([1, 2, 3].map(() => takeDueFees(t.database.db, { now: later })));
    const [taken] = await feesOf(customer.userId);
    expect(taken).toMatchObject({ status: 'TAKEN', source: 'WALLET' });
    expect(await walletOf(t, customer.userId)).toEqual({ balance: 500, ledgerSum: 500 });
    expect(await told(customer.userId, 36)).toHaveLength(1);
    const mails = await t.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.userId, customer.userId), eq(mailQueue.kind, 'SEAT_FEE')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('1.500 KWD');

    const short = await request('POST', `/api/v1/manage/fees/${taken!.id}/waive`, gymToken, { reason: 'x' });
    expect(short.statusCode).toBe(400);
    const notTheirs = await request('POST', `/api/v1/manage/fees/${taken!.id}/waive`, otherGymToken, {
      reason: 'Not ours to waive',
    });
    expect(notTheirs.statusCode).toBe(404);
    const byCustomer = await request('POST', `/api/v1/manage/fees/${taken!.id}/waive`, customer.token, {
      reason: 'Let me off',
    });
    expect(byCustomer.statusCode).toBe(403);

    const waived = await request('POST', `/api/v1/manage/fees/${taken!.id}/waive`, gymToken, {
      reason: 'Stuck in traffic after an accident',
    });
    expect(waived.statusCode, waived.body).toBe(200);
    expect(dataOf(waived)).toMatchObject({
      status: 'WAIVED',
      waiveReason: 'Stuck in traffic after an accident',
    });
    expect(await walletOf(t, customer.userId)).toEqual({ balance: 2000, ledgerSum: 2000 });
    expect(await told(customer.userId, 38)).toHaveLength(1);
    const again = await request('POST', `/api/v1/manage/fees/${taken!.id}/waive`, gymToken, {
      reason: 'Once more',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'FEE_SETTLED', errorMessage: MSG.feeSettled });

    const mine = dataOf<Fee[]>(await request('GET', '/api/v1/fees', customer.token));
    expect(mine).toMatchObject([{ id: taken!.id, status: 'WAIVED', title: CLASS }]);
  });

  it('a no-show fee in credits is taken when the roll closes; with nothing to pay it, it is owed; an owed fee can be waived', async () => {
    await setPolicy({ feeUnit: 'CREDITS', lateCancelFee: 0, noShowFee: 2, feeDelayHours: 0 });
    const sessionId = await makeSession(t, CLASS, { startsInHours: 10, seats: 5 });
    const paying = await createCustomer(t, { credits: 10 });
    await book(paying.token, sessionId);
    const afterBooking = await balanceOf(paying.userPackageId!);
    const broke = await createCustomer(t, { credits: 10 - afterBooking });
    await book(broke.token, sessionId);
    expect(await balanceOf(broke.userPackageId!)).toBe(0);

    await setSession(t, sessionId, {
      startsAt: new Date(Date.now() - HOUR / 2),
      endsAt: new Date(Date.now() + HOUR / 2),
    });
    const roll = await request('POST', `/api/v1/manage/sessions/${sessionId}/roll`, gymToken);
    expect(dataOf(roll)).toEqual({ attended: 0, noShows: 2 });
    expect(await takeDueFees(t.database.db, { now: new Date(Date.now() + 1000) })).toMatchObject({
      taken: 2 - 1,
      owed: 1,
    });

    expect(await feesOf(paying.userId)).toMatchObject([
      { kind: 'NO_SHOW', status: 'TAKEN', source: 'CREDITS' },
    ]);
    expect(await balanceOf(paying.userPackageId!)).toBe(afterBooking - 2);
    expect(await ledgerSum(paying.userId, paying.userPackageId!)).toBe(afterBooking - 2);

    const [owed] = await feesOf(broke.userId);
    expect(owed).toMatchObject({ status: 'OWED', source: null });
    expect(await told(broke.userId, 37)).toHaveLength(1);
    const waived = await request('POST', `/api/v1/manage/fees/${owed!.id}/waive`, gymToken, {
      reason: 'First visit, let it go',
    });
    expect(dataOf(waived)).toMatchObject({ status: 'WAIVED' });
    expect(await balanceOf(broke.userPackageId!)).toBe(0);

    // Taken credits come back to their package with a FEE_RETURN row.
    const [taken] = await feesOf(paying.userId);
    await request('POST', `/api/v1/manage/fees/${taken!.id}/waive`, gymToken, {
      reason: 'Was ill, sent a note',
    });
    expect(await balanceOf(paying.userPackageId!)).toBe(afterBooking);
    expect(await ledgerSum(paying.userId, paying.userPackageId!)).toBe(afterBooking);
    expect((await creditLedgerOf(t, paying.userId)).map((row) => row.reason)).toEqual(
      expect.arrayContaining(['FEE', 'FEE_RETURN']),
    );
  });

  it('an owed fee is taken when the customer next buys a package, from its credits', async () => {
    await setPolicy({ feeUnit: 'CREDITS', lateCancelFee: 3, noShowFee: 0, feeDelayHours: 0 });
    const sessionId = await makeSession(t, CLASS, { startsInHours: 2, seats: 5 });
    const customer = await createCustomer(t, { credits: 10 });
    const bookingId = await book(customer.token, sessionId);
    await t.database.db
      .update(userPackages)
      .set({ creditsBalance: 0 })
      .where(eq(userPackages.id, customer.userPackageId!));
    await request('DELETE', `/api/v1/bookings/${bookingId}?cancellationId=1`, customer.token);
    await takeDueFees(t.database.db, { now: new Date(Date.now() + 1000) });
    expect(await feesOf(customer.userId)).toMatchObject([{ kind: 'LATE_CANCEL', status: 'OWED' }]);

    await setWallet(t, customer.userId, 100_000);
    const bought = await buy(t, customer.token, {
      packageId: await packageId(t, 'Kinetic 10 Credits'),
      useWallet: true,
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const [fee] = await feesOf(customer.userId);
    expect(fee).toMatchObject({ status: 'TAKEN', source: 'CREDITS' });
    const newPackage = (
      await t.database.db.select().from(userPackages).where(eq(userPackages.userId, customer.userId))
    ).find((row) => row.id !== customer.userPackageId)!;
    expect(newPackage.creditsBalance).toBe(10 - 3);
    expect(await ledgerSum(customer.userId, newPackage.id)).toBe(10 - 3);
    expect(await told(customer.userId, 36)).toHaveLength(1);
  });

  it('the attendance report counts fees taken and waived, with their amounts', async () => {
    const from = new Date(Date.now() - 2 * 24 * HOUR).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 3 * 24 * HOUR).toISOString().slice(0, 10);
    const report = dataOf<{
      totals: { feesTaken: number; feesWaived: number };
      feeAmounts: { creditsWaived: number; moneyWaived: number; creditsTaken: number; currencyCode: string };
    }>(
      await request(
        'GET',
        `/api/v1/manage/reports/attendance?fromDate=${from}&toDate=${to}&by=class`,
        gymToken,
      ),
    );
    // Three fees were waived in this file (1.500 KWD, an owed 2 credits, a taken 2 credits); one of
    // 3 credits stays taken.
    expect(report.totals).toMatchObject({ feesTaken: 1, feesWaived: 3 });
    expect(report.feeAmounts).toMatchObject({
      creditsTaken: 3,
      creditsWaived: 4,
      moneyWaived: 1500,
      currencyCode: 'KWD',
    });
  });

  it('an owed fee in money is added to the next order’s total and paid with it; one waived while the order waits goes to the wallet', async () => {
    await setPolicy({ feeUnit: 'MONEY', lateCancelFee: 1500, noShowFee: 0, feeDelayHours: 0 });
    const tenCredits = await packageId(t, 'Kinetic 10 Credits');
    const customer = await createCustomer(t, { credits: 10 });
    async function oweLateCancel() {
      const sessionId = await makeSession(t, CLASS, { startsInHours: 2, seats: 5 });
      const bookingId = await book(customer.token, sessionId);
      await request('DELETE', `/api/v1/bookings/${bookingId}?cancellationId=1`, customer.token);
      await takeDueFees(t.database.db, { now: new Date(Date.now() + 1000) });
      const [fee] = await feesOf(customer.userId);
      expect(fee).toMatchObject({ kind: 'LATE_CANCEL', status: 'OWED', amount: 1500 });
      return fee!;
    }
    const owed = await oweLateCancel();

    const quote = await request('POST', '/api/v1/checkout/quote', customer.token, {
      packageId: tenCredits,
      useWallet: false,
    });
    const totals = dataOf<{ price: number; owedFees: number; total: number }>(quote);
    expect(totals.owedFees).toBe(1500);
    expect(totals.total).toBe(totals.price + 1500);

    const bought = await buy(t, customer.token, { packageId: tenCredits, useWallet: false });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    expect((await purchaseRow(t, bought.body.data.referenceId)).amount).toBe(totals.price + 1500);
    await payOnSandbox(t, bought.body.data.paymentUrl!, SANDBOX_CARDS.pays);
    expect((await feesOf(customer.userId)).find((fee) => fee.id === owed.id)).toMatchObject({
      status: 'TAKEN',
      source: 'ORDER',
    });
    expect(await walletOf(t, customer.userId)).toEqual({ balance: 0, ledgerSum: 0 });
    // Nothing is owed any more: the next quote is the package's price.
    const next = await request('POST', '/api/v1/checkout/quote', customer.token, {
      packageId: tenCredits,
      useWallet: false,
    });
    expect(dataOf<{ owedFees: number }>(next).owedFees).toBe(0);

    // Priced with a fee the gym waives before the payment arrives: the order's fee money goes to the wallet.
    const second = await oweLateCancel();
    const waiting = await buy(t, customer.token, { packageId: tenCredits, useWallet: false });
    expect((await purchaseRow(t, waiting.body.data.referenceId)).feesIncluded).toBe(1500);
    await request('POST', `/api/v1/manage/fees/${second.id}/waive`, gymToken, {
      reason: 'Our mistake, sorry',
    });
    await payOnSandbox(t, waiting.body.data.paymentUrl!, SANDBOX_CARDS.pays);
    expect(await walletOf(t, customer.userId)).toEqual({ balance: 1500, ledgerSum: 1500 });
    expect((await feesOf(customer.userId)).find((fee) => fee.id === second.id)).toMatchObject({
      status: 'WAIVED',
    });

    // A fee paid by an order and then waived comes back to the wallet too.
    await request('POST', `/api/v1/manage/fees/${owed.id}/waive`, gymToken, {
      reason: 'Goodwill, first month',
    });
    expect(await walletOf(t, customer.userId)).toEqual({ balance: 3000, ledgerSum: 3000 });
  });
});
