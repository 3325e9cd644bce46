import { DEFAULT_SEAT_POLICY, MSG } from '@kinetic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditLedger,
  fitnessClasses,
  mailQueue,
  notifications,
  sessionWishes,
  waitlistOffers,
} from '../../db/schema';
import {
  activeBookings,
  classIdOf,
  createCustomer,
  makeSession,
  sessionRow,
  tokenFor,
} from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expireWaitlistOffers } from './offer-expiry';

const CLASS = 'Power Spin 45';
const MINUTE = 60_000;

/**
 * Waitlist offers (docs/adr/0038): a gym that offers freed seats holds the seat for the first
 * customer waiting, who claims it in a window; a window run out or declined passes it to the next.
 */
describe('waitlist offers', () => {
  let t: TestApp;
  let gymToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    const [cls] = await t.database.db
      .select({ gymUserId: fitnessClasses.gymUserId })
      .from(fitnessClasses)
      .where(eq(fitnessClasses.id, await classIdOf(t, CLASS)));
    gymToken = await tokenFor(t, cls!.gymUserId!);
    const saved = await request('PUT', '/api/v1/manage/seat-policy', gymToken, {
      ...DEFAULT_SEAT_POLICY,
      waitlistMode: 'OFFER',
      offerClaimMinutes: 30,
      offerCutoffMinutes: 60,
      waitlistMax: 4,
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  function request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
    key?: string,
  ) {
    return t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  }
  const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

  /** A one-seat session booked by a leaver, with `waiting` customers on its waitlist in order. */
  async function fullSession(waiting: number, startsInHours = 48) {
    const sessionId = await makeSession(t, CLASS, { startsInHours, seats: 1 });
    const leaver = await createCustomer(t, { credits: 10 });
    const booked = await request('POST', '/api/v1/bookings', leaver.token, { classSessionId: sessionId });
    expect(booked.statusCode).toBe(201);
    const bookingId = dataOf<{ booking: { id: number } }>(booked).booking.id;
    const waiters = [];
    for (let i = 0; i < waiting; i++) {
      const waiter = await createCustomer(t, { credits: 10 });
      const wait = await request('POST', '/api/v1/bookings', waiter.token, {
        classSessionId: sessionId,
        waitlistIfFull: true,
      });
      expect(wait.statusCode).toBe(200);
      expect(dataOf<{ status: string; message: string }>(wait)).toMatchObject({
        status: 'WAITLISTED',
        message: MSG.waitlistOffers(30),
      });
      waiters.push(waiter);
    }
    const leave = () => request('DELETE', `/api/v1/bookings/${bookingId}`, leaver.token);
    return { sessionId, waiters, leave };
  }

  const offersOf = (token: string) =>
    request('GET', '/api/v1/waitlist-offers', token).then((r) =>
      dataOf<{ id: number; expiresAt: string }[]>(r),
    );
  const offerRows = (sessionId: number) =>
    t.database.db.select().from(waitlistOffers).where(eq(waitlistOffers.sessionId, sessionId));
  const onWaitlist = async (sessionId: number) =>
    (
      await t.database.db
        .select({ userId: sessionWishes.userId })
        .from(sessionWishes)
        .where(and(eq(sessionWishes.sessionId, sessionId), eq(sessionWishes.type, 'WAITLIST')))
    ).map((row) => row.userId);
  const toldOf = (userId: number, sessionId: number) =>
    t.database.db
      .select({ typeId: notifications.notificationTypeId })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.objectDataId, sessionId)));

  it('the policy: the partner reads and saves it; bad values and customers are refused', async () => {
    const read = await request('GET', '/api/v1/manage/seat-policy', gymToken);
    expect(dataOf(read)).toEqual({
      ...DEFAULT_SEAT_POLICY,
      waitlistMode: 'OFFER',
      offerClaimMinutes: 30,
      offerCutoffMinutes: 60,
      waitlistMax: 4,
      // Fees in money would be in the gym's currency.
      currencyCode: 'KWD',
    });
    const bad = await request('PUT', '/api/v1/manage/seat-policy', gymToken, {
      ...DEFAULT_SEAT_POLICY,
      waitlistMode: 'OFFER',
      offerClaimMinutes: 2,
      offerCutoffMinutes: 60,
      waitlistMax: null,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ data: { fields: { offerClaimMinutes: expect.any(String) } } });
    const customer = await createCustomer(t);
    expect((await request('GET', '/api/v1/manage/seat-policy', customer.token)).statusCode).toBe(403);
  });

  it('a freed seat is held for the first one waiting, who claims it once; a replay answers the same booking', async () => {
    const { sessionId, waiters, leave } = await fullSession(2);
    const [first, second] = waiters as [(typeof waiters)[0], (typeof waiters)[0]];
    const before = Date.now();
    expect((await leave()).statusCode).toBe(200);

    // Held: still counted as taken, so a newcomer does not get it.
    expect((await sessionRow(t, sessionId)).booked).toBe(1);
    const newcomer = await createCustomer(t, { credits: 10 });
    const join = await request('POST', '/api/v1/bookings', newcomer.token, { classSessionId: sessionId });
    expect(join.statusCode).toBe(409);

    const [offer] = await offersOf(first.token);
    expect(offer).toMatchObject({ classSessionId: sessionId, title: CLASS, kidName: null });
    const runsOut = new Date(offer!.expiresAt).getTime();
    expect(runsOut).toBeGreaterThanOrEqual(before + 30 * MINUTE - 1000);
    expect(runsOut).toBeLessThanOrEqual(Date.now() + 30 * MINUTE + 1000);
    expect(await offersOf(second.token)).toEqual([]);
    expect((await toldOf(first.userId, sessionId)).map((n) => n.typeId)).toContain(33);
    const mails = await t.database.db.select().from(mailQueue).where(eq(mailQueue.userId, first.userId));
    expect(mails.map((m) => m.kind)).toContain('WAITLIST_OFFERED');

    // Someone else's claim of it is refused.
    const stolen = await request('POST', `/api/v1/waitlist-offers/${offer!.id}/claim`, second.token);
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json()).toMatchObject({ code: 'OFFER_GONE', errorMessage: MSG.offerGone });

    const claim = await request(
      'POST',
      `/api/v1/waitlist-offers/${offer!.id}/claim`,
      first.token,
      undefined,
      'k-1',
    );
    expect(claim.statusCode).toBe(201);
    const claimed = dataOf<{ bookingId: number; message: string }>(claim);
    expect(claimed).toMatchObject({ message: MSG.offerClaimed, classSessionId: sessionId });
    const replay = await request(
      'POST',
      `/api/v1/waitlist-offers/${offer!.id}/claim`,
      first.token,
      undefined,
      'k-1',
    );
    expect(replay.statusCode).toBe(201);
    expect(dataOf(replay)).toEqual(claimed);
    const again = await request(
      'POST',
      `/api/v1/waitlist-offers/${offer!.id}/claim`,
      first.token,
      undefined,
      'k-2',
    );
    expect(again.json()).toMatchObject({ code: 'OFFER_GONE' });

    expect((await activeBookings(t, sessionId)).map((b) => b.userId)).toEqual([first.userId]);
    expect((await sessionRow(t, sessionId)).booked).toBe(1);
    expect(await onWaitlist(sessionId)).toEqual([second.userId]);
    const debits = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, first.userId), eq(creditLedger.reason, 'BOOKING')));
    expect(debits).toHaveLength(1);
    expect((await offerRows(sessionId)).map((o) => [o.userId, o.status, o.bookingId])).toEqual([
      [first.userId, 'CLAIMED', claimed.bookingId],
    ]);
  });

  it('an offer run out passes to the next one waiting; one declined does too', async () => {
    const { sessionId, waiters, leave } = await fullSession(3);
    const [first, second, third] = waiters as [(typeof waiters)[0], (typeof waiters)[0], (typeof waiters)[0]];
    await leave();
    const [offer] = await offersOf(first.token);

    expect(await expireWaitlistOffers(t.database.db, { now: new Date(Date.now() + 10 * MINUTE) })).toEqual({
      due: 0,
      expired: 0,
    });
    const later = new Date(new Date(offer!.expiresAt).getTime() + MINUTE);
    expect(await expireWaitlistOffers(t.database.db, { now: later })).toMatchObject({ expired: 1 });
    expect(await offersOf(first.token)).toEqual([]);
    expect((await toldOf(first.userId, sessionId)).map((n) => n.typeId)).toContain(34);
    expect(await onWaitlist(sessionId)).toEqual([second.userId, third.userId]);
    const [passed] = await offerRows(sessionId).then((rows) => rows.filter((o) => o.status === 'OPEN'));
    expect(passed).toMatchObject({ userId: second.userId });
    expect((await sessionRow(t, sessionId)).booked).toBe(1);

    const decline = await request('POST', `/api/v1/waitlist-offers/${passed!.id}/decline`, second.token);
    expect(decline.statusCode).toBe(200);
    expect(dataOf(decline)).toEqual({ message: MSG.offerDeclined });
    expect(await onWaitlist(sessionId)).toEqual([third.userId]);
    expect((await offersOf(third.token)).map((o) => o.id)).toHaveLength(1);
    expect((await offerRows(sessionId)).map((o) => o.status).sort()).toEqual(['DECLINED', 'EXPIRED', 'OPEN']);
    expect((await sessionRow(t, sessionId)).booked).toBe(1);
    expect(await activeBookings(t, sessionId)).toEqual([]);
  });

  it('closer to the start than the cut-off no offer is made: the freed seat is anyone’s', async () => {
    const { sessionId, leave } = await fullSession(1, 0.75);
    await leave();
    expect(await offerRows(sessionId)).toEqual([]);
    expect((await sessionRow(t, sessionId)).booked).toBe(0);
    const newcomer = await createCustomer(t, { credits: 10 });
    expect(
      (await request('POST', '/api/v1/bookings', newcomer.token, { classSessionId: sessionId })).statusCode,
    ).toBe(201);
  });

  it('the waitlist holds at most the policy’s number', async () => {
    const { sessionId } = await fullSession(4);
    const fifth = await createCustomer(t, { credits: 10 });
    const refused = await request('POST', '/api/v1/bookings', fifth.token, {
      classSessionId: sessionId,
      waitlistIfFull: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'WAITLIST_FULL', errorMessage: MSG.waitlistFull });
    const viaList = await request('POST', '/api/v1/waitlist', fifth.token, { classSessionId: sessionId });
    expect(viaList.json()).toMatchObject({ code: 'WAITLIST_FULL' });
  });

  it('one freed seat, many waiting, all claiming at once with newcomers joining: exactly one booking', async () => {
    const { sessionId, waiters, leave } = await fullSession(4);
    await leave();
    const [offer] = await offersOf(waiters[0]!.token);
    const newcomers = await Promise.all([1, 2, 3].map(() => createCustomer(t, { credits: 10 })));
    const answers = await Promise.all([
      ...waiters.map((w, i) =>
        request('POST', `/api/v1/waitlist-offers/${offer!.id}/claim`, w.token, undefined, `race-${i}`),
      ),
      request(
        'POST',
        `/api/v1/waitlist-offers/${offer!.id}/claim`,
        waiters[0]!.token,
        undefined,
        'race-again',
      ),
      ...newcomers.map((n) => request('POST', '/api/v1/bookings', n.token, { classSessionId: sessionId })),
    ]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 500)).toEqual([]);
    expect((await activeBookings(t, sessionId)).map((b) => b.userId)).toEqual([waiters[0]!.userId]);
    expect((await sessionRow(t, sessionId)).booked).toBe(1);
  });
});
