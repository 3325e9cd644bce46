import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionWishes } from '../../db/schema';
import { activeBookings, createCustomer, makeSession, sessionRow } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A cancel and a join that finds the class full, arriving together, never leave the joiner
 * waiting beside a free seat. The join's waitlisting and the cancel's promotion decide under the
 * session's lock; whichever comes second sees what the first did. Before that, PostgreSQL stranded the
 * joiner within a dozen rounds; the embedded database's one connection rarely interleaves them, and the
 * test holds there too.
 */
describe('a cancel and a waitlisting join at the same moment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const request = (method: 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

  /** A one-seat session a customer has booked, and a second customer who wants it. */
  async function fullSession(startsInHours: number) {
    const sessionId = await makeSession(t, 'Power Spin 45', { startsInHours, seats: 1 });
    const leaver = await createCustomer(t, { credits: 10 });
    const other = await createCustomer(t, { credits: 10 });
    const first = await request('POST', '/api/v1/bookings', leaver.token, { classSessionId: sessionId });
    expect(first.statusCode).toBe(201);
    const bookingId = (first.json() as { data: { booking: { id: number } } }).data.booking.id;
    const cancel = () => request('DELETE', `/api/v1/bookings/${bookingId}`, leaver.token);
    return { sessionId, other, cancel };
  }

  const waitlistOf = (sessionId: number) =>
    t.database.db
      .select()
      .from(sessionWishes)
      .where(and(eq(sessionWishes.sessionId, sessionId), eq(sessionWishes.type, 'WAITLIST')));

  it('the joiner ends up booked, never on the waitlist while the seat is free', async () => {
    const stranded: number[] = [];
    for (let round = 0; round < 12; round++) {
      const { sessionId, other: joiner, cancel: leave } = await fullSession(100 + round);

      const [cancel, join] = await Promise.all([
        leave(),
        request('POST', '/api/v1/bookings', joiner.token, {
          classSessionId: sessionId,
          waitlistIfFull: true,
        }),
      ]);
      expect(cancel.statusCode).toBe(200);
      expect([200, 201]).toContain(join.statusCode);

      const seated = await activeBookings(t, sessionId);
      const waiting = await waitlistOf(sessionId);
      expect(seated.map((b) => b.userId)).toEqual([joiner.userId]);
      expect((await sessionRow(t, sessionId)).booked).toBe(1);
      if (waiting.length > 0) stranded.push(round);
    }
    expect(stranded, 'rounds that left the joiner on the waitlist').toEqual([]);
  });

  it('POST /waitlist beside a cancel: told a seat is free, or waiting and then promoted, never stranded', async () => {
    const stranded: number[] = [];
    for (let round = 0; round < 12; round++) {
      const { sessionId, other: waiter, cancel: leave } = await fullSession(130 + round);

      const [cancel, wait] = await Promise.all([
        leave(),
        request('POST', '/api/v1/waitlist', waiter.token, { classSessionId: sessionId }),
      ]);
      expect(cancel.statusCode).toBe(200);
      if (wait.statusCode === 409) {
        expect(wait.json()).toMatchObject({ code: 'SEATS_AVAILABLE' });
      } else {
        expect(wait.statusCode).toBe(201);
        expect((await activeBookings(t, sessionId)).map((b) => b.userId)).toEqual([waiter.userId]);
      }
      const waiting = await waitlistOf(sessionId);
      const { booked, seats } = await sessionRow(t, sessionId);
      if (waiting.length > 0 && booked < seats) stranded.push(round);
    }
    expect(stranded, 'rounds that left the waiter on the waitlist beside a free seat').toEqual([]);
  });

  it('a waiting customer who joins again as the seat frees up is booked once and leaves the queue', async () => {
    const problems: string[] = [];
    for (let round = 0; round < 12; round++) {
      const { sessionId, other: waiter, cancel: leave } = await fullSession(160 + round);
      const waiting = await request('POST', '/api/v1/waitlist', waiter.token, { classSessionId: sessionId });
      expect(waiting.statusCode).toBe(201);

      const [cancel, join] = await Promise.all([
        leave(),
        request('POST', '/api/v1/bookings', waiter.token, {
          classSessionId: sessionId,
          waitlistIfFull: true,
        }),
      ]);
      expect(cancel.statusCode).toBe(200);
      // Waitlisted (promoted right after), or told they hold the seat already.
      expect([200, 409]).toContain(join.statusCode);
      const seated = await activeBookings(t, sessionId);
      const queue = await waitlistOf(sessionId);
      if (seated.length !== 1 || seated[0]!.userId !== waiter.userId) problems.push(`round ${round}: seats`);
      if (queue.length > 0) problems.push(`round ${round}: still waiting`);
    }
    expect(problems).toEqual([]);
  });
});
