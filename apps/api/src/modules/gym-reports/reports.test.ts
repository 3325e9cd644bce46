import { randomBytes } from 'node:crypto';
import { MSG } from '@kinetic/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, classSessions, packages, purchases, transactionCorrections, users } from '../../db/schema';
import { createClass, newGym, newTrainer, sessionsOfClass } from '../../test/class-management';
import { createCustomer, tokenFor } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

type Totals = {
  count: number;
  gross: number;
  discounts: number;
  net: number;
  refunds: number;
  refundCount: number;
};
const RANGE = 'fromDate=2026-03-01&toDate=2026-03-31';

describe('accounting and reports', () => {
  let t: TestApp;
  let gymA: Awaited<ReturnType<typeof newGym>>;
  let gymB: Awaited<ReturnType<typeof newGym>>;
  let trainer: Awaited<ReturnType<typeof newTrainer>>;
  let customer: Awaited<ReturnType<typeof createCustomer>>;
  let masterToken: string;
  let packA: number;
  let packB: number;
  /** The ledger the test wrote: [paidAt, price, discount] of gym A's paid purchases in March. */
  const ledger: { id: number; price: number; discount: number; package: number; day: string }[] = [];

  const call = <T>(token: string | undefined, method: string, url: string, payload?: object) =>
    t.call<T>({ method: method as 'GET', url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });

  async function pack(gymUserId: number, packageType: string, name: string) {
    const [row] = await t.database.db
      .insert(packages)
      .values({
        storeId: 1,
        gymUserId,
        name,
        packageType,
        validityDays: 30,
        price: 10_000,
        currencyCode: 'KWD',
      })
      .returning({ id: packages.id });
    return row!.id;
  }
  async function purchase(
    gymUserId: number,
    packageId: number,
    paidAt: string,
    price: number,
    discount = 0,
    status = 'PAID',
  ) {
    const paid = status === 'PAID';
    const [row] = await t.database.db
      .insert(purchases)
      .values({
        referenceId: `T-${randomBytes(5).toString('hex')}`,
        userId: customer.userId,
        packageId,
        gymUserId,
        price,
        promoDiscount: discount,
        amount: price - discount,
        currencyCode: 'KWD',
        gateway: 'none',
        status,
        paidAt: paid ? new Date(paidAt) : null,
        fulfilledAt: paid ? new Date(paidAt) : null,
        creditedAt: status === 'CANCELED' ? new Date(paidAt) : null,
      })
      .returning({ id: purchases.id });
    return row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    gymA = await newGym(t);
    gymB = await newGym(t);
    trainer = await newTrainer(t);
    customer = await createCustomer(t);
    await t.database.db
      .update(users)
      .set({ firstName: 'Noura', lastName: 'Salem' })
      .where(eq(users.id, customer.userId));
    const [master] = await t.database.db
      .execute<{ id: number }>(sql`select min(id)::int as id from app_user where category = 3`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    masterToken = await tokenFor(t, master!.id);
    packA = await pack(gymA.userId, 'GYMSPECIFIC', 'Ten visits');
    packB = await pack(gymA.userId, 'GENERAL', 'Month pass');
    // Kuwait is UTC+3: 00:30 on 1 March there is still 28 February in UTC, and counts as March.
    const plan: [string, number, number, number][] = [
      ['2026-03-01T00:30:00+03:00', 25_000, 5_000, packA],
      ['2026-03-01T18:00:00+03:00', 12_500, 0, packB],
      ['2026-03-15T09:00:00+03:00', 40_000, 2_500, packA],
      ['2026-03-31T23:30:00+03:00', 7_250, 0, packB],
    ];
    for (const [paidAt, price, discount, pkg] of plan) {
      const id = await purchase(gymA.userId, pkg, paidAt, price, discount);
      ledger.push({ id, price, discount, package: pkg, day: paidAt.slice(0, 10) });
    }
    // Outside the range, unpaid, another gym's: none of them counts.
    await purchase(gymA.userId, packA, '2026-04-01T00:10:00+03:00', 99_000);
    await purchase(gymA.userId, packA, '2026-02-28T23:50:00+03:00', 99_000);
    await purchase(gymA.userId, packA, '2026-03-10T10:00:00+03:00', 99_000, 0, 'FAILED');
    await purchase(
      gymB.userId,
      await pack(gymB.userId, 'GENERAL', 'B pass'),
      '2026-03-10T10:00:00+03:00',
      55_000,
    );
    // A late payment credited back to the wallet: a refund, never revenue.
    await purchase(gymA.userId, packA, '2026-03-20T10:00:00+03:00', 3_000, 0, 'CANCELED');
  });
  afterAll(() => t.close());

  const expected = () => {
    const net = ledger.reduce((sum, row) => sum + row.price - row.discount, 0);
    return {
      count: ledger.length,
      gross: ledger.reduce((sum, row) => sum + row.price, 0),
      discounts: ledger.reduce((sum, row) => sum + row.discount, 0),
      net,
    };
  };

  it('totals the paid purchases of the range on the store calendar, refunds apart', async () => {
    const { status, body } = await call<Totals>(gymA.token, 'GET', `/manage/transactions/totals?${RANGE}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      ...expected(),
      refunds: 3_000,
      refundCount: 1,
      currencyCode: 'KWD',
      currencyDecimals: 3,
    });
  });

  it('lists a page of transactions newest first with customer and package', async () => {
    const { body } = await call<{
      rows: { id: number; customerName: string; packageName: string; amount: number }[];
      total: number;
    }>(gymA.token, 'GET', `/manage/transactions?${RANGE}&size=2`);
    expect(body.data.total).toBe(4);
    expect(body.data.rows.map((row) => row.id)).toEqual([ledger[3]!.id, ledger[2]!.id]);
    expect(body.data.rows[0]).toMatchObject({
      customerName: 'Noura Salem',
      packageName: 'Month pass',
      amount: 7_250,
    });
    const second = await call<{ rows: { id: number }[] }>(
      gymA.token,
      'GET',
      `/manage/transactions?${RANGE}&size=2&page=1`,
    );
    expect(second.body.data.rows.map((row) => row.id)).toEqual([ledger[1]!.id, ledger[0]!.id]);
  });

  it('filters by package type (the package report), package, user and search', async () => {
    const gymSpecific = await call<Totals>(
      gymA.token,
      'GET',
      `/manage/transactions/totals?${RANGE}&packageType=GYMSPECIFIC`,
    );
    expect(gymSpecific.body.data.net).toBe(20_000 + 37_500);
    const byPackage = await call<Totals>(
      gymA.token,
      'GET',
      `/manage/transactions/totals?${RANGE}&packageIds=${packB}`,
    );
    expect(byPackage.body.data.count).toBe(2);
    const byUser = await call<Totals>(
      gymA.token,
      'GET',
      `/manage/transactions/totals?${RANGE}&userId=${customer.userId}`,
    );
    expect(byUser.body.data.count).toBe(4);
    const search = await call<Totals>(
      gymA.token,
      'GET',
      `/manage/transactions/totals?${RANGE}&search=noura%20s`,
    );
    expect(search.body.data.count).toBe(4);
    const none = await call<Totals>(gymA.token, 'GET', `/manage/transactions/totals?${RANGE}&search=nobody`);
    expect(none.body.data.count).toBe(0);
  });

  it('revenue by day, week and month adds up to the totals', async () => {
    const day = await call<{ series: { bucket: string; net: number; count: number }[] }>(
      gymA.token,
      'GET',
      `/manage/reports/revenue?${RANGE}&granularity=day`,
    );
    expect(day.body.data.series).toHaveLength(31);
    expect(day.body.data.series[0]).toEqual({ bucket: '2026-03-01', net: 20_000 + 12_500, count: 2 });
    expect(day.body.data.series[30]).toEqual({ bucket: '2026-03-31', net: 7_250, count: 1 });
    const month = await call<{ series: { bucket: string; net: number }[] }>(
      gymA.token,
      'GET',
      `/manage/reports/revenue?${RANGE}&granularity=month`,
    );
    expect(month.body.data.series).toEqual([{ bucket: '2026-03-01', net: expected().net, count: 4 }]);
    const week = await call<{ series: { net: number }[] }>(
      gymA.token,
      'GET',
      `/manage/reports/revenue?${RANGE}&granularity=week`,
    );
    expect(week.body.data.series.reduce((sum, row) => sum + row.net, 0)).toBe(expected().net);
  });

  it('the CSV holds every row and its amounts add up to the JSON total', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/manage/transactions?${RANGE}&format=csv`,
      headers: { authorization: `Bearer ${gymA.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    const header = lines[0]!.split(',');
    const amountAt = header.indexOf('Amount');
    expect(lines).toHaveLength(5);
    const sum = lines
      .slice(1)
      .reduce((total, line) => total + Math.round(Number(line.split(',')[amountAt]) * 1000), 0);
    const totals = await call<Totals>(gymA.token, 'GET', `/manage/transactions/totals?${RANGE}`);
    expect(sum).toBe(totals.body.data.net);
    // Times on the gym's clock, the zone named in the header (they used to be UTC).
    expect(header[1]).toBe('Paid at (Asia/Kuwait UTC+03:00)');
    const json = await call<{ rows: { reference: string; paidAt: string }[] }>(
      gymA.token,
      'GET',
      `/manage/transactions?${RANGE}&size=50`,
    );
    for (const line of lines.slice(1)) {
      const [reference, paidAt] = line.split(',');
      const item = json.body.data.rows.find((row) => row.reference === reference)!;
      const kuwait = new Date(Date.parse(item.paidAt) + 3 * 3_600_000).toISOString();
      expect(paidAt).toBe(`${kuwait.slice(0, 10)} ${kuwait.slice(11, 16)}`);
    }
  });

  it('corrects an amount with an audit row; reports read the corrected amount', async () => {
    const target = ledger[2]!;
    const before = target.price - target.discount;
    const { status, body } = await call<{ oldAmount: number; newAmount: number }>(
      gymA.token,
      'PATCH',
      `/manage/transactions/${target.id}`,
      { amount: 30_000, reason: 'Cash refund of part of the price at the desk' },
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ oldAmount: before, newAmount: 30_000 });
    const audit = await t.database.db
      .select()
      .from(transactionCorrections)
      .where(eq(transactionCorrections.purchaseId, target.id));
    expect(audit).toEqual([
      expect.objectContaining({ oldAmount: before, newAmount: 30_000, actorUserId: gymA.userId }),
    ]);
    target.discount = target.price - 30_000;
    const totals = await call<Totals>(gymA.token, 'GET', `/manage/transactions/totals?${RANGE}`);
    expect(totals.body.data.net).toBe(expected().net);
    const mix = await call<{ rows: { packageId: number; net: number }[] }>(
      gymA.token,
      'GET',
      `/manage/reports/package-mix?${RANGE}`,
    );
    expect(mix.body.data.rows.find((row) => row.packageId === packA)?.net).toBe(20_000 + 30_000);

    const same = await call(gymA.token, 'PATCH', `/manage/transactions/${target.id}`, {
      amount: 30_000,
      reason: 'again',
    });
    expect(same.status).toBe(400);
    const negative = await call(gymA.token, 'PATCH', `/manage/transactions/${target.id}`, {
      amount: -1,
      reason: 'oops',
    });
    expect(negative.status).toBe(400);
    expect(negative.body.errorMessage).toBe(MSG.amountNotNegative);
    const other = await call(gymB.token, 'PATCH', `/manage/transactions/${target.id}`, {
      amount: 1,
      reason: 'not mine',
    });
    expect(other.status).toBe(404);
  });

  it('refuses a page over 50, a range over a year or reversed, and another gym id', async () => {
    const big = await call(gymA.token, 'GET', `/manage/transactions?${RANGE}&size=51`);
    expect(big.status).toBe(400);
    expect(big.body.errorMessage).toBe(MSG.pageSizeTooBig(50));
    const long = await call(
      gymA.token,
      'GET',
      '/manage/reports/revenue?fromDate=2025-01-01&toDate=2026-01-02',
    );
    expect(long.status).toBe(400);
    expect(long.body.errorMessage).toBe(MSG.rangeTooLong);
    const reversed = await call(
      gymA.token,
      'GET',
      '/manage/transactions/totals?fromDate=2026-03-02&toDate=2026-03-01',
    );
    expect(reversed.body.errorMessage).toBe(MSG.rangeOrder);
    const otherGym = await call(
      gymB.token,
      'GET',
      `/manage/transactions/totals?${RANGE}&gymId=${gymA.userId}`,
    );
    expect(otherGym.status).toBe(404);
  });

  it('ownership: customers and trainers 403, guests 401, gym B sees only its own', async () => {
    for (const url of [
      `/manage/transactions?${RANGE}`,
      `/manage/reports/revenue?${RANGE}`,
      `/manage/reports/trainers?${RANGE}`,
    ]) {
      expect((await call(customer.token, 'GET', url)).status).toBe(403);
      expect((await call(trainer.token, 'GET', url)).status).toBe(403);
      expect((await call(undefined, 'GET', url)).status).toBe(401);
    }
    const b = await call<Totals>(gymB.token, 'GET', `/manage/transactions/totals?${RANGE}`);
    expect(b.body.data).toMatchObject({ count: 1, net: 55_000 });
    expect((await call(gymA.token, 'GET', `/manage/reports/trainer-earnings?${RANGE}`)).status).toBe(403);
    expect((await call(customer.token, 'GET', `/manage/reports/trainer-earnings?${RANGE}`)).status).toBe(403);
  });

  it('the master gym reads every gym, other gyms may not', async () => {
    expect((await call(gymA.token, 'GET', `/manage/reports/gyms?${RANGE}`)).status).toBe(404);
    const rows: { gymId: number; net: number; count: number }[] = [];
    for (let page = 0; page < 20; page++) {
      const { status, body } = await call<{ rows: typeof rows; total: number }>(
        masterToken,
        'GET',
        `/manage/reports/gyms?${RANGE}&page=${page}`,
      );
      expect(status).toBe(200);
      rows.push(...body.data.rows);
      if (rows.length >= body.data.total) break;
    }
    expect(rows.find((row) => row.gymId === gymA.userId)).toMatchObject({ count: 4, net: expected().net });
    expect(rows.find((row) => row.gymId === gymB.userId)).toMatchObject({ count: 1, net: 55_000 });
    expect((await call(masterToken, 'GET', `/manage/reports/gyms?${RANGE}&size=51`)).status).toBe(400);
  });

  it('pays trainers per held session at the rate the gym sets, and shows a trainer only their own', async () => {
    const created = await createClass(t, gymA.token);
    const sessions = await sessionsOfClass(t, created.classId);
    const held = sessions.slice(0, 3);
    for (const [index, session] of held.entries()) {
      const day = `2026-03-${String(10 + index).padStart(2, '0')}`;
      await t.database.db
        .update(classSessions)
        .set({
          trainerUserId: trainer.userId,
          startsAt: new Date(`${day}T07:00:00+03:00`),
          endsAt: new Date(`${day}T08:00:00+03:00`),
          localDate: day,
          status: index === 2 ? 'CANCELED' : 'SCHEDULED',
        })
        .where(eq(classSessions.id, session.id));
    }
    const other = await createCustomer(t);
    await t.database.db.insert(bookings).values([
      { sessionId: held[0]!.id, userId: customer.userId, checkedInAt: new Date('2026-03-10T07:05:00+03:00') },
      { sessionId: held[0]!.id, userId: other.userId },
      { sessionId: held[1]!.id, userId: customer.userId, checkedInAt: new Date('2026-03-11T07:05:00+03:00') },
    ]);
    await t.database.db.update(classSessions).set({ booked: 2 }).where(eq(classSessions.id, held[0]!.id));
    await t.database.db.update(classSessions).set({ booked: 1 }).where(eq(classSessions.id, held[1]!.id));

    expect(
      (await call(gymA.token, 'GET', `/manage/trainers/${trainer.userId}/rate`)).body.data,
    ).toMatchObject({ amountPerSession: 0 });
    const put = await call(gymA.token, 'PUT', `/manage/trainers/${trainer.userId}/rate`, {
      amountPerSession: 8_500,
    });
    expect(put.status).toBe(200);
    expect(
      (await call(gymA.token, 'PUT', `/manage/trainers/${customer.userId}/rate`, { amountPerSession: 1 }))
        .status,
    ).toBe(404);
    expect(
      (await call(gymA.token, 'PUT', `/manage/trainers/${trainer.userId}/rate`, { amountPerSession: -1 }))
        .status,
    ).toBe(400);

    const report = await call<{
      rows: { trainerId: number; sessions: number; bookings: number; checkIns: number; earnings: number }[];
    }>(gymA.token, 'GET', `/manage/reports/trainers?${RANGE}`);
    expect(report.body.data.rows).toEqual([
      expect.objectContaining({
        trainerId: trainer.userId,
        sessions: 2,
        bookings: 3,
        checkIns: 2,
        rate: 8_500,
        earnings: 17_000,
      }),
    ]);
    const b = await call<{ rows: unknown[] }>(gymB.token, 'GET', `/manage/reports/trainers?${RANGE}`);
    expect(b.body.data.rows).toEqual([]);

    const own = await call<{ gyms: { gymId: number; sessions: number; earnings: number }[] }>(
      trainer.token,
      'GET',
      `/manage/reports/trainer-earnings?${RANGE}`,
    );
    expect(own.status).toBe(200);
    expect(own.body.data.gyms).toEqual([
      expect.objectContaining({
        gymId: gymA.userId,
        sessions: 2,
        bookings: 3,
        checkIns: 2,
        earnings: 17_000,
        currencyCode: 'KWD',
      }),
    ]);
    const other2 = await newTrainer(t);
    const none = await call<{ gyms: unknown[] }>(
      other2.token,
      'GET',
      `/manage/reports/trainer-earnings?${RANGE}`,
    );
    expect(none.body.data.gyms).toEqual([]);

    const bookingsReport = await call<{
      byClass: { classId: number; bookings: number; checkIns: number }[];
      byHour: { hour: number; bookings: number }[];
    }>(gymA.token, 'GET', `/manage/reports/bookings?${RANGE}`);
    expect(bookingsReport.body.data.byClass).toEqual([
      expect.objectContaining({ classId: created.classId, bookings: 3, checkIns: 2 }),
    ]);
    expect(bookingsReport.body.data.byHour).toEqual([{ hour: 7, bookings: 3 }]);
    const occupancy = await call<{ rows: { sessions: number; seats: number; booked: number }[] }>(
      gymA.token,
      'GET',
      `/manage/reports/occupancy?${RANGE}`,
    );
    expect(occupancy.body.data.rows).toEqual([
      expect.objectContaining({ sessions: 2, seats: 20, booked: 3, rate: 15 }),
    ]);
  });
});
