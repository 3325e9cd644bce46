import { gunzipSync } from 'node:zlib';
import {
  type ClassItemDto,
  type ClassPageDto,
  classListPageSchema,
  type Page,
  type SessionDetailDto,
} from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classIdOf,
  createCustomer,
  DEMO_CUSTOMER_EMAIL,
  sessionOf,
  sessionRow,
  tokenFor,
  userIdOf,
} from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('classes: list, session detail, class page', () => {
  let t: TestApp;
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await tokenFor(t, DEMO_CUSTOMER_EMAIL);
  });
  afterAll(() => t.close());

  const list = async (payload: unknown, extra: { token?: string; headers?: Record<string, string> } = {}) => {
    const { status, body } = await t.call<Page<ClassItemDto>>({
      method: 'POST',
      url: '/api/v1/classes/list',
      payload: payload as object,
      ...extra,
    });
    return { status, body, data: body.data };
  };
  const all = async (payload: Record<string, unknown>) => (await list({ size: 100, ...payload })).data.items;

  it('lists upcoming sessions, soonest first, paginated', async () => {
    const before = Date.now();
    const { status, data } = await list({});
    expect(status).toBe(200);
    expect(data).toMatchObject({ page: 0, size: 10 });
    expect(data.items).toHaveLength(10);
    expect(data.total).toBeGreaterThan(200);
    const starts = data.items.map((item) => Date.parse(item.startsAt));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(starts[0]).toBeGreaterThanOrEqual(before - 1000);
    const next = await list({ page: 1 });
    expect(next.data.items[0]!.classSessionId).not.toBe(data.items[0]!.classSessionId);
    expect(next.data.total).toBe(data.total);
  });

  it('answers items that are exactly the published schema, for guests and members', async () => {
    for (const token of [undefined, demo]) {
      const { data } = await list({ size: 50 }, { token });
      const parsed = classListPageSchema.strict().parse(data);
      expect(Object.keys(data)).toEqual(Object.keys(classListPageSchema.shape));
      expect(parsed.items).toHaveLength(data.items.length);
      data.items.forEach((item, i) => {
        expect(Object.keys(item).sort()).toEqual(Object.keys(parsed.items[i]!).sort());
      });
    }
  });

  it("gzips the list for clients that accept it, unless it shows the member's own marks", async () => {
    // One instant for every answer compared (each list is otherwise "from now" when it is asked).
    const asOf = new Date().toISOString();
    const ask = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/classes/list', payload: { size: 20, asOf }, headers });
    const plain = await ask({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The answer differs by compression and by the reader's language.
    expect(plain.headers.vary).toBe('accept-encoding, accept-language');
    const zipped = await ask({ 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect((await ask({ 'accept-encoding': 'gzip;q=0, br' })).headers['content-encoding']).toBeUndefined();

    // A member with nothing booked or wished for on the page reads what a guest reads, gzipped.
    const member = await createCustomer(t);
    const unmarked = await ask({ 'accept-encoding': 'gzip', authorization: `Bearer ${member.token}` });
    expect(unmarked.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(unmarked.rawPayload).toString())).toEqual(plain.json());

    // Once a session of the page is theirs, their answer is written for them, plain.
    const first = (plain.json() as { data: Page<ClassItemDto> }).data.items[0]!;
    const wished = await t.call({
      method: 'POST',
      url: '/api/v1/wishlist',
      token: member.token,
      payload: { classSessionId: first.classSessionId },
    });
    expect(wished.status).toBe(201);
    const marked = await ask({ 'accept-encoding': 'gzip', authorization: `Bearer ${member.token}` });
    expect(marked.headers['content-encoding']).toBeUndefined();
    const items = (marked.json() as { data: Page<ClassItemDto> }).data.items;
    expect(items).toHaveLength(20);
    expect(items[0]).toMatchObject({ classSessionId: first.classSessionId, wishType: 'WISHLIST' });
    expect(items.slice(1).every((item) => item.wishType === null && !item.userJoinStatus)).toBe(true);
  });

  it('answers without a body too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/classes/list' });
    expect(response.statusCode).toBe(200);
  });

  it('carries every SPEC 3.3 class item field', async () => {
    const [item] = (await list({ size: 1 })).data.items;
    for (const field of [
      'classSessionId',
      'classId',
      'title',
      'description',
      'classDate',
      'fromTime',
      'toTime',
      'credit',
      'price',
      'priceModel',
      'availableSeat',
      'availableSeatText',
      'totalSeat',
      'showAvailableSeatType',
      'classType',
      'ageCategoryType',
      'fitnessLevel',
      'classCategory',
      'subClassCategoryId',
      'userJoinStatus',
      'wishType',
      'autoWaitListTime',
      'videoClass',
      'isSpecialProgram',
      'reminder',
      'specialNote',
      'classDayList',
      'fromDate',
      'toDate',
      'classMedia',
      'trainerDetail',
      'gymBranchDetail',
    ]) {
      expect(item, field).toHaveProperty(field);
    }
    expect(item!.classDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(item!.fromTime).toMatch(/^\d{2}:\d{2}$/);
    expect(item!.classMedia.mediaUrl).toMatch(/^\/media\/activity\/[a-z]+\.svg$/);
  });

  it('filters by one local date and by a date range', async () => {
    const [first] = (await list({ size: 1 })).data.items;
    const day = first!.classDate;
    const items = await all({ date: day });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.classDate === day)).toBe(true);
    const range = await all({ fromDate: day, toDate: day });
    expect(range.map((i) => i.classSessionId)).toEqual(items.map((i) => i.classSessionId));
  });

  it.each([
    [['MORNING'], '00:00', '11:59'],
    [['AFTERNOON'], '12:00', '16:59'],
    [['EVENING'], '17:00', '23:59'],
    [['H16_20'], '16:00', '19:59'],
    [['H04_08', 'H20_24'], null, null],
  ])('filters by time buckets %j', async (timeBuckets, from, to) => {
    const items = await all({ timeBuckets });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      if (from && to) {
        expect(item.fromTime >= from && item.fromTime <= to, item.fromTime).toBe(true);
      } else {
        expect((item.fromTime < '08:00' && item.fromTime >= '04:00') || item.fromTime >= '20:00').toBe(true);
      }
    }
  });

  it.each(['PHYSICAL', 'VIRTUAL', 'PT', 'AUTOJOINWITHPACKAGE', 'FOC'])(
    'filters by price model %s',
    async (model) => {
      const items = await all({ priceModels: [model] });
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.priceModel === model)).toBe(true);
    },
  );

  it('filters by category, gym, trainer, gender, age category and store', async () => {
    const lotus = await userIdOf(t, 'lotus@kinetic.test');
    const sara = await userIdOf(t, 'trainer@kinetic.test');
    const yoga = (await all({})).find((item) => item.classCategory.name === 'Yoga')!.classCategory.id;
    expect((await all({ classCategoryIds: [yoga] })).every((i) => i.classCategory.id === yoga)).toBe(true);
    const atLotus = await all({ gymIds: [lotus] });
    expect(atLotus.length).toBeGreaterThan(0);
    expect(atLotus.every((i) => i.gymBranchDetail?.gymId === lotus)).toBe(true);
    expect((await all({ trainerIds: [sara] })).every((i) => i.trainerDetail?.id === sara)).toBe(true);
    const women = await all({ genders: ['FEMALE'] });
    expect(women.length).toBeGreaterThan(0);
    expect(women.every((i) => i.classType === 'FEMALE')).toBe(true);
    const kids = await all({ ageCategory: 'CHILD' });
    expect(kids.length).toBeGreaterThan(0);
    expect(kids.every((i) => i.ageCategoryType === 'CHILD')).toBe(true);
    expect((await list({ storeId: 3 })).data.total).toBe(0);
    expect((await list({}, { headers: { 'x-store-id': '3' } })).data.total).toBe(0);
    const bahrain = await all({ storeId: 2 });
    expect(bahrain.length).toBeGreaterThan(0);
    expect(bahrain.every((i) => i.currencyCode === 'BHD')).toBe(true);
    expect((await list({}, { headers: { 'x-store-id': '1' } })).data.total).toBeGreaterThan(0);
  });

  it('shows seats by the class rule: +3, the number, or hidden', async () => {
    const items = await all({});
    const kinds = new Set(items.map((i) => i.showAvailableSeatType));
    expect(kinds).toEqual(new Set(['SHOWTHREEANDABOVEAVAILSEAT', 'HIDEALLAVAILSEAT', 'SHOWALL']));
    for (const item of items) {
      const expected =
        item.showAvailableSeatType === 'HIDEALLAVAILSEAT'
          ? null
          : item.showAvailableSeatType === 'SHOWTHREEANDABOVEAVAILSEAT' && item.availableSeat > 3
            ? '+3'
            : String(item.availableSeat);
      expect(item.availableSeatText).toBe(expected);
    }
    const vinyasa = await sessionOf(t, 'Sunrise Vinyasa Yoga');
    const row = await sessionRow(t, vinyasa);
    const item = (await t.call<SessionDetailDto>({ method: 'GET', url: `/api/v1/sessions/${vinyasa}` })).body
      .data;
    expect(row.seats - row.booked).toBeLessThanOrEqual(3);
    expect(item.availableSeat).toBe(row.seats - row.booked);
    expect(item.availableSeatText).toBe(String(row.seats - row.booked));
  });

  it("marks the caller's bookings and wishes", async () => {
    const guest = await all({ genders: ['FEMALE'] });
    expect(guest.every((i) => !i.userJoinStatus && i.wishType === null)).toBe(true);
    const mine = (
      await list({ size: 100, classId: await classIdOf(t, 'Live Online Yoga Flow') }, { token: demo })
    ).data.items;
    expect(mine.some((i) => i.userJoinStatus && i.bookingId !== null)).toBe(true);
    const reformer = (
      await list({ size: 100, classId: await classIdOf(t, 'Ladies Pilates Reformer') }, { token: demo })
    ).data.items;
    const waitlisted = reformer.find((i) => i.wishType === 'WAITLIST');
    expect(waitlisted).toMatchObject({ availableSeat: 0, availableSeatText: '0', userJoinStatus: false });
  });

  it('shows credit 0 on a prime brand', async () => {
    const regular = await all({ priceModels: ['PHYSICAL'] });
    expect(regular.some((i) => i.credit > 0)).toBe(true);
    const prime = (
      await list({ size: 100, priceModels: ['PHYSICAL'] }, { headers: { 'x-brand-host': 'prime.localhost' } })
    ).data.items;
    expect(prime.every((i) => i.credit === 0)).toBe(true);
  });

  it.each([
    [{ size: 0 }, 'size'],
    [{ size: 101 }, 'size'],
    [{ page: -1 }, 'page'],
    [{ page: 'x' }, 'page'],
    [{ date: '2026-02-30' }, 'date'],
    [{ date: '30/01/2026' }, 'date'],
    [{ fromDate: '2026-05-10', toDate: '2026-05-01' }, 'toDate'],
    [{ timeBuckets: ['NIGHT'] }, 'timeBuckets.0'],
    [{ priceModels: ['CASH'] }, 'priceModels.0'],
    [{ genders: ['OTHER'] }, 'genders.0'],
    [{ ageCategory: 'TEENS' }, 'ageCategory'],
    [{ classCategoryIds: ['1'] }, 'classCategoryIds.0'],
    [{ gymIds: [0] }, 'gymIds.0'],
    [{ storeId: 3_000_000_000 }, 'storeId'],
  ])('refuses %j with 400', async (payload, field) => {
    const { status, body } = await list(payload);
    expect(status).toBe(400);
    expect(body.statusCode).toBe(400);
    expect((body.data as unknown as { fields: Record<string, string> }).fields).toHaveProperty(field);
  });

  it('answers a body sent again alike (it is checked once), and refuses a bad one every time', async () => {
    const raw = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/classes/list',
        payload,
        headers: { 'content-type': 'application/json' },
      });
    const body = JSON.stringify({ classCategoryIds: [1], size: 5, asOf: new Date().toISOString() });
    const first = await raw(body);
    const again = await raw(body);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.json().data.size).toBe(5);
    for (const bad of ['{"page":-1}', '{"page":-1}', '{"page":', '{"page":']) {
      const response = await raw(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().statusCode).toBe(400);
    }
    expect((await raw('')).statusCode).toBe(200);
  });

  it('gives the session detail with autoJoinPackageDetail, autoWaitListTime and participant', async () => {
    const program = await sessionOf(t, '6-Week Beginner Boxing Program');
    const { status, body } = await t.call<SessionDetailDto>({
      method: 'GET',
      url: `/api/v1/sessions/${program}`,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      classSessionId: program,
      priceModel: 'AUTOJOINWITHPACKAGE',
      isSpecialProgram: true,
      participant: false,
      autoJoinPackageDetail: {
        name: '6-Week Beginner Boxing Program',
        packageType: 'AUTOJOINWITHPACKAGE',
        price: 45_000,
      },
    });
    const crossfit = await sessionOf(t, 'CrossFit WOD');
    const detail = await t.call<SessionDetailDto>({ method: 'GET', url: `/api/v1/sessions/${crossfit}` });
    expect(detail.body.data).toMatchObject({ autoWaitListTime: 2, autoJoinPackageDetail: null });
    expect(detail.body.data.participantCount).toBe((await sessionRow(t, crossfit)).booked);
  });

  it('says participant for a customer who booked', async () => {
    const booked = (
      await list({ size: 100, classId: await classIdOf(t, 'Live Online Yoga Flow') }, { token: demo })
    ).data.items.find((i) => i.userJoinStatus)!;
    const { body } = await t.call<SessionDetailDto>({
      method: 'GET',
      url: `/api/v1/sessions/${booked.classSessionId}`,
      token: demo,
    });
    expect(body.data).toMatchObject({ participant: true, userJoinStatus: true, bookingId: booked.bookingId });
    expect(body.data.myBookings).toEqual([{ bookingId: booked.bookingId, kidId: null }]);
  });

  it('answers 404 with the spec text for an unknown session, 400 for a bad id', async () => {
    const missing = await t.call({ method: 'GET', url: '/api/v1/sessions/99999999' });
    expect(missing.status).toBe(404);
    expect(missing.body.errorMessage).toBe('This class has been deleted.');
    expect((await t.call({ method: 'GET', url: '/api/v1/sessions/abc' })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/v1/sessions/0' })).status).toBe(400);
  });

  it('gives the class page with its timings and next sessions', async () => {
    const classId = await classIdOf(t, 'Power Spin 45');
    const { status, body } = await t.call<ClassPageDto>({ method: 'GET', url: `/api/v1/classes/${classId}` });
    expect(status).toBe(200);
    expect(body.data.timings).toHaveLength(1);
    expect(body.data.timings[0]).toMatchObject({
      fromTime: '18:30',
      toTime: '19:15',
      duration: 45,
      totalSeat: 20,
    });
    expect(body.data.timings[0]!.classDayList).toHaveLength(7);
    expect(body.data.upcomingSessions.length).toBe(20);
    expect(body.data.upcomingSessions.every((s) => s.classId === classId)).toBe(true);
    expect((await t.call({ method: 'GET', url: '/api/v1/classes/99999999' })).status).toBe(404);
  });
});
