import { CM_MSG, DEFAULT_SEAT_POLICY } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitnessClasses, gymBranches } from '../../db/schema';
import { classIdOf, createCustomer, makeSession, setSession, tokenFor } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

const CLASS = 'Power Spin 45';
const MINUTE = 60_000;

/**
 * Self check-in ("I'm here"): where the class's gym allows it, a customer checks themselves in from
 * the policy's minutes before the start until the end, standing within 300 m of the branch.
 */
describe('self check-in', () => {
  let t: TestApp;
  let gymToken: string;
  let branch: { latitude: number; longitude: number };
  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await t.database.db
      .select({
        gymUserId: fitnessClasses.gymUserId,
        latitude: gymBranches.latitude,
        longitude: gymBranches.longitude,
      })
      .from(fitnessClasses)
      .innerJoin(gymBranches, eq(gymBranches.id, fitnessClasses.branchId))
      .where(eq(fitnessClasses.id, await classIdOf(t, CLASS)));
    gymToken = await tokenFor(t, row!.gymUserId!);
    branch = { latitude: row!.latitude, longitude: row!.longitude };
  });
  afterAll(() => t.close());

  function request(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
    return t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
  }
  const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;
  async function bookedSession(startsInMinutes: number) {
    const sessionId = await makeSession(t, CLASS, { startsInHours: 10, seats: 5 });
    const customer = await createCustomer(t, { credits: 10 });
    const joined = await request('POST', '/api/v1/bookings', customer.token, { classSessionId: sessionId });
    expect(joined.statusCode, joined.body).toBe(201);
    const bookingId = dataOf<{ booking: { id: number } }>(joined).booking.id;
    await setSession(t, sessionId, {
      startsAt: new Date(Date.now() + startsInMinutes * MINUTE),
      endsAt: new Date(Date.now() + (startsInMinutes + 45) * MINUTE),
    });
    return { sessionId, customer, bookingId };
  }
  const tap = (token: string, bookingId: number, at: { latitude: number; longitude: number }) =>
    request('POST', `/api/v1/bookings/${bookingId}/self-check-in`, token, at);
  // About 110 m north of the branch: inside the 300 m.
  const atTheDoor = () => ({ latitude: branch.latitude + 0.001, longitude: branch.longitude });

  it('is refused where the gym has not turned it on', async () => {
    const { customer, bookingId } = await bookedSession(10);
    const answer = await tap(customer.token, bookingId, atTheDoor());
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'SELF_CHECK_IN_OFF', errorMessage: CM_MSG.selfCheckInOff });
  });

  it('opens its minutes before the start, only near the branch, once; the desk and the customer see it', async () => {
    const saved = await request('PUT', '/api/v1/manage/seat-policy', gymToken, {
      ...DEFAULT_SEAT_POLICY,
      selfCheckInMinutes: 30,
    });
    expect(dataOf(saved)).toMatchObject({ selfCheckInMinutes: 30 });

    const early = await bookedSession(90);
    const notYet = await tap(early.customer.token, early.bookingId, atTheDoor());
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ code: 'SELF_CHECK_IN_NOT_YET' });
    expect((notYet.json() as { errorMessage: string }).errorMessage).toMatch(
      /^Self check-in opens at \d\d:\d\d\.$/,
    );

    const { sessionId, customer, bookingId } = await bookedSession(10);
    const upcoming = await request('GET', '/api/v1/bookings/upcoming', customer.token);
    expect(dataOf<{ items: { booking: object }[] }>(upcoming).items[0]!.booking).toMatchObject({
      selfCheckInMinutes: 30,
      checkedInAt: null,
    });

    // Five or six kilometres away: refused, saying how far.
    const far = await tap(customer.token, bookingId, {
      latitude: branch.latitude + 0.05,
      longitude: branch.longitude,
    });
    expect(far.statusCode).toBe(403);
    expect(far.json()).toMatchObject({
      code: 'TOO_FAR_TO_CHECK_IN',
      errorMessage: CM_MSG.tooFarToCheckIn('5.6 km'),
    });
    const otherCustomer = await createCustomer(t, { credits: 1 });
    expect((await tap(otherCustomer.token, bookingId, atTheDoor())).statusCode).toBe(404);
    expect((await tap(customer.token, bookingId, { latitude: 91, longitude: 0 })).statusCode).toBe(400);

    const here = await tap(customer.token, bookingId, atTheDoor());
    expect(here.statusCode, here.body).toBe(200);
    const { checkedInAt } = dataOf<{ checkedInAt: string }>(here);
    const again = await tap(customer.token, bookingId, atTheDoor());
    expect(dataOf(again)).toEqual({ bookingId, checkedInAt });

    const participants = await request('GET', `/api/v1/manage/sessions/${sessionId}/participants`, gymToken);
    expect(dataOf<{ bookingId: number; checkedIn: boolean }[]>(participants)).toEqual(
      expect.arrayContaining([expect.objectContaining({ bookingId, checkedIn: true })]),
    );
    const after = await request('GET', '/api/v1/bookings/upcoming', customer.token);
    expect(dataOf<{ items: { booking: object }[] }>(after).items[0]!.booking).toMatchObject({ checkedInAt });
  });

  it('is closed once the class has ended, and once its roll is closed', async () => {
    const { sessionId, customer, bookingId } = await bookedSession(10);
    await setSession(t, sessionId, {
      startsAt: new Date(Date.now() - 50 * MINUTE),
      endsAt: new Date(Date.now() - 5 * MINUTE),
    });
    expect((await tap(customer.token, bookingId, atTheDoor())).json()).toMatchObject({
      code: 'SELF_CHECK_IN_OVER',
    });
    await request('POST', `/api/v1/manage/sessions/${sessionId}/roll`, gymToken);
    expect((await tap(customer.token, bookingId, atTheDoor())).json()).toMatchObject({ code: 'ROLL_CLOSED' });
  });
});
