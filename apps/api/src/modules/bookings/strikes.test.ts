import { CM_MSG, MSG, zonedParts } from '@kinetic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStrikes, bookings, notifications } from '../../db/schema';
import { createCustomer, gymTokenOf, makeSession, setSession, tokenFor } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';
import { closeDueRolls } from './roll-closing';

const CLASS = 'Power Spin 45';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Attendance made final and strikes (docs/adr/0039): closing a roll marks who came and who did not;
 * no-shows and late cancels are strikes; two in 30 days pause the customer's new bookings with the gym
 * for 7 days; the gym waives a strike with a reason, and a pause ends on its day.
 */
describe('the roll, strikes and pauses', () => {
  let t: TestApp;
  let gymToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    gymToken = await gymTokenOf(t, CLASS);
    const saved = await request('PUT', '/api/v1/manage/seat-policy', gymToken, {
      waitlistMode: 'AUTO',
      offerClaimMinutes: 30,
      offerCutoffMinutes: 60,
      waitlistMax: null,
      strikeLimit: 2,
      strikeWindowDays: 30,
      strikePauseDays: 7,
      lateCancelStrikes: true,
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  function request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
    return t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
  }
  const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;
  const join = (token: string, classSessionId: number) =>
    request('POST', '/api/v1/bookings', token, { classSessionId });
  async function book(token: string, classSessionId: number): Promise<number> {
    const answer = await join(token, classSessionId);
    expect(answer.statusCode, answer.body).toBe(201);
    return dataOf<{ booking: { id: number } }>(answer).booking.id;
  }
  /** The session moved to have started half an hour ago (it runs an hour). */
  const started = (sessionId: number) =>
    setSession(t, sessionId, {
      startsAt: new Date(Date.now() - HOUR / 2),
      endsAt: new Date(Date.now() + HOUR / 2),
    });
  const strikesOf = (customerId: number) =>
    request('GET', `/api/v1/manage/customers/${customerId}/strikes`, gymToken).then((r) =>
      dataOf<{
        strikes: { id: number; kind: string; waivedAt: string | null }[];
        pausedUntil: string | null;
      }>(r),
    );

  it('closing the roll makes attendance final: the absent get a strike and are told; check-in closes', async () => {
    const sessionId = await makeSession(t, CLASS, { startsInHours: 10, seats: 5 });
    const absent = await createCustomer(t, { credits: 10 });
    const present = await createCustomer(t, { credits: 10 });
    const absentBooking = await book(absent.token, sessionId);
    const presentBooking = await book(present.token, sessionId);

    const early = await request('POST', `/api/v1/manage/sessions/${sessionId}/roll`, gymToken);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'ROLL_NOT_YET', errorMessage: MSG.rollNotYet });

    await started(sessionId);
    const checkIn = await request('PUT', `/api/v1/manage/bookings/${presentBooking}/check-in`, gymToken, {
      checkedIn: true,
    });
    expect(checkIn.statusCode).toBe(200);
    const closed = await request('POST', `/api/v1/manage/sessions/${sessionId}/roll`, gymToken);
    expect(closed.statusCode).toBe(200);
    expect(dataOf(closed)).toEqual({ attended: 1, noShows: 1 });

    const rows = await t.database.db.select().from(bookings).where(eq(bookings.sessionId, sessionId));
    expect(Object.fromEntries(rows.map((b) => [b.id, b.attendance]))).toEqual({
      [absentBooking]: 'NO_SHOW',
      [presentBooking]: 'ATTENDED',
    });
    expect((await strikesOf(absent.userId)).strikes).toMatchObject([{ kind: 'NO_SHOW', waivedAt: null }]);
    expect((await strikesOf(present.userId)).strikes).toEqual([]);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, absent.userId), eq(notifications.notificationTypeId, 35)));
    expect(told).toHaveLength(1);

    const again = await request('POST', `/api/v1/manage/sessions/${sessionId}/roll`, gymToken);
    expect(again.json()).toMatchObject({ code: 'ROLL_CLOSED' });
    const late = await request('PUT', `/api/v1/manage/bookings/${absentBooking}/check-in`, gymToken, {
      checkedIn: true,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'ROLL_CLOSED', errorMessage: MSG.rollClosed });
    const participants = await request('GET', `/api/v1/manage/sessions/${sessionId}/participants`, gymToken);
    expect(
      dataOf<{ attendance: string }[]>(participants)
        .map((p) => p.attendance)
        .sort(),
    ).toEqual(['ATTENDED', 'NO_SHOW']);
  });

  it('a no-show and a late cancel pause new bookings for 7 days; a waiver lifts it, and a pause ends', async () => {
    const customer = await createCustomer(t, { credits: 20 });
    const missed = await makeSession(t, CLASS, { startsInHours: 10, seats: 5 });
    await book(customer.token, missed);
    await started(missed);
    await request('POST', `/api/v1/manage/sessions/${missed}/roll`, gymToken);

    // Three hours before the start is too late for a refund: a strike, the second.
    const soon = await makeSession(t, CLASS, { startsInHours: 3, seats: 5 });
    const cancelled = await book(customer.token, soon);
    const cancel = await request('DELETE', `/api/v1/bookings/${cancelled}`, customer.token);
    expect(cancel.statusCode).toBe(200);

    const next = await makeSession(t, CLASS, { startsInHours: 30, seats: 5 });
    const paused = await join(customer.token, next);
    expect(paused.statusCode).toBe(403);
    const until = new Date(Date.now() + 7 * DAY);
    expect(paused.json()).toMatchObject({
      code: 'PAUSED',
      errorMessage: MSG.bookingPaused(zonedParts(until, 'Asia/Kuwait').date),
    });
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { authorization: `Bearer ${customer.token}`, 'accept-language': 'ar' },
      payload: { classSessionId: next },
    });
    expect((arabic.json() as { errorMessage: string }).errorMessage).toMatch(/أُوقفت الحجوزات الجديدة/);

    const view = await strikesOf(customer.userId);
    expect(view.strikes.map((s) => s.kind)).toEqual(['LATE_CANCEL', 'NO_SHOW']);
    expect(Math.abs(new Date(view.pausedUntil!).getTime() - until.getTime())).toBeLessThan(60_000);

    // Another partner cannot waive it; this gym can, with a reason.
    const trainerToken = await tokenFor(t, 'trainer@kinetic.test');
    const stranger = await request(
      'POST',
      `/api/v1/manage/strikes/${view.strikes[0]!.id}/waive`,
      trainerToken,
      {
        reason: 'Not yours',
      },
    );
    expect(stranger.statusCode).toBe(404);
    const noReason = await request('POST', `/api/v1/manage/strikes/${view.strikes[0]!.id}/waive`, gymToken, {
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    const waived = await request('POST', `/api/v1/manage/strikes/${view.strikes[0]!.id}/waive`, gymToken, {
      reason: 'Her child was ill',
    });
    expect(waived.statusCode).toBe(200);
    expect(dataOf(waived)).toMatchObject({
      pausedUntil: null,
      strikes: [
        { kind: 'LATE_CANCEL', waiveReason: 'Her child was ill' },
        { kind: 'NO_SHOW', waivedAt: null },
      ],
    });
    expect((await join(customer.token, next)).statusCode).toBe(201);

    // A second customer's two strikes from eight days ago: still inside the window, the pause over.
    const other = await createCustomer(t, { credits: 20 });
    for (const hours of [10, 11]) {
      const sessionId = await makeSession(t, CLASS, { startsInHours: hours, seats: 5 });
      await book(other.token, sessionId);
      await started(sessionId);
      await request('POST', `/api/v1/manage/sessions/${sessionId}/roll`, gymToken);
    }
    expect((await join(other.token, next)).statusCode).toBe(403);
    await t.database.db
      .update(bookingStrikes)
      .set({ createdAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(bookingStrikes.userId, other.userId));
    expect((await strikesOf(other.userId)).pausedUntil).toBeNull();
    expect((await join(other.token, next)).statusCode).toBe(201);
  });

  it("the gym's attendance report counts a customer's attended class, no-show and late cancel", async () => {
    const customer = await createCustomer(t, { credits: 20 });
    const came = await makeSession(t, CLASS, { startsInHours: 10, seats: 5 });
    const cameBooking = await book(customer.token, came);
    await started(came);
    await request('PUT', `/api/v1/manage/bookings/${cameBooking}/check-in`, gymToken, { checkedIn: true });
    await request('POST', `/api/v1/manage/sessions/${came}/roll`, gymToken);
    const missed = await makeSession(t, CLASS, { startsInHours: 11, seats: 5 });
    await book(customer.token, missed);
    await started(missed);
    await request('POST', `/api/v1/manage/sessions/${missed}/roll`, gymToken);
    const soon = await makeSession(t, CLASS, { startsInHours: 3, seats: 5 });
    await request('DELETE', `/api/v1/bookings/${await book(customer.token, soon)}`, customer.token);

    const today = zonedParts(new Date(), 'Asia/Kuwait').date;
    const until = zonedParts(new Date(Date.now() + 2 * DAY), 'Asia/Kuwait').date;
    const range = `fromDate=${today}&toDate=${until}`;
    const byCustomer = await request(
      'GET',
      `/api/v1/manage/reports/attendance?${range}&by=customer`,
      gymToken,
    );
    expect(byCustomer.statusCode).toBe(200);
    const report = dataOf<{ by: string; rows: { id: number }[]; totals: { noShows: number } }>(byCustomer);
    expect(report.by).toBe('customer');
    expect(report.rows.find((row) => row.id === customer.userId)).toEqual({
      id: customer.userId,
      name: expect.any(String),
      bookings: 3,
      attended: 1,
      noShows: 1,
      lateCancels: 1,
      waived: 0,
      noShowRate: 50,
      lateCancelRate: 33.3,
      // This gym charges no fees here.
      feesTaken: 0,
      feesWaived: 0,
    });
    expect(report.totals.noShows).toBeGreaterThanOrEqual(1);
    const byClass = await request('GET', `/api/v1/manage/reports/attendance?${range}`, gymToken);
    expect(dataOf<{ rows: { name: string }[] }>(byClass).rows.map((row) => row.name)).toContain(CLASS);
    const csv = await request(
      'GET',
      `/api/v1/manage/reports/attendance?${range}&by=trainer&format=csv`,
      gymToken,
    );
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\n')[0]).toContain('Trainer,Bookings,Attended,No-shows');
    expect(csv.body.split('\n')[0]).toContain('Fees taken,Fees waived');
    const customerToken = (await createCustomer(t)).token;
    expect(
      (await request('GET', `/api/v1/manage/reports/attendance?${range}`, customerToken)).statusCode,
    ).toBe(403);
  });

  it('a roll left open closes on its own two hours after the class', async () => {
    const sessionId = await makeSession(t, CLASS, { startsInHours: 10, seats: 5 });
    const customer = await createCustomer(t, { credits: 10 });
    await book(customer.token, sessionId);
    await setSession(t, sessionId, {
      startsAt: new Date(Date.now() - 3 * HOUR),
      endsAt: new Date(Date.now() - 2 * HOUR - 60_000),
    });
    // The seed's classes of the past week close too.
    const result = await closeDueRolls(t.database.db, { limit: 5000 });
    expect(result.closed).toBeGreaterThanOrEqual(1);
    expect((await strikesOf(customer.userId)).strikes).toMatchObject([{ kind: 'NO_SHOW' }]);
  });

  it('under a policy counting the unmarked as attended, only those marked absent are no-shows', async () => {
    const policy = await request('GET', '/api/v1/manage/seat-policy', gymToken);
    const kept = dataOf<Record<string, unknown>>(policy);
    expect(kept.rollDefault).toBe('NO_SHOW');
    const { currencyCode: _shownOnly, ...rest } = kept;
    const saved = await request('PUT', '/api/v1/manage/seat-policy', gymToken, {
      ...rest,
      rollDefault: 'ATTENDED',
    });
    expect(dataOf<{ rollDefault: string }>(saved).rollDefault).toBe('ATTENDED');
    try {
      const sessionId = await makeSession(t, CLASS, { startsInHours: 10, seats: 5 });
      const [checked, markedAbsent, unmarked] = await Promise.all([
        createCustomer(t, { credits: 10 }),
        createCustomer(t, { credits: 10 }),
        createCustomer(t, { credits: 10 }),
      ]);
      const checkedBooking = await book(checked.token, sessionId);
      const absentBooking = await book(markedAbsent.token, sessionId);
      const unmarkedBooking = await book(unmarked.token, sessionId);
      const markAbsent = (bookingId: number, absent: boolean, token = gymToken) =>
        request('PUT', `/api/v1/manage/bookings/${bookingId}/absent`, token, { absent });

      const early = await markAbsent(absentBooking, true);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ code: 'ABSENT_TOO_EARLY', errorMessage: CM_MSG.absentTooEarly });
      await started(sessionId);
      expect((await markAbsent(absentBooking, true, unmarked.token)).statusCode).toBe(403);
      // Marked absent by mistake, checked in, then marked absent again: the last word counts.
      expect(dataOf(await markAbsent(checkedBooking, true))).toEqual({
        bookingId: checkedBooking,
        absent: true,
      });
      const checkIn = await request('PUT', `/api/v1/manage/bookings/${checkedBooking}/check-in`, gymToken, {
        checkedIn: true,
      });
      expect(checkIn.statusCode).toBe(200);
      expect((await markAbsent(absentBooking, true)).statusCode).toBe(200);
      const open = await request('GET', `/api/v1/manage/sessions/${sessionId}/participants`, gymToken);
      const attendanceOf = (response: { json(): unknown }) =>
        Object.fromEntries(
          dataOf<{ bookingId: number; attendance: string | null; checkedIn: boolean }[]>(response).map(
            (p) => [p.bookingId, [p.attendance, p.checkedIn]],
          ),
        );
      expect(attendanceOf(open)).toEqual({
        [checkedBooking]: [null, true],
        [absentBooking]: ['NO_SHOW', false],
        [unmarkedBooking]: [null, false],
      });

      const closed = await request('POST', `/api/v1/manage/sessions/${sessionId}/roll`, gymToken);
      expect(dataOf(closed)).toEqual({ attended: 2, noShows: 1 });
      const final = await request('GET', `/api/v1/manage/sessions/${sessionId}/participants`, gymToken);
      expect(attendanceOf(final)).toEqual({
        [checkedBooking]: ['ATTENDED', true],
        [absentBooking]: ['NO_SHOW', false],
        [unmarkedBooking]: ['ATTENDED', false],
      });
      expect((await strikesOf(markedAbsent.userId)).strikes).toMatchObject([{ kind: 'NO_SHOW' }]);
      expect((await strikesOf(unmarked.userId)).strikes).toEqual([]);
      const after = await markAbsent(unmarkedBooking, true);
      expect(after.json()).toMatchObject({ code: 'ROLL_CLOSED' });
    } finally {
      await request('PUT', '/api/v1/manage/seat-policy', gymToken, rest);
    }
  });
});
