import { type JoinResultDto, NOTIFICATION_TYPES } from '@kinetic/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/raw-rows';
import {
  bookings,
  creditLedger,
  mailQueue,
  notifications,
  sessionWishes,
  userPackages,
} from '../../db/schema';
import {
  activeBookings,
  createCustomer,
  ledgerSum,
  makeSession,
  packageRow,
  sessionRow,
} from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Seat races mean something only where transactions really run concurrently: PostgreSQL (ADR 0001). */
describe.runIf(process.env.TEST_DB === 'postgres')('seat races on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /**
   * What the joins on these sessions wrote beside their bookings (a join writes them in its seat's
   * statement, so a refused join must leave none): confirmation mails, and the partners' bell
   * notifications of a customer joining, counted once a booking (the gym and the trainer each get one).
   */
  async function sideWrites(sessionIds: number[]) {
    const ids = sql.join(
      sessionIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const [row] = await t.database.db
      .execute(sql`select
      (select count(*)::int from ${mailQueue} m join ${bookings} b on m.idempotency_key = 'booking:' || b.id || ':booked'
        where b.session_id in (${ids})) as mails,
      (select count(distinct (n.object_data_id, n.user_who_fired_event_id))::int from ${notifications} n
        where n.notification_type_id = ${NOTIFICATION_TYPES.classJoined.id} and n.object_data_id in (${ids})) as told`)
      .then((r) => (r as unknown as { rows: { mails: number; told: number }[] }).rows);
    return row!;
  }

  const join = (token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  it('100 customers race for 5 seats: exactly 5 get in, seats and credits balance, the waitlist is in order', async () => {
    const sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 48, seats: 5 });
    const customers = [];
    for (let i = 0; i < 100; i++) customers.push(await createCustomer(t, { credits: 10 }));

    const responses = await Promise.all(
      customers.map((c) => join(c.token, { classSessionId: sessionId, waitlistIfFull: true })),
    );
    const bodies = responses.map((r) => r.json() as { statusCode: number; data: JoinResultDto });
    const booked = bodies.filter((b) => b.statusCode === 201);
    const waitlisted = bodies.filter((b) => b.statusCode === 200);
    expect(booked).toHaveLength(5);
    expect(waitlisted).toHaveLength(95);
    expect(booked.every((b) => b.data.status === 'BOOKED')).toBe(true);
    expect(waitlisted.every((b) => b.data.status === 'WAITLISTED')).toBe(true);

    expect(await sessionRow(t, sessionId)).toMatchObject({ booked: 5, seats: 5 });
    const active = await activeBookings(t, sessionId);
    expect(active).toHaveLength(5);
    const winners = new Set(active.map((b) => b.userId));
    for (const c of customers) {
      const expected = winners.has(c.userId) ? 8 : 10;
      expect((await packageRow(t, c.userPackageId!)).creditsBalance).toBe(expected);
      expect(await ledgerSum(t, c.userPackageId!)).toBe(expected);
    }
    const [debits] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(creditLedger)
      .innerJoin(bookings, eq(bookings.id, creditLedger.bookingId))
      .where(and(eq(bookings.sessionId, sessionId), eq(creditLedger.reason, 'BOOKING')));
    expect(debits!.n).toBe(5);

    const queue = await t.database.db
      .select()
      .from(sessionWishes)
      .where(and(eq(sessionWishes.sessionId, sessionId), eq(sessionWishes.type, 'WAITLIST')))
      .orderBy(asc(sessionWishes.id));
    expect(queue).toHaveLength(95);
    expect(new Set(queue.map((w) => w.userId)).size).toBe(95);
    expect(queue.some((w) => winners.has(w.userId))).toBe(false);

    // One of the five cancels: the first on the waitlist takes the seat; then the next one.
    const tokenOf = new Map(customers.map((c) => [c.userId, c.token]));
    for (const [round, leaver] of active.slice(0, 2).entries()) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/bookings/${leaver.id}`,
        headers: { authorization: `Bearer ${tokenOf.get(leaver.userId)}` },
      });
      expect(response.json().data.waitlistPromoted).toBe(true);
      const now = await activeBookings(t, sessionId);
      expect(now).toHaveLength(5);
      const promoted = now.find((b) => b.userId === queue[round]!.userId);
      expect(promoted).toMatchObject({ source: 'WAITLIST', creditsSpent: 2 });
    }
    expect(await sessionRow(t, sessionId)).toMatchObject({ booked: 5 });
    const [{ total } = { total: 0 }] = await t.database.db
      .select({ total: sql<number>`sum(${userPackages.creditsBalance})::int` })
      .from(userPackages)
      .where(sql`${userPackages.id} in ${customers.map((c) => c.userPackageId!)}`);
    // 100 x 10 credits, 5 seats x 2 credits held, the two leavers refunded (more than 6 h ahead).
    expect(total).toBe(1000 - 5 * 2);
  });

  it('without waitlistIfFull the losers get 409 CLASS_FULL', async () => {
    const sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 50, seats: 2 });
    const customers = [];
    for (let i = 0; i < 20; i++) customers.push(await createCustomer(t, { credits: 10 }));
    const responses = await Promise.all(customers.map((c) => join(c.token, { classSessionId: sessionId })));
    const codes = responses.map((r) => r.json() as { statusCode: number; code?: string });
    expect(codes.filter((c) => c.statusCode === 201)).toHaveLength(2);
    expect(codes.filter((c) => c.statusCode === 409 && c.code === 'CLASS_FULL')).toHaveLength(18);
    expect((await sessionRow(t, sessionId)).booked).toBe(2);
    expect(await sideWrites([sessionId])).toEqual({ mails: 2, told: 2 });
  });

  it('one customer clicking ten times books once and pays once', async () => {
    const sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 52, seats: 10 });
    const c = await createCustomer(t, { credits: 10 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => join(c.token, { classSessionId: sessionId })),
    );
    const codes = responses.map((r) => r.json() as { statusCode: number; code?: string });
    expect(codes.filter((x) => x.statusCode === 201)).toHaveLength(1);
    expect(codes.filter((x) => x.statusCode === 409 && x.code === '0004')).toHaveLength(9);
    expect((await sessionRow(t, sessionId)).booked).toBe(1);
    expect(await sideWrites([sessionId])).toEqual({ mails: 1, told: 1 });
    expect(await ledgerSum(t, c.userPackageId!)).toBe(8);
  });

  it('credits for one class cannot pay for two classes booked at the same moment', async () => {
    const c = await createCustomer(t, { credits: 2 });
    const sessions = [];
    for (let i = 0; i < 5; i++)
      sessions.push(await makeSession(t, 'Power Spin 45', { startsInHours: 60 + i, seats: 10 }));
    const responses = await Promise.all(sessions.map((id) => join(c.token, { classSessionId: id })));
    const codes = responses.map((r) => r.json() as { statusCode: number; code?: string });
    expect(codes.filter((x) => x.statusCode === 201)).toHaveLength(1);
    expect(codes.filter((x) => x.statusCode === 402 && x.code === 'CREDITS')).toHaveLength(4);
    expect((await packageRow(t, c.userPackageId!)).creditsBalance).toBe(0);
    expect(await ledgerSum(t, c.userPackageId!)).toBe(0);
    const seats = await Promise.all(sessions.map((id) => sessionRow(t, id)));
    expect(seats.reduce((sum, s) => sum + s.booked, 0)).toBe(1);
    expect(await sideWrites(sessions)).toEqual({ mails: 1, told: 1 });
  });

  it("one customer's joins of five classes at once each answer the balance their own debit left, and replay it", async () => {
    const c = await createCustomer(t, { credits: 10 });
    const sessions = [];
    for (let i = 0; i < 5; i++)
      sessions.push(await makeSession(t, 'Power Spin 45', { startsInHours: 80 + i, seats: 10 }));
    const send = (sessionId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: { authorization: `Bearer ${c.token}`, 'idempotency-key': `five-at-once-${sessionId}` },
        payload: { classSessionId: sessionId },
      });
    const first = await Promise.all(sessions.map(send));
    expect(first.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    // Each paid 2 credits of 10: the balances left are 8, 6, 4, 2 and 0, one each, whatever the order.
    const balanceOf = (body: string) => {
      const data = (JSON.parse(body) as { data: JoinResultDto & { status: 'BOOKED' } }).data;
      return data.userPackageDetailDtoList.find((p) => p.id === c.userPackageId)!.balance;
    };
    expect(first.map((r) => balanceOf(r.body)).sort((a, b) => a - b)).toEqual([0, 2, 4, 6, 8]);
    expect((await packageRow(t, c.userPackageId!)).creditsBalance).toBe(0);
    // The answer stored with each seat is the one given: a retry gets it back, byte for byte.
    const replays = await Promise.all(sessions.map(send));
    expect(replays.map((r) => r.body)).toEqual(first.map((r) => r.body));
  });

  it('replays of one Idempotency-Key at the same moment book once', async () => {
    const sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 70, seats: 10 });
    const c = await createCustomer(t, { credits: 10 });
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/bookings',
          headers: { authorization: `Bearer ${c.token}`, 'idempotency-key': 'double-tap' },
          payload: { classSessionId: sessionId },
        }),
      ),
    );
    const bodies = responses.map((r) => r.body);
    expect(new Set(bodies).size).toBe(1);
    expect(responses[0]!.statusCode).toBe(201);
    expect((await sessionRow(t, sessionId)).booked).toBe(1);
    expect(await ledgerSum(t, c.userPackageId!)).toBe(8);
  });

  it('a join held up by a lock on its session waits, and a join of another session goes on meanwhile', async () => {
    // Each join is its own short transaction: one waiting for a session's row lock holds up no other.
    const held = await makeSession(t, 'Power Spin 45', { startsInHours: 90, seats: 10 });
    const free = await makeSession(t, 'Power Spin 45', { startsInHours: 91, seats: 10 });
    const waiter = await createCustomer(t, { credits: 10 });
    const other = await createCustomer(t, { credits: 10 });
    let locked!: () => void;
    let release!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const holding = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from class_session where id = ${held} for update`);
      locked();
      await released;
    });
    await isLocked;
    const waiting = join(waiter.token, { classSessionId: held });
    // The join's seat is waiting for the lock before the next join is sent.
    for (let tries = 0; ; tries++) {
      const [row] = await rowsOf<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (row!.n > 0) break;
      if (tries > 400) throw new Error('the join never waited for the lock');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const meanwhile = await join(other.token, { classSessionId: free });
    expect(meanwhile.statusCode).toBe(201);
    expect((await sessionRow(t, held)).booked).toBe(0);
    release();
    await holding;
    expect((await waiting).statusCode).toBe(201);
    expect((await sessionRow(t, held)).booked).toBe(1);
    expect(await sideWrites([held, free])).toEqual({ mails: 2, told: 2 });
  });
});
