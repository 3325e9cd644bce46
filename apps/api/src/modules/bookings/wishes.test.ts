import type { BookingItemDto, Page, ScheduleDto, WishDto, WishItemDto } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, DEMO_CUSTOMER_EMAIL, makeSession, sessionOf, tokenFor } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

describe("waitlist, wishlist and the customer's own lists", () => {
  let t: TestApp;
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await tokenFor(t, DEMO_CUSTOMER_EMAIL);
  });
  afterAll(() => t.close());

  const add = (list: 'waitlist' | 'wishlist', token: string | undefined, payload: unknown) =>
    t.call<WishDto>({ method: 'POST', url: `/api/v1/${list}`, token, payload: payload as object });
  const remove = (list: 'waitlist' | 'wishlist', token: string, sessionId: number) =>
    t.call({ method: 'DELETE', url: `/api/v1/${list}/${sessionId}`, token });

  it('waitlists a full session in order, lists it, and removes it', async () => {
    const sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 50, seats: 1 });
    const first = await createCustomer(t, { credits: 10 });
    await t.call({
      method: 'POST',
      url: '/api/v1/bookings',
      token: first.token,
      payload: { classSessionId: sessionId },
    });
    const a = await createCustomer(t, { credits: 10 });
    const b = await createCustomer(t, { credits: 0 });
    const added = await add('waitlist', a.token, { classSessionId: sessionId });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      classSessionId: sessionId,
      type: 'WAITLIST',
      position: 1,
      kidId: null,
    });
    expect((await add('waitlist', b.token, { classSessionId: sessionId })).body.data.position).toBe(2);
    const again = await add('waitlist', a.token, { classSessionId: sessionId });
    expect(again).toMatchObject({
      status: 409,
      body: { code: '0004', errorMessage: 'This class is already on your list.' },
    });
    const booked = await add('waitlist', first.token, { classSessionId: sessionId });
    expect(booked.body).toMatchObject({
      statusCode: 409,
      code: '0004',
      errorMessage: 'You have already booked this class.',
    });

    const listed = await t.call<Page<WishItemDto>>({
      method: 'GET',
      url: '/api/v1/wishlist?type=WAITLIST',
      token: b.token,
    });
    expect(listed.body.data.items).toHaveLength(1);
    expect(listed.body.data.items[0]).toMatchObject({
      classSessionId: sessionId,
      wishType: 'WAITLIST',
      wish: { position: 2 },
    });

    expect((await remove('waitlist', a.token, sessionId)).status).toBe(200);
    expect((await remove('waitlist', a.token, sessionId)).status).toBe(404);
    const moved = await t.call<Page<WishItemDto>>({ method: 'GET', url: '/api/v1/wishlist', token: b.token });
    expect(moved.body.data.items[0]!.wish.position).toBe(1);
  });

  it('refuses the waitlist while seats remain, without a mobile, or for the wrong gender', async () => {
    const open = await sessionOf(t, 'Power Spin 45', { n: 5 });
    const c = await createCustomer(t, { credits: 10 });
    expect((await add('waitlist', c.token, { classSessionId: open })).body).toMatchObject({
      statusCode: 409,
      code: 'SEATS_AVAILABLE',
    });
    const full = await makeSession(t, 'Power Spin 45', { startsInHours: 60, seats: 1 });
    await t.call({
      method: 'POST',
      url: '/api/v1/bookings',
      token: c.token,
      payload: { classSessionId: full },
    });
    const noMobile = await createCustomer(t, { credits: 10, mobile: null });
    expect((await add('waitlist', noMobile.token, { classSessionId: full })).body).toMatchObject({
      statusCode: 400,
      code: '9890',
      errorMessage: 'You need to add your mobile number before adding the class to waitlist.',
    });
    const boxing = await makeSession(t, 'Boxing Fundamentals (Men)', { startsInHours: 60, seats: 1 });
    await t.call({
      method: 'POST',
      url: '/api/v1/bookings',
      token: (await createCustomer(t, { credits: 10, gender: 'MALE' })).token,
      payload: { classSessionId: boxing },
    });
    expect((await add('waitlist', c.token, { classSessionId: boxing })).body).toMatchObject({
      code: 'GENDER',
    });
  });

  it('wishlists any upcoming session once, shows it on the class card, and moves it to the waitlist when full', async () => {
    const c = await createCustomer(t, { credits: 10 });
    const sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 70, seats: 1 });
    const added = await add('wishlist', c.token, { classSessionId: sessionId });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ type: 'WISHLIST', position: null });
    expect((await add('wishlist', c.token, { classSessionId: sessionId })).status).toBe(409);
    const detail = await t.call<{ wishType: string }>({
      method: 'GET',
      url: `/api/v1/sessions/${sessionId}`,
      token: c.token,
    });
    expect(detail.body.data.wishType).toBe('WISHLIST');
    await t.call({
      method: 'POST',
      url: '/api/v1/bookings',
      token: (await createCustomer(t, { credits: 10 })).token,
      payload: { classSessionId: sessionId },
    });
    const moved = await add('waitlist', c.token, { classSessionId: sessionId });
    expect(moved.body.data).toMatchObject({ type: 'WAITLIST', position: 1 });
    expect((await remove('wishlist', c.token, sessionId)).status).toBe(404);
    expect((await remove('waitlist', c.token, sessionId)).status).toBe(200);
  });

  it('checks its inputs and its callers', async () => {
    const c = await createCustomer(t, { credits: 10 });
    for (const payload of [{}, { classSessionId: 'x' }, { classSessionId: 0 }]) {
      expect((await add('wishlist', c.token, payload)).status).toBe(400);
    }
    expect((await add('wishlist', undefined, { classSessionId: 1 })).status).toBe(401);
    expect((await add('wishlist', await tokenFor(t, 'gym@kinetic.test'), { classSessionId: 1 })).status).toBe(
      403,
    );
    expect((await add('wishlist', c.token, { classSessionId: 99_999_999 })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/v1/wishlist?type=OTHER', token: c.token })).status).toBe(
      400,
    );
  });

  it("gives the demo customer's upcoming and finished classes", async () => {
    const upcoming = await t.call<Page<BookingItemDto>>({
      method: 'GET',
      url: '/api/v1/bookings/upcoming',
      token: demo,
    });
    expect(upcoming.status).toBe(200);
    expect(upcoming.body.data.total).toBe(3);
    const titles = upcoming.body.data.items.map((i) => i.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Kids Karate', 'Live Online Yoga Flow', 'Sunrise Vinyasa Yoga']),
    );
    const karate = upcoming.body.data.items.find((i) => i.title === 'Kids Karate')!;
    expect(karate.booking).toMatchObject({ kidName: 'Hamad', status: 'BOOKED', creditsSpent: 1 });
    expect(karate.userJoinStatus).toBe(true);
    const starts = upcoming.body.data.items.map((i) => i.startsAt);
    expect([...starts].sort()).toEqual(starts);
    const finished = await t.call<Page<BookingItemDto>>({
      method: 'GET',
      url: '/api/v1/bookings/finished',
      token: demo,
    });
    expect(finished.body.data.total).toBe(2);
    const ended = finished.body.data.items.map((i) => i.startsAt);
    expect([...ended].sort().reverse()).toEqual(ended);
    expect(finished.body.data.items.every((i) => Date.parse(i.endsAt) <= Date.now())).toBe(true);
  });

  it('gives the weekly schedule from Monday to Sunday', async () => {
    const upcoming = await t.call<Page<BookingItemDto>>({
      method: 'GET',
      url: '/api/v1/bookings/upcoming',
      token: demo,
    });
    const target = upcoming.body.data.items[0]!;
    const { status, body } = await t.call<ScheduleDto>({
      method: 'GET',
      url: `/api/v1/bookings/schedule?fromDate=${target.classDate}`,
      token: demo,
    });
    expect(status).toBe(200);
    expect(body.data.days.map((d) => d.dayName)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(body.data.fromDate <= target.classDate && target.classDate <= body.data.toDate).toBe(true);
    const day = body.data.days.find((d) => d.date === target.classDate)!;
    expect(day.items.map((i) => i.booking.bookingId)).toContain(target.booking.bookingId);
    const thisWeek = await t.call<ScheduleDto>({
      method: 'GET',
      url: '/api/v1/bookings/schedule',
      token: demo,
    });
    expect(thisWeek.body.data.days).toHaveLength(7);
    expect(
      (await t.call({ method: 'GET', url: '/api/v1/bookings/schedule?fromDate=2026-13-01', token: demo }))
        .status,
    ).toBe(400);
    const gym = await tokenFor(t, 'gym@kinetic.test');
    expect((await t.call({ method: 'GET', url: '/api/v1/bookings/upcoming', token: gym })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/v1/bookings/finished' })).status).toBe(401);
  });
});
