import { addDays, type CustomerDetailDto, type CustomerPageDto, MSG, zonedParts } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, classSessions, packages, purchases } from '../../db/schema';
import { createClass, KUWAIT, newGym, newTrainer, sessionsOfClass } from '../../test/class-management';
import { createCustomer, grantCredits, setUser } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

type Totals = { newCustomers: number; activeCustomers: number; bookings: number; revenue: number };
type Booking = {
  bookingId: number;
  sessionId: number;
  attendance: string;
  classTitle: string;
  customerName: string;
};

describe('Customers of a gym and its package desk', () => {
  let t: TestApp;
  let gymA: Awaited<ReturnType<typeof newGym>>;
  let gymB: Awaited<ReturnType<typeof newGym>>;
  let trainer: Awaited<ReturnType<typeof newTrainer>>;
  let noura: Awaited<ReturnType<typeof createCustomer>>;
  let lapsed: Awaited<ReturnType<typeof createCustomer>>;
  let booked: Awaited<ReturnType<typeof createCustomer>>;
  let stranger: Awaited<ReturnType<typeof createCustomer>>;
  let adultPkg: number;
  let kidPkg: number;
  let retiredPkg: number;
  let otherGymPkg: number;
  let className: string;
  let classId: number;
  const today = zonedParts(new Date(), KUWAIT).date;

  const pkg = async (gymUserId: number, values: Partial<typeof packages.$inferInsert> = {}) => {
    const [row] = await t.database.db
      .insert(packages)
      .values({
        storeId: 1,
        gymUserId,
        name: `Desk pack ${Math.random().toString(36).slice(2, 6)}`,
        packageType: 'GYMSPECIFIC',
        credits: 10,
        classes: 8,
        validityDays: 30,
        price: 25_000,
        currencyCode: 'KWD',
        ...values,
      })
      .returning({ id: packages.id });
    return row!.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    gymA = await newGym(t);
    gymB = await newGym(t);
    trainer = await newTrainer(t);
    adultPkg = await pkg(gymA.userId);
    kidPkg = await pkg(gymA.userId, { packageCategory: 'CHILD', price: 9_000 });
    retiredPkg = await pkg(gymA.userId, { active: false });
    otherGymPkg = await pkg(gymB.userId);
    noura = await createCustomer(t, {
      credits: null,
      mobile: '96566123456',
      kids: [{ name: 'Salem', gender: 'MALE' }],
    });
    await setUser(t, noura.userId, { firstName: 'Noura', lastName: 'Qattan' });
    await grantCredits(t, noura.userId, 4, { gymUserId: gymA.userId });
    lapsed = await createCustomer(t, { credits: null });
    await grantCredits(t, lapsed.userId, 2, { gymUserId: gymA.userId, expiresInDays: -1 });
    stranger = await createCustomer(t, { credits: null, kids: [{ name: 'Other', gender: 'FEMALE' }] });
    await grantCredits(t, stranger.userId, 3, { gymUserId: gymB.userId });
    // A customer who only booked one of gym A's classes.
    const made = await createClass(t, gymA.token);
    className = made.title;
    classId = made.classId;
    const [session] = await sessionsOfClass(t, made.classId);
    booked = await createCustomer(t, { credits: 10 });
    const join = await t.call({
      method: 'POST',
      url: '/api/v1/bookings',
      token: booked.token,
      payload: { classSessionId: session!.id },
    });
    expect(join.status).toBe(201);
  });
  afterAll(() => t.close());

  const call = <T>(token: string | undefined, method: string, url: string, payload?: object) =>
    t.call<T>({ method: method as 'GET', url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });
  const idsOf = (page: CustomerPageDto) => page.items.map((row) => row.userId).sort((a, b) => a - b);

  it('lists the gym’s customers (package holders and bookers), searchable and filtered', async () => {
    const all = await call<CustomerPageDto>(gymA.token, 'GET', '/manage/customers');
    expect(all.status).toBe(200);
    expect(idsOf(all.body.data)).toEqual([noura.userId, lapsed.userId, booked.userId].sort((a, b) => a - b));
    expect(all.body.data).toMatchObject({ page: 0, size: 50, total: 3 });
    const row = all.body.data.items.find((item) => item.userId === noura.userId)!;
    expect(row).toMatchObject({
      name: 'Noura Qattan',
      mobile: '96566123456',
      activePackages: 1,
      totalPaid: 0,
    });

    for (const search of ['noura q', '66123', row.email.slice(0, 8).toUpperCase()]) {
      const found = await call<CustomerPageDto>(
        gymA.token,
        'GET',
        `/manage/customers?search=${encodeURIComponent(search)}`,
      );
      expect(idsOf(found.body.data), search).toEqual([noura.userId]);
    }
    const active = await call<CustomerPageDto>(gymA.token, 'GET', '/manage/customers?customerFilter=active');
    expect(idsOf(active.body.data)).toEqual([noura.userId]);
    const expired = await call<CustomerPageDto>(
      gymA.token,
      'GET',
      '/manage/customers?customerFilter=expired',
    );
    expect(idsOf(expired.body.data)).toEqual([lapsed.userId]);
    const offers = await call<{ id: number }[]>(gymA.token, 'GET', '/manage/customers/packages');
    expect(offers.body.data.map((row) => row.id).sort((a, b) => a - b)).toEqual([adultPkg, kidPkg]);
    const byPackage = await call<CustomerPageDto>(
      gymA.token,
      'GET',
      `/manage/customers?packageIds=${adultPkg},${kidPkg}`,
    );
    expect(byPackage.body.data.items).toEqual([]);
    const paged = await call<CustomerPageDto>(gymA.token, 'GET', '/manage/customers?size=1&page=1');
    expect(paged.body.data).toMatchObject({ page: 1, size: 1, total: 3 });
    expect(paged.body.data.items).toHaveLength(1);
  });

  it('refuses pages over 50 rows, bad dates and ranges, and bad ids', async () => {
    const big = await call(gymA.token, 'GET', '/manage/customers?size=51');
    expect(big.status).toBe(400);
    expect(big.body.errorMessage).toBe(MSG.pageSizeTooBig(50));
    expect(
      (await call(gymA.token, 'GET', `/manage/bookings?fromDate=${today}&toDate=${today}&size=51`)).status,
    ).toBe(400);
    const cases: [string, string][] = [
      [`fromDate=${addDays(today, 1)}&toDate=${today}`, MSG.rangeOrder],
      [`fromDate=${today}&toDate=${addDays(today, 400)}`, MSG.rangeTooLong],
      [`fromDate=2026-02-30&toDate=2026-03-02`, MSG.invalidDate],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/manage/customers/totals', '/manage/bookings']) {
        const { status, body } = await call(gymA.token, 'GET', `${path}?${query}`);
        expect(status, `${path}?${query}`).toBe(400);
        expect(body.errorMessage).toBe(message);
      }
    }
    expect((await call(gymA.token, 'GET', '/manage/customers?packageIds=1,x')).status).toBe(400);
    expect((await call(gymA.token, 'GET', '/manage/customers?customerFilter=gone')).status).toBe(400);
  });

  it('keeps each gym to its own customers: another gym 404, customers and trainers 403, guests 401', async () => {
    const b = await call<CustomerPageDto>(gymB.token, 'GET', '/manage/customers');
    expect(idsOf(b.body.data)).toEqual([stranger.userId]);
    const body = { packageId: adultPkg, paidAtDesk: false };
    for (const [method, path, payload] of [
      ['GET', `/manage/customers?gymId=${gymA.userId}`],
      ['GET', `/manage/customers/totals?gymId=${gymA.userId}&fromDate=${today}&toDate=${today}`],
      ['GET', `/manage/bookings?gymId=${gymA.userId}&fromDate=${today}&toDate=${today}`],
      ['GET', `/manage/customers/${noura.userId}`],
      ['POST', `/manage/customers/${noura.userId}/packages`, body],
    ] as [string, string, object?][]) {
      expect((await call(gymB.token, method, path, payload)).status, `${method} ${path}`).toBe(404);
      expect((await call(trainer.token, method, path, payload)).status).toBe(403);
      expect((await call(noura.token, method, path, payload)).status).toBe(403);
      expect((await call(undefined, method, path, payload)).status).toBe(401);
    }
    // Gym A cannot reach gym B's customer, nor give its customer gym B's package.
    expect((await call(gymA.token, 'GET', `/manage/customers/${stranger.userId}`)).status).toBe(404);
    expect(
      (
        await call(gymA.token, 'POST', `/manage/customers/${noura.userId}/packages`, {
          packageId: otherGymPkg,
        })
      ).status,
    ).toBe(404);
  });

  let deskPackageId: number;
  let deskReference: string;

  it('adds a package paid at the desk: ledger row with the gym and note, a paid DESK order, a notice', async () => {
    const { status, body } = await call<CustomerDetailDto>(
      gymA.token,
      'POST',
      `/manage/customers/${noura.userId}/packages`,
      {
        packageId: adultPkg,
        amount: 12_500,
        paidAtDesk: true,
        note: 'Cash, spring offer',
      },
    );
    expect(status).toBe(201);
    const added = body.data.packages.find((row) => row.packageId === adultPkg)!;
    deskPackageId = added.id;
    expect(added).toMatchObject({
      creditsBalance: 10,
      classesLeft: 8,
      status: 'ACTIVE',
      amount: 12_500,
      paidAtDesk: true,
    });
    expect(added.ledger).toEqual([
      expect.objectContaining({
        reason: 'PURCHASE',
        deltaCredits: 10,
        deltaClasses: 8,
        note: 'Cash, spring offer',
        actorName: 'Test Customer',
      }),
    ]);
    const order = body.data.transactions.find((row) => row.kind === 'DESK')!;
    expect(order).toMatchObject({ status: 'PAID', gateway: 'desk', amount: 12_500, currencyCode: 'KWD' });
    deskReference = order.referenceId;

    // The customer sees the desk payment among their own transactions.
    const mine = await call<{ items: { referenceId: string; status: string; amount: number }[] }>(
      noura.token,
      'GET',
      '/transactions',
    );
    expect(mine.body.data.items).toContainEqual(
      expect.objectContaining({ referenceId: deskReference, status: 'PAID', amount: 12_500 }),
    );
    const list = await call<CustomerPageDto>(gymA.token, 'GET', `/manage/customers?packageIds=${adultPkg}`);
    expect(list.body.data.items).toEqual([
      expect.objectContaining({ userId: noura.userId, activePackages: 2, totalPaid: 12_500 }),
    ]);
  });

  it('gives a kid package only to one of the customer’s kids, and only the gym’s active packages', async () => {
    const path = `/manage/customers/${noura.userId}/packages`;
    const cases: [object, string][] = [
      [{ packageId: kidPkg }, MSG.kidPackageNeedsKid],
      [{ packageId: kidPkg, kidId: stranger.kidIds[0] }, MSG.customerKidUnknown],
      [{ packageId: adultPkg, kidId: noura.kidIds[0] }, MSG.adultPackageNoKid],
      [{ packageId: retiredPkg }, MSG.packageNotOnSale],
      [{ packageId: adultPkg, amount: -1, paidAtDesk: true }, MSG.amountNotNegative],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await call(gymA.token, 'POST', path, payload);
      expect(status, message).toBe(400);
      expect(body.errorMessage).toBe(message);
    }
    // The same Idempotency-Key twice (a double click) adds the package once.
    const twice = () =>
      t.call<CustomerDetailDto>({
        method: 'POST',
        url: `/api/v1${path}`,
        token: gymA.token,
        headers: { 'idempotency-key': 'desk-kid-1' },
        payload: { packageId: kidPkg, kidId: noura.kidIds[0] },
      });
    const kid = await twice();
    expect((await twice()).status).toBe(201);
    expect((await twice()).body.data.packages.filter((row) => row.packageId === kidPkg)).toHaveLength(1);
    expect(kid.status).toBe(201);
    const granted = kid.body.data.packages.find((row) => row.packageId === kidPkg)!;
    expect(granted).toMatchObject({ kidName: 'Salem', amount: null, paidAtDesk: false });
    expect(granted.ledger[0]).toMatchObject({ reason: 'GRANT' });
  });

  it('edits a package with a reason: one ADJUST row with the deltas, the gym and why; the customer sees it', async () => {
    const path = `/manage/customers/${noura.userId}/packages/${deskPackageId}`;
    const { status, body } = await call<CustomerDetailDto>(gymA.token, 'PUT', path, {
      creditsBalance: 13,
      classesLeft: 6,
      expiresOn: addDays(today, 60),
      amount: 11_000,
      reason: 'Goodwill after the broken shower',
    });
    expect(status).toBe(200);
    const edited = body.data.packages.find((row) => row.id === deskPackageId)!;
    expect(edited).toMatchObject({ creditsBalance: 13, classesLeft: 6, amount: 11_000 });
    expect(zonedParts(new Date(edited.expiresAt), KUWAIT).date).toBe(addDays(today, 61));
    expect(edited.ledger.at(-1)).toMatchObject({
      reason: 'ADJUST',
      deltaCredits: 3,
      deltaClasses: -2,
      creditsAfter: 13,
      classesAfter: 6,
      deltaAmount: -1_500,
      note: 'Goodwill after the broken shower',
      actorName: 'Test Customer',
      expiresAfter: edited.expiresAt,
    });
    const [order] = await t.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.referenceId, deskReference));
    expect(order!.amount).toBe(11_000);

    const history = await call<{ reason: string; note: string | null }[]>(
      noura.token,
      'GET',
      `/user-packages/${deskPackageId}/history`,
    );
    expect(history.status).toBe(200);
    expect(history.body.data.map((row) => row.reason)).toEqual(['PURCHASE', 'ADJUST']);
    expect(history.body.data[1]!.note).toBe('Goodwill after the broken shower');
    expect((await call(stranger.token, 'GET', `/user-packages/${deskPackageId}/history`)).status).toBe(404);
  });

  it('refuses negatives, no-op changes, a missing reason and another gym', async () => {
    const path = `/manage/customers/${noura.userId}/packages/${deskPackageId}`;
    const cases: [object, string][] = [
      [{ creditsBalance: -1, reason: 'Oops there' }, MSG.balanceNotNegative],
      [{ creditsBalance: 13, reason: 'Same again' }, MSG.noChanges],
      [{ creditsBalance: 20 }, MSG.reasonRequired],
      [{ creditsBalance: 20, reason: ' ' }, MSG.reasonRequired],
      [{ expiresOn: today, validityDays: 3, reason: 'Both at once' }, MSG.expiryOrValidity],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await call(gymA.token, 'PUT', path, payload);
      expect(status, message).toBe(400);
      expect(body.errorMessage).toBe(message);
    }
    expect((await call(gymB.token, 'PUT', path, { creditsBalance: 1, reason: 'Not mine' })).status).toBe(404);
    const granted = (await call<CustomerDetailDto>(gymA.token, 'GET', `/manage/customers/${noura.userId}`))
      .body.data;
    const kidPackage = granted.packages.find((row) => row.packageId === kidPkg)!;
    const amount = await call(
      gymA.token,
      'PUT',
      `/manage/customers/${noura.userId}/packages/${kidPackage.id}`,
      {
        amount: 5,
        reason: 'Not a desk order',
      },
    );
    expect(amount.body.errorMessage).toBe(MSG.amountNotEditable);
    const rows = granted.packages.find((row) => row.id === deskPackageId)!.ledger;
    expect(rows).toHaveLength(2);
  });

  it('counts the range’s new and active customers, bookings and revenue in SQL', async () => {
    const to = addDays(today, 30);
    const { status, body } = await call<Totals>(
      gymA.token,
      'GET',
      `/manage/customers/totals?fromDate=${today}&toDate=${to}`,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      newCustomers: 3,
      activeCustomers: 1,
      bookings: 1,
      revenue: 11_000,
      currencyCode: 'KWD',
    });
    const before = await call<Totals>(
      gymA.token,
      'GET',
      `/manage/customers/totals?fromDate=${addDays(today, -30)}&toDate=${addDays(today, -1)}`,
    );
    expect(before.body.data).toMatchObject({ newCustomers: 0, bookings: 0, revenue: 0, activeCustomers: 0 });
  });

  it('lists the gym’s bookings with attendance, and downloads them and the customers as CSV', async () => {
    const range = `fromDate=${today}&toDate=${addDays(today, 30)}`;
    const { status, body } = await call<{ items: Booking[]; total: number }>(
      gymA.token,
      'GET',
      `/manage/bookings?${range}`,
    );
    expect(status).toBe(200);
    expect(body.data.total).toBe(1);
    expect(body.data.items[0]).toMatchObject({
      classTitle: className,
      customerName: 'Test Customer',
      attendance: 'BOOKED',
    });
    const first = body.data.items[0]!;
    const byClass = await call<{ total: number }>(
      gymA.token,
      'GET',
      `/manage/bookings?${range}&classId=${classId}`,
    );
    expect(byClass.body.data.total).toBe(1);
    const filters = await call<{ classes: { id: number }[] }>(gymA.token, 'GET', '/manage/bookings/filters');
    expect(filters.body.data.classes.map((row) => row.id)).toEqual([classId]);
    expect((await call(gymB.token, 'GET', `/manage/bookings/filters?gymId=${gymA.userId}`)).status).toBe(404);
    const byTrainer = await call<{ total: number }>(
      gymA.token,
      'GET',
      `/manage/bookings?${range}&trainerId=${trainer.userId}`,
    );
    expect(byTrainer.body.data.total).toBe(0);
    // The session ended and nobody checked them in: a no-show; checked in, it says so; cancelled too.
    const attendance = async () =>
      (await call<{ items: Booking[] }>(gymA.token, 'GET', `/manage/bookings?${range}`)).body.data.items[0]!
        .attendance;
    await t.database.db
      .update(classSessions)
      .set({ startsAt: new Date(Date.now() - 7_200_000), endsAt: new Date(Date.now() - 3_600_000) })
      .where(eq(classSessions.id, first.sessionId));
    expect(await attendance()).toBe('NO_SHOW');
    await t.database.db
      .update(bookings)
      .set({ checkedInAt: new Date() })
      .where(eq(bookings.id, first.bookingId));
    expect(await attendance()).toBe('CHECKED_IN');
    await t.database.db.update(bookings).set({ status: 'CANCELED' }).where(eq(bookings.id, first.bookingId));
    expect(await attendance()).toBe('CANCELLED');
    const byCustomer = await call<{ total: number }>(
      gymA.token,
      'GET',
      `/manage/bookings?${range}&userId=${noura.userId}`,
    );
    expect(byCustomer.body.data.total).toBe(0);
    const b = await call<{ total: number }>(gymB.token, 'GET', `/manage/bookings?${range}`);
    expect(b.body.data.total).toBe(0);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/manage/bookings?${range}&format=csv`,
      headers: { authorization: `Bearer ${gymA.token}` },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(className);
    expect(csv.body).toContain('CANCELLED');
    const customers = await t.app.inject({
      method: 'GET',
      url: '/api/v1/manage/customers?format=csv',
      headers: { authorization: `Bearer ${gymA.token}` },
    });
    expect(customers.body.split('\r\n').filter(Boolean)).toHaveLength(4);
    expect(customers.body).toContain('Noura Qattan');
    expect(customers.body).toContain('11.000');
  });
});
