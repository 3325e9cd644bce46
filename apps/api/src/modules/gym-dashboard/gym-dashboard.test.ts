import { randomBytes } from 'node:crypto';
import {
  type AtRiskPage,
  type Dashboard,
  type ExpiringPage,
  type TodaySessionsPage,
  zonedParts,
} from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  classSessions,
  classTimings,
  packages,
  purchases,
  userPackages,
  users,
} from '../../db/schema';
import { createClass, KUWAIT, newGym } from '../../test/class-management';
import { createCustomer } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The gym's clock: noon on 15 March 2026 in Kuwait (this month: 1–15 March; the last: 1–15 February). */
const NOW = new Date('2026-03-15T12:00:00+03:00');
const kw = (local: string) => new Date(`${local}:00+03:00`);

describe("the owner's dashboard over a hand-made history", () => {
  let t: TestApp;
  type Side = { userId: number; token: string; packageId: number; classId: number; timingId: number };
  let gymA: Side;
  let gymB: Side;
  const who: Record<string, number> = {};

  const get = <T>(token: string, url: string) => t.call<T>({ method: 'GET', url: `/api/v1${url}`, token });

  async function gym(): Promise<Side> {
    const g = await newGym(t);
    const { classId } = await createClass(t, g.token);
    const [timing] = await t.database.db.select().from(classTimings).where(eq(classTimings.classId, classId));
    const [pkg] = await t.database.db
      .insert(packages)
      .values({
        storeId: 1,
        gymUserId: g.userId,
        name: 'Ten visits',
        packageType: 'GYMSPECIFIC',
        credits: 10,
        validityDays: 60,
        price: 25_000,
        currencyCode: 'KWD',
      })
      .returning({ id: packages.id });
    return { ...g, packageId: pkg!.id, classId, timingId: timing!.id };
  }

  async function person(firstName: string) {
    const { userId } = await createCustomer(t, { credits: null });
    await t.database.db.update(users).set({ firstName, lastName: 'Test' }).where(eq(users.id, userId));
    who[firstName] = userId;
    return userId;
  }

  async function session(side: Side, local: string, seats: number, booked: number, status = 'SCHEDULED') {
    const startsAt = kw(local);
    const parts = zonedParts(startsAt, KUWAIT);
    const [row] = await t.database.db
      .insert(classSessions)
      .values({
        classId: side.classId,
        classTimingId: side.timingId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        timeZone: KUWAIT,
        localDate: parts.date,
        fromMinute: parts.minuteOfDay,
        toMinute: parts.minuteOfDay + 60,
        seats,
        booked,
        status,
        rollClosedAt: startsAt < NOW ? new Date(startsAt.getTime() + 7_200_000) : null,
      })
      .returning({ id: classSessions.id });
    return row!.id;
  }

  async function book(
    sessionId: number,
    userId: number,
    createdAt: string,
    extra: Partial<typeof bookings.$inferInsert> = {},
  ) {
    await t.database.db.insert(bookings).values({ sessionId, userId, createdAt: kw(createdAt), ...extra });
  }

  async function hold(
    side: Side,
    userId: number,
    createdAt: string,
    expiresAt: string,
    balance: { credits?: number; unlimited?: boolean },
  ) {
    await t.database.db.insert(userPackages).values({
      userId,
      packageId: side.packageId,
      gymUserId: side.userId,
      packageType: 'GYMSPECIFIC',
      creditsBalance: balance.credits ?? 0,
      unlimited: balance.unlimited ?? false,
      startsAt: kw(createdAt),
      createdAt: kw(createdAt),
      expiresAt: kw(expiresAt),
    });
  }

  async function pay(
    side: Side,
    userId: number,
    paidAt: string,
    price: number,
    discount = 0,
    status = 'PAID',
  ) {
    const paid = status === 'PAID';
    await t.database.db.insert(purchases).values({
      referenceId: `D-${randomBytes(5).toString('hex')}`,
      userId,
      packageId: side.packageId,
      gymUserId: side.userId,
      price,
      promoDiscount: discount,
      amount: price - discount,
      currencyCode: 'KWD',
      gateway: 'none',
      status,
      paidAt: paid ? kw(paidAt) : null,
      fulfilledAt: paid ? kw(paidAt) : null,
      // A late payment credited back to the wallet: a refund (the ledger's definition).
      creditedAt: paid ? null : kw(paidAt),
    });
  }

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => NOW });
    gymA = await gym();
    gymB = await gym();
    const amal = await person('Amal');
    const badr = await person('Badr');
    const carla = await person('Carla');
    const dana = await person('Dana');
    const eman = await person('Eman');
    const farid = await person('Farid');
    const gita = await person('Gita');
    const hana = await person('Hana');

    // Today: two sessions (a walk-in guest in the evening's three), one canceled, one tomorrow.
    const evening = await session(gymA, '2026-03-15T18:00', 10, 3);
    const morning = await session(gymA, '2026-03-15T09:00', 5, 1);
    await session(gymA, '2026-03-15T20:00', 8, 0, 'CANCELED');
    await session(gymA, '2026-03-16T18:00', 10, 0);
    await book(evening, amal, '2026-03-14T10:00');
    await book(evening, dana, '2026-03-14T11:00');
    await book(evening, gymA.userId, '2026-03-15T08:00', { guestName: 'Walk-in' });
    // Checked in this morning, roll still open: a visit, not yet in the rates.
    await book(morning, carla, '2026-03-14T12:00', { checkedInAt: kw('2026-03-15T08:55') });

    // The last 30 days' closed rolls: three attended, two no-shows.
    const x1 = await session(gymA, '2026-03-05T18:00', 10, 1);
    const x2 = await session(gymA, '2026-03-12T18:00', 10, 2);
    const x3 = await session(gymA, '2026-03-08T18:00', 10, 1);
    const x4 = await session(gymA, '2026-03-13T18:00', 10, 1);
    await book(x1, amal, '2026-03-03T10:00', { attendance: 'ATTENDED', checkedInAt: kw('2026-03-05T17:55') });
    await book(x1, badr, '2026-03-03T10:00', { status: 'CANCELED', canceledAt: kw('2026-03-04T10:00') });
    await book(x2, amal, '2026-03-10T10:00', { attendance: 'ATTENDED', checkedInAt: kw('2026-03-12T17:55') });
    await book(x2, dana, '2026-03-11T10:00', { attendance: 'NO_SHOW' });
    await book(x3, carla, '2026-03-07T10:00', { attendance: 'NO_SHOW' });
    await book(x4, carla, '2026-03-11T10:00', {
      attendance: 'ATTENDED',
      checkedInAt: kw('2026-03-13T17:50'),
    });
    // February (the previous period: 1–15) and older visits.
    const feb10 = await session(gymA, '2026-02-10T18:00', 10, 1);
    const feb06 = await session(gymA, '2026-02-06T18:00', 10, 1);
    const nov = await session(gymA, '2025-11-20T18:00', 10, 1);
    await book(feb10, badr, '2026-02-09T10:00', {
      attendance: 'ATTENDED',
      checkedInAt: kw('2026-02-10T17:55'),
    });
    await book(feb06, carla, '2026-02-05T12:00', {
      attendance: 'ATTENDED',
      checkedInAt: kw('2026-02-06T17:55'),
    });
    await book(nov, farid, '2025-11-19T10:00', {
      attendance: 'ATTENDED',
      checkedInAt: kw('2025-11-20T17:55'),
    });

    // Packages: regular, at risk and expiring soon, low on credits, expired, unlimited, used up.
    await hold(gymA, amal, '2026-03-02T10:00', '2026-04-20T10:00', { credits: 8 });
    await hold(gymA, badr, '2026-01-10T10:00', '2026-03-25T10:00', { credits: 6 });
    await hold(gymA, carla, '2026-02-05T10:00', '2026-05-01T10:00', { credits: 2 });
    await hold(gymA, farid, '2025-11-01T10:00', '2026-03-01T10:00', { credits: 5 });
    await hold(gymA, gita, '2025-12-20T10:00', '2026-06-01T10:00', { unlimited: true });
    await hold(gymA, hana, '2025-12-01T10:00', '2026-04-30T10:00', { credits: 0 });

    // The ledger: this month 25.000 less 5.000 off, less a 3.000 refund; February's first half 15.000
    // (its 20th is past the same days and does not count).
    await pay(gymA, amal, '2026-03-02T10:00', 25_000, 5_000);
    await pay(gymA, eman, '2026-03-07T10:00', 3_000, 0, 'CANCELED');
    await pay(gymA, carla, '2026-02-05T10:00', 15_000);
    await pay(gymA, badr, '2026-02-20T10:00', 9_000);
    await pay(gymA, badr, '2026-01-10T10:00', 18_000);

    // Another gym's day: none of it is gym A's.
    const other = await session(gymB, '2026-03-15T10:00', 20, 1);
    const otherPast = await session(gymB, '2026-03-10T10:00', 20, 1);
    await book(other, amal, '2026-03-14T09:00');
    await book(otherPast, gita, '2026-03-09T09:00', { attendance: 'NO_SHOW' });
    await hold(gymB, dana, '2026-03-03T10:00', '2026-03-20T10:00', { credits: 1 });
    await pay(gymB, dana, '2026-03-03T10:00', 40_000);
  });
  afterAll(() => t.close());

  it('shows every tile of the history', async () => {
    const { status, body } = await get<Dashboard>(gymA.token, '/manage/dashboard');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      today: '2026-03-15',
      currencyCode: 'KWD',
      currencyDecimals: 3,
      todaySessions: { classes: 2, attending: 4, freeSeats: 11 },
      thisMonth: {
        fromDate: '2026-03-01',
        toDate: '2026-03-15',
        incomeNet: 17_000,
        bookings: 9,
        newCustomers: 2,
      },
      previousMonth: {
        fromDate: '2026-02-01',
        toDate: '2026-02-15',
        incomeNet: 15_000,
        bookings: 2,
        newCustomers: 1,
      },
      atRisk: 2,
      expiring: 3,
      firstToSecondVisit: { firstVisits: 3, returned: 2, rate: 66.7 },
      rates: {
        fromDate: '2026-02-14',
        toDate: '2026-03-15',
        attended: 3,
        noShows: 2,
        attendanceRate: 60,
        noShowRate: 40,
      },
    });
  });

  it('lists the members at risk, never seen first, a page at a time and as CSV', async () => {
    const { body } = await get<AtRiskPage>(gymA.token, '/manage/dashboard/at-risk');
    expect(body.data.total).toBe(2);
    expect(body.data.items).toEqual([
      expect.objectContaining({ userId: who.Gita, name: 'Gita Test', left: null, lastVisit: null }),
      expect.objectContaining({
        userId: who.Badr,
        packageName: 'Ten visits',
        left: 6,
        lastVisit: kw('2026-02-10T18:00').toISOString(),
        expiresAt: kw('2026-03-25T10:00').toISOString(),
      }),
    ]);
    const page = await get<AtRiskPage>(gymA.token, '/manage/dashboard/at-risk?size=1&page=1');
    expect(page.body.data).toMatchObject({ total: 2, page: 1, size: 1 });
    expect(page.body.data.items.map((row) => row.name)).toEqual(['Badr Test']);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/manage/dashboard/at-risk?format=csv&size=1',
      headers: { authorization: `Bearer ${gymA.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('members-at-risk.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Customer,E-mail,Mobile,Package,Left,Expires (Asia/Kuwait UTC+03:00),Last visit (Asia/Kuwait UTC+03:00)',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Gita Test,.*,Ten visits,unlimited,2026-06-01 10:00,$/);
    expect(lines[2]).toContain('Badr Test');
    expect(lines[2]).toContain('2026-02-10 18:00');
  });

  it('lists the packages running out: by date, then by what is left', async () => {
    const { body } = await get<ExpiringPage>(gymA.token, '/manage/dashboard/expiring');
    expect(body.data.total).toBe(3);
    expect(body.data.items.map((row) => [row.name, row.left])).toEqual([
      ['Badr Test', 6],
      ['Hana Test', 0],
      ['Carla Test', 2],
    ]);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/manage/dashboard/expiring?format=csv',
      headers: { authorization: `Bearer ${gymA.token}` },
    });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('Customer,E-mail,Package,Left,Expires (Asia/Kuwait UTC+03:00)');
  });

  it("lists today's sessions in start order with their free seats", async () => {
    const { body } = await get<TodaySessionsPage>(gymA.token, '/manage/dashboard/today');
    expect(body.data.total).toBe(2);
    expect(body.data.items.map((row) => [row.fromTime, row.seats, row.booked, row.freeSeats])).toEqual([
      ['09:00', 5, 1, 4],
      ['18:00', 10, 3, 7],
    ]);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/manage/dashboard/today?format=csv',
      headers: { authorization: `Bearer ${gymA.token}` },
    });
    expect(csv.headers['content-disposition']).toContain('sessions-2026-03-15.csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(3);
  });

  it("keeps each gym's figures to itself and refuses customers", async () => {
    const other = await get<Dashboard>(gymB.token, '/manage/dashboard');
    expect(other.body.data).toMatchObject({
      todaySessions: { classes: 1, attending: 1, freeSeats: 19 },
      thisMonth: { incomeNet: 40_000, bookings: 2, newCustomers: 3 },
      atRisk: 1,
      expiring: 1,
      rates: { attended: 0, noShows: 1, noShowRate: 100, attendanceRate: 0 },
    });
    expect((await get(gymB.token, `/manage/dashboard?gymId=${gymA.userId}`)).status).toBe(404);
    expect((await get(gymB.token, `/manage/dashboard/at-risk?gymId=${gymA.userId}`)).status).toBe(404);
    const customer = await createCustomer(t);
    for (const path of ['', '/at-risk', '/expiring', '/today']) {
      expect((await get(customer.token, `/manage/dashboard${path}`)).status).toBe(403);
    }
    expect((await t.call({ method: 'GET', url: '/api/v1/manage/dashboard' })).status).toBe(401);
  });
});
