import type { JoinResultDto, Page, WishItemDto } from '@kinetic/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '../../db/schema';
import {
  activeBookings,
  createCustomer,
  DEMO_CUSTOMER_EMAIL,
  grantCredits,
  ledgerSum,
  makeSession,
  packageRow,
  sessionOf,
  sessionRow,
  tokenFor,
  userIdOf,
} from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

type Booked = Extract<JoinResultDto, { status: 'BOOKED' }>;
type Waitlisted = Extract<JoinResultDto, { status: 'WAITLISTED' }>;

describe('POST /bookings: joining follows SPEC 4.3 on the server', () => {
  let t: TestApp;
  let demo: string;
  const join = (token: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
    t.call<JoinResultDto>({
      method: 'POST',
      url: '/api/v1/bookings',
      token,
      payload: payload as object,
      headers,
    });

  const mailKeysOf = async (userId: number) =>
    (
      await t.database.db
        .select({ key: mailQueue.idempotencyKey })
        .from(mailQueue)
        .where(eq(mailQueue.userId, userId))
        .orderBy(asc(mailQueue.id))
    ).map((row) => row.key);

  const wishlisted = async (token: string) =>
    (
      await t.call<Page<WishItemDto>>({ method: 'GET', url: '/api/v1/wishlist?type=WISHLIST', token })
    ).body.data!.items.map((item) => item.classSessionId);

  beforeAll(async () => {
    t = await createTestApp();
    demo = await tokenFor(t, DEMO_CUSTOMER_EMAIL);
  });
  afterAll(() => t.close());

  it('books a seat, debits the credits and writes the ledger in one go', async () => {
    const c = await createCustomer(t, { credits: 10 });
    const sessionId = await sessionOf(t, 'Power Spin 45', { n: 3 });
    const before = await sessionRow(t, sessionId);
    const { status, body } = await join(c.token, { classSessionId: sessionId });
    expect(status).toBe(201);
    const data = body.data as Booked;
    expect(data).toMatchObject({
      status: 'BOOKED',
      message: 'You have joined the class.',
      booking: {
        classSessionId: sessionId,
        status: 'BOOKED',
        creditsSpent: 2,
        userPackageId: c.userPackageId,
        source: 'DIRECT',
      },
    });
    expect(data.userPackageDetailDtoList).toEqual([
      expect.objectContaining({ id: c.userPackageId, balance: 8 }),
    ]);
    expect((await sessionRow(t, sessionId)).booked).toBe(before.booked + 1);
    expect((await packageRow(t, c.userPackageId!)).creditsBalance).toBe(8);
    expect(await ledgerSum(t, c.userPackageId!)).toBe(8);

    const again = await join(c.token, { classSessionId: sessionId });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: '0004', errorMessage: 'You have already booked this class.' });
    expect((await sessionRow(t, sessionId)).booked).toBe(before.booked + 1);
    expect(await ledgerSum(t, c.userPackageId!)).toBe(8);
  });

  it('asks for a token (401) and refuses trainers and gyms (403)', async () => {
    const sessionId = await sessionOf(t, 'Power Spin 45');
    expect((await join(undefined, { classSessionId: sessionId })).status).toBe(401);
    for (const email of ['trainer@kinetic.test', 'gym@kinetic.test']) {
      const { status, body } = await join(await tokenFor(t, email), { classSessionId: sessionId });
      expect(status).toBe(403);
      expect(body.statusCode).toBe(403);
    }
  });

  it.each([
    [{}, 'classSessionId'],
    [{ classSessionId: '12' }, 'classSessionId'],
    [{ classSessionId: -1 }, 'classSessionId'],
    [{ classSessionId: 1.5 }, 'classSessionId'],
    [{ classSessionId: 1, userKidId: 'kid' }, 'userKidId'],
    [{ classSessionId: 1, waitlistIfFull: 'yes' }, 'waitlistIfFull'],
  ])('refuses the bad body %j with 400 and writes nothing', async (payload, field) => {
    const sessionId = await sessionOf(t, 'HIIT Burn');
    const before = (await sessionRow(t, sessionId)).booked;
    const { status, body } = await join(demo, payload);
    expect(status).toBe(400);
    expect((body.data as unknown as { fields: Record<string, string> }).fields).toHaveProperty(field);
    expect((await sessionRow(t, sessionId)).booked).toBe(before);
  });

  it('answers 404 with the spec text for an unknown session and 400 PAST for a started one', async () => {
    const missing = await join(demo, { classSessionId: 99_999_999 });
    expect(missing).toMatchObject({ status: 404, body: { errorMessage: 'This class has been deleted.' } });
    const started = await makeSession(t, 'HIIT Burn', { startsInHours: -0.5 });
    const past = await join(demo, { classSessionId: started });
    expect(past).toMatchObject({
      status: 400,
      body: { code: 'PAST', errorMessage: 'This class has already started.' },
    });
  });

  it('refuses a gender-restricted class with the spec text', async () => {
    const { status, body } = await join(demo, {
      classSessionId: await sessionOf(t, 'Boxing Fundamentals (Men)', { n: 2 }),
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'GENDER',
      errorMessage: 'This is a males only class',
      data: { title: 'Error in joining' },
    });
  });

  it('asks for a mobile number (9890, Edit Profile)', async () => {
    const c = await createCustomer(t, { credits: 10, mobile: null });
    const { status, body } = await join(c.token, { classSessionId: await sessionOf(t, 'HIIT Burn') });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: '9890',
      errorMessage: 'Please add your mobile number on your profile before booking a class.',
    });
  });

  it('needs kids on the profile, a selected kid and the kid gender for a kids class', async () => {
    const karate = await sessionOf(t, 'Kids Karate', { n: 2 });
    const noKids = await createCustomer(t, { credits: 10 });
    expect((await join(noKids.token, { classSessionId: karate })).body).toMatchObject({
      statusCode: 400,
      code: 'NOKIDS',
      errorMessage: 'Please add your kids to your profile to book this class.',
    });
    const parent = await createCustomer(t, { credits: 10, kids: [{ name: 'Yousef', gender: 'MALE' }] });
    const select = await join(parent.token, { classSessionId: karate });
    expect(select.body).toMatchObject({
      statusCode: 400,
      code: 'KIDS',
      errorMessage: 'Please select a kid.',
    });
    expect(select.body.data).toEqual({ kids: [{ id: parent.kidIds[0], name: 'Yousef', gender: 'MALE' }] });
    const stranger = await join(parent.token, { classSessionId: karate, userKidId: 99_999 });
    expect(stranger.body.code).toBe('KIDS');
    const swim = await sessionOf(t, 'Kids Swim Squad (Girls)');
    const girlsOnly = await join(parent.token, { classSessionId: swim, userKidId: parent.kidIds[0] });
    expect(girlsOnly.body).toMatchObject({ code: 'GENDER', errorMessage: 'This is a females only class' });
    // An adult package does not pay for a kid: no balance until the kid has a package.
    const noKidPackage = await join(parent.token, { classSessionId: karate, userKidId: parent.kidIds[0] });
    expect(noKidPackage.body).toMatchObject({ statusCode: 402, code: '402' });
    const kidPackage = await grantCredits(t, parent.userId, 4, { kidId: parent.kidIds[0] });
    const booked = await join(parent.token, { classSessionId: karate, userKidId: parent.kidIds[0] });
    expect(booked.status).toBe(201);
    expect((booked.body.data as Booked).booking).toMatchObject({
      kidId: parent.kidIds[0],
      userPackageId: kidPackage,
    });
    expect(await ledgerSum(t, kidPackage)).toBe(3);
    const adultClass = await join(parent.token, {
      classSessionId: await sessionOf(t, 'HIIT Burn'),
      userKidId: parent.kidIds[0],
    });
    expect(adultClass.status).toBe(400);
  });

  it('lets the demo customer book for Hamad with the kids package', async () => {
    const demoId = await userIdOf(t, DEMO_CUSTOMER_EMAIL);
    const karate = await sessionOf(t, 'Kids Karate', { n: 3 });
    const parent = await join(demo, { classSessionId: karate });
    const hamad = (parent.body.data as unknown as { kids: { id: number; name: string }[] }).kids[0]!;
    expect(hamad.name).toBe('Hamad');
    const { status, body } = await join(demo, { classSessionId: karate, userKidId: hamad.id });
    expect(status).toBe(201);
    const booking = (body.data as Booked).booking;
    expect((await packageRow(t, booking.userPackageId!)).kidId).toBe(hamad.id);
    expect((await packageRow(t, booking.userPackageId!)).userId).toBe(demoId);
  });

  it('sends personal training and programs to checkout (402 CHECKOUT)', async () => {
    const c = await createCustomer(t, { credits: 10 });
    for (const title of ['1:1 Personal Training', '6-Week Beginner Boxing Program']) {
      const { status, body } = await join(c.token, { classSessionId: await sessionOf(t, title) });
      expect(status).toBe(402);
      expect(body).toMatchObject({ code: 'CHECKOUT', errorMessage: 'This class is paid at checkout.' });
    }
  });

  it('402 without any package, CREDITS when short, PLAN_EXPIRES when the plan ends first', async () => {
    const none = await createCustomer(t, { credits: null });
    const spin = await sessionOf(t, 'Power Spin 45', { n: 1 });
    expect((await join(none.token, { classSessionId: spin })).body).toMatchObject({
      statusCode: 402,
      code: '402',
      errorMessage: 'You have no balance. You will be redirected to the membership page.',
    });
    const short = await createCustomer(t, { credits: 1 });
    expect((await join(short.token, { classSessionId: spin })).body).toMatchObject({
      statusCode: 402,
      code: 'CREDITS',
      errorMessage:
        "Your don't have enough credits to join this class. Would you like to add more credits to join this class?",
    });
    const ending = await createCustomer(t, { credits: 10, expiresInDays: 3 });
    const later = await makeSession(t, 'Power Spin 45', { startsInHours: 24 * 10 });
    expect((await join(ending.token, { classSessionId: later })).body).toMatchObject({
      statusCode: 402,
      code: 'PLAN_EXPIRES',
      errorMessage:
        'Your plan ends before the date of this class . Would you like to add extra credits to your account in order to secure a spot in this class?',
    });
    expect(await activeBookings(t, later)).toHaveLength(0);
  });

  it('417 when the credit seats are taken; a gym-specific plan still books', async () => {
    const lotus = await userIdOf(t, 'lotus@kinetic.test');
    const sessionId = await makeSession(t, 'Ladies Pilates Reformer', {
      startsInHours: 30,
      seats: 4,
      creditSeats: 1,
    });
    const first = await createCustomer(t, { credits: 10 });
    expect((await join(first.token, { classSessionId: sessionId })).status).toBe(201);
    const second = await createCustomer(t, { credits: 10 });
    const { status, body } = await join(second.token, { classSessionId: sessionId });
    expect(status).toBe(417);
    expect(body).toMatchObject({
      code: '417',
      errorMessage: 'You cannot book this class with your current plan.Please buy GYM specific plan.',
      data: { title: 'Credit Seat Filled' },
    });
    expect(await ledgerSum(t, second.userPackageId!)).toBe(10);
    await grantCredits(t, second.userId, 10, { packageType: 'GYMSPECIFIC', gymUserId: lotus });
    expect((await join(second.token, { classSessionId: sessionId })).status).toBe(201);
    expect(await sessionRow(t, sessionId)).toMatchObject({ booked: 2, creditBooked: 1 });
  });

  it('498 past the gym visit limit of the plan', async () => {
    const c = await createCustomer(t, { credits: 20, visitLimitPerGym: 1 });
    const first = await join(c.token, { classSessionId: await sessionOf(t, 'Mat Pilates Core') });
    expect(first.status).toBe(201);
    // A plan with a visit limit books in a transaction of its own (ADR 25): still with its mail.
    const firstId = (first.body.data as Booked).booking.id;
    expect(await mailKeysOf(c.userId)).toEqual([`booking:${firstId}:booked`]);
    const refusedSession = await sessionOf(t, 'Mat Pilates Core', { n: 1 });
    const seatsBefore = (await sessionRow(t, refusedSession)).booked;
    const { status, body } = await join(c.token, { classSessionId: refusedSession });
    expect(status).toBe(498);
    expect((await sessionRow(t, refusedSession)).booked).toBe(seatsBefore);
    expect(await mailKeysOf(c.userId)).toEqual([`booking:${firstId}:booked`]);
    expect(body).toMatchObject({
      code: '498',
      errorMessage:
        'You have exceeded the number of times you can visit this gym with your plan. You can add more credits to your account in order to join this class.',
      data: { title: 'Visits limit exceeded' },
    });
    expect(await ledgerSum(t, c.userPackageId!)).toBe(18);
    // Another gym is fine.
    expect((await join(c.token, { classSessionId: await sessionOf(t, 'HIIT Burn', { n: 2 }) })).status).toBe(
      201,
    );
  });

  it('a full class answers CLASS_FULL, or waitlists in order with waitlistIfFull', async () => {
    const sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 48, seats: 1 });
    const a = await createCustomer(t, { credits: 10 });
    expect((await join(a.token, { classSessionId: sessionId })).status).toBe(201);
    const b = await createCustomer(t, { credits: 10 });
    const full = await join(b.token, { classSessionId: sessionId });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({
      code: 'CLASS_FULL',
      errorMessage: 'This class is full. Join the waitlist and we will book you when a seat frees up.',
    });
    const first = await join(b.token, { classSessionId: sessionId, waitlistIfFull: true });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 'WAITLISTED',
      waitlistPosition: 1,
      message: 'You are on the waitlist. If a seat frees up we will book you automatically and let you know.',
    });
    const c = await createCustomer(t, { credits: 10 });
    const second = await join(c.token, { classSessionId: sessionId, waitlistIfFull: true });
    expect((second.body.data as Waitlisted).waitlistPosition).toBe(2);
    const repeat = await join(b.token, { classSessionId: sessionId, waitlistIfFull: true });
    expect((repeat.body.data as Waitlisted).waitlistPosition).toBe(1);
    expect(await ledgerSum(t, b.userPackageId!)).toBe(10);
  });

  it('inside the auto-waitlist window: WAITLIST, the spec popup code', async () => {
    const sessionId = await makeSession(t, 'CrossFit WOD', { startsInHours: 1 });
    const c = await createCustomer(t, { credits: 10 });
    const { status, body } = await join(c.token, { classSessionId: sessionId });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: 'WAITLIST',
      errorMessage: 'As per class policy you will be added to class waitlist',
    });
    const accepted = await join(c.token, { classSessionId: sessionId, waitlistIfFull: true });
    expect(accepted.body.data).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 1 });
    expect(await activeBookings(t, sessionId)).toHaveLength(0);
  });

  // With seats free nothing has to free up, so the answer says who books and when.
  it('tells an auto-waitlisted customer what happens while seats are free, in their language', async () => {
    const sessionId = await makeSession(t, 'CrossFit WOD', { startsInHours: 1, seats: 10 });
    const c = await createCustomer(t, { credits: 10 });
    const accepted = await join(c.token, { classSessionId: sessionId, waitlistIfFull: true });
    const { message } = accepted.body.data as Waitlisted;
    expect(message).not.toContain('frees up');
    expect(message).toBe(
      'You are on the waitlist: seats are still free, but this close to the start the gym books from its waitlist. If they have not booked you by 30 minutes before the class starts, we book you automatically then, as long as a seat is free and your credits cover the class. We will let you know when you are booked.',
    );
    const d = await createCustomer(t, { credits: 10 });
    const arabic = await join(
      d.token,
      { classSessionId: sessionId, waitlistIfFull: true },
      { 'accept-language': 'ar' },
    );
    expect((arabic.body.data as Waitlisted).message).toContain('لا تزال هناك أماكن متاحة');
    expect((arabic.body.data as Waitlisted).message).toContain('قبل 30 دقيقة من بدء الحصة');

    // Within the last half hour the waitlist is booked automatically (jobs/promote-waitlists.ts).
    const soon = await makeSession(t, 'CrossFit WOD', { startsInHours: 0.25, seats: 10 });
    const late = await join(c.token, { classSessionId: soon, waitlistIfFull: true });
    expect((late.body.data as Waitlisted).message).toBe(
      'You are on the waitlist: seats are still free and the class starts soon, so we book you automatically within a minute if your credits cover the class, and let you know.',
    );
  });

  it('books free classes without a package and online classes with credits', async () => {
    const none = await createCustomer(t, { credits: null, gender: 'MALE' });
    const run = await join(none.token, { classSessionId: await sessionOf(t, 'Community Run Club') });
    expect(run.status).toBe(201);
    expect((run.body.data as Booked).booking).toMatchObject({ creditsSpent: 0, userPackageId: null });
    const c = await createCustomer(t, { credits: 3 });
    const online = await join(c.token, { classSessionId: await sessionOf(t, 'Online HIIT at Home') });
    expect(online.status).toBe(201);
    expect(await ledgerSum(t, c.userPackageId!)).toBe(2);
  });

  it('charges no credits on a prime brand (prime zeroes class credit)', async () => {
    const none = await createCustomer(t, { credits: null });
    const { status, body } = await join(
      none.token,
      { classSessionId: await sessionOf(t, 'HIIT Burn', { n: 4 }) },
      { 'x-brand-host': 'prime.localhost' },
    );
    expect(status).toBe(201);
    expect((body.data as Booked).booking.creditsSpent).toBe(0);
  });

  it('replays the first answer for a repeated Idempotency-Key and changes nothing', async () => {
    const c = await createCustomer(t, { credits: 10 });
    const sessionId = await sessionOf(t, 'Online HIIT at Home', { n: 2 });
    const headers = { 'idempotency-key': 'join-1' };
    const first = await join(c.token, { classSessionId: sessionId }, headers);
    const second = await join(c.token, { classSessionId: sessionId }, headers);
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    expect(await activeBookings(t, sessionId)).toHaveLength((await sessionRow(t, sessionId)).booked);
    expect(await ledgerSum(t, c.userPackageId!)).toBe(9);
    const reused = await join(c.token, { classSessionId: sessionId + 1 }, headers);
    expect(reused.status).toBe(400);
    expect(reused.body.errorMessage).toBe('This Idempotency-Key was already used for a different request.');
    // A refusal is replayed as the same refusal.
    const boxing = await sessionOf(t, 'Boxing Fundamentals (Men)', { n: 3 });
    const refused = await join(c.token, { classSessionId: boxing }, { 'idempotency-key': 'join-2' });
    expect(refused.body.code).toBe('GENDER');
    expect(await join(c.token, { classSessionId: boxing }, { 'idempotency-key': 'join-2' })).toEqual(refused);
  });

  it('joins sent at the same moment are each answered on their own, with their own writes', async () => {
    // A booking, a repeated click, a full class and credits spent by a sibling join, sent at once, must
    // not change each other's answers or writes.
    const roomy = await makeSession(t, 'Power Spin 45', { startsInHours: 80, seats: 5 });
    const oneSeat = await makeSession(t, 'Power Spin 45', { startsInHours: 81, seats: 1 });
    const either = [
      await makeSession(t, 'Power Spin 45', { startsInHours: 82, seats: 10 }),
      await makeSession(t, 'Power Spin 45', { startsInHours: 83, seats: 10 }),
    ];
    const customer = () => createCustomer(t, { credits: 10 });
    const wisher = await customer();
    const wished = await t.call({
      method: 'POST',
      url: '/api/v1/wishlist',
      token: wisher.token,
      payload: { classSessionId: roomy },
    });
    expect(wished.status).toBe(201);
    expect(await wishlisted(wisher.token)).toContain(roomy);
    const clicker = await customer();
    const [a, b, c, d, e] = [
      await customer(),
      await customer(),
      await customer(),
      await customer(),
      await customer(),
    ];
    // A class costs 2 credits: this one can pay for one of the two it asks for.
    const broke = await createCustomer(t, { credits: 2 });
    const asks = [
      { who: wisher, sessionId: roomy },
      { who: clicker, sessionId: roomy },
      { who: clicker, sessionId: roomy },
      { who: a, sessionId: roomy },
      { who: b, sessionId: roomy },
      { who: c, sessionId: roomy },
      { who: d, sessionId: oneSeat },
      { who: e, sessionId: oneSeat },
      { who: broke, sessionId: either[0]! },
      { who: broke, sessionId: either[1]! },
    ];
    const answers = await Promise.all(
      asks.map((ask) => join(ask.who.token, { classSessionId: ask.sessionId })),
    );
    const codes = answers.map((answer) => `${answer.status} ${answer.body.code ?? ''}`.trim());
    expect(codes.filter((code) => code === '201')).toHaveLength(7);
    expect(codes.filter((code) => code === '409 0004')).toHaveLength(1);
    expect(codes.filter((code) => code === '409 CLASS_FULL')).toHaveLength(1);
    expect(codes.filter((code) => code === '402 CREDITS')).toHaveLength(1);
    expect(codes.slice(0, 2)).toEqual(['201', '201']);

    // Each answer is its own caller's: the booking it names is theirs, on the session they asked for.
    for (const [i, answer] of answers.entries()) {
      if (answer.status !== 201) continue;
      const { booking } = answer.body.data as Booked;
      expect(booking.classSessionId).toBe(asks[i]!.sessionId);
      const held = await activeBookings(t, asks[i]!.sessionId);
      expect(held.find((row) => row.id === booking.id)?.userId).toBe(asks[i]!.who.userId);
      expect(await mailKeysOf(asks[i]!.who.userId)).toEqual([`booking:${booking.id}:booked`]);
    }
    expect((await sessionRow(t, roomy)).booked).toBe(5);
    expect((await sessionRow(t, oneSeat)).booked).toBe(1);
    expect((await sessionRow(t, either[0]!)).booked + (await sessionRow(t, either[1]!)).booked).toBe(1);
    // The refused leave nothing behind: no mail, no second debit.
    const loser = codes[6] === '201' ? e : d;
    expect(await mailKeysOf(loser.userId)).toEqual([]);
    expect((await packageRow(t, broke.userPackageId!)).creditsBalance).toBe(0);
    expect(await ledgerSum(t, broke.userPackageId!)).toBe(0);
    // The booking fulfilled the wish.
    expect(await wishlisted(wisher.token)).not.toContain(roomy);
  });
});
