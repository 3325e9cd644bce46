import type { ClassItemDto, Page } from '@kinetic/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginToken, registerCustomer } from './test/accounts';
import { createCustomer, makeSession, sessionRow } from './test/discovery';
import { openCountStream } from './test/event-stream';
import { createTestApp, type TestApp } from './test/test-app';

type Envelope<T> = { statusCode: number; data: T; errorMessage?: string };

/** A request over real HTTP, as a browser behind the proxy would make it to one of the processes. */
async function http<T>(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Polls `check` every 10 ms until it holds; answers how long that took (ms), or fails after `timeoutMs`. */
async function msUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > timeoutMs) throw new Error(`not seen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Math.round(performance.now() - start);
}

const SEATS_MS = 1000;

/**
 * Two API processes on one PostgreSQL database, as compose runs them behind the proxy: each
 * its own pool, LISTEN connection, caches and HTTP port (nothing of the app is shared in memory: its
 * state hangs off each app instance), talking real HTTP. What one process writes, the other serves
 * within the documented freshness. (Images uploaded through one and served by the other wait for the
 * S3 media driver.)
 */
describe.runIf(process.env.TEST_DB === 'postgres')('two API processes on one PostgreSQL', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<TestApp['otherProcess']>>;
  let a: string;
  let b: string;
  beforeAll(async () => {
    t = await createTestApp({
      // Production's list cache: a page stays in memory, its seat counts read again every SEATS_MS.
      CLASS_LIST_CACHE_MS: '30000',
      CLASS_LIST_SEATS_MS: String(SEATS_MS),
      LOGIN_RATE_LIMIT: '4',
      MAIL_SEND_INTERVAL_MS: '1000',
    });
    other = await t.otherProcess();
    a = await t.app.listen({ port: 0, host: '127.0.0.1' });
    b = await other.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it("shows a booking made through A in B's class list and seat count within CLASS_LIST_SEATS_MS", async () => {
    const sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 30, seats: 8 });
    const { localDate } = await sessionRow(t, sessionId);
    const member = await createCustomer(t, { credits: 5 });
    const listedOnB = async (token?: string) => {
      const { body } = await http<Page<ClassItemDto>>(b, 'POST', '/api/v1/classes/list', {
        token,
        body: { date: localDate, size: 100 },
      });
      return body.data.items.find((item) => item.classSessionId === sessionId)!;
    };
    // B has the page in memory, for a guest and for the member, before the booking.
    expect((await listedOnB()).availableSeat).toBe(8);
    expect(await listedOnB(member.token)).toMatchObject({ availableSeat: 8, userJoinStatus: false });

    const booked = await http<{ status: string }>(a, 'POST', '/api/v1/bookings', {
      token: member.token,
      body: { classSessionId: sessionId },
    });
    expect(booked.status).toBe(201);
    expect(booked.body.data.status).toBe('BOOKED');
    const [seatsMs, ownMs] = await Promise.all([
      msUntil(async () => (await listedOnB()).availableSeat === 7, 2 * SEATS_MS + 1000),
      msUntil(async () => (await listedOnB(member.token)).userJoinStatus, 2 * SEATS_MS + 1000),
    ]);
    console.info(
      `booking on A seen on B: seat count after ${seatsMs} ms, the member's own mark after ${ownMs} ms (CLASS_LIST_SEATS_MS ${SEATS_MS})`,
    );
    // A shared page's counts are at most SEATS_MS old when a request comes; the request that reads
    // them again, and a busy test machine, add a little.
    expect(seatsMs).toBeLessThanOrEqual(SEATS_MS + 500);
    // The member's own marks follow the change feed: no window at all.
    expect(ownMs).toBeLessThanOrEqual(SEATS_MS);
  });

  it('brings a notification raised through A to a bell stream held open on B within a second', async () => {
    const trainerToken = await loginToken(t, DEMO.trainer, DEMO.password);
    const me = await http<{ id: number }>(a, 'GET', '/api/v1/users/me', { token: trainerToken });
    await http(a, 'POST', '/api/v1/notifications/seen', { token: trainerToken });
    const stream = await openCountStream(b, trainerToken);
    try {
      expect(await stream.untilCount((count) => count === 0)).toBe(0);
      const follower = await registerCustomer(t);
      const raisedAt = performance.now();
      const followed = await http(a, 'POST', `/api/v1/trainers/${me.body.data.id}/follow`, {
        token: follower.token,
      });
      expect(followed.status).toBe(200);
      await stream.untilCount((count) => count === 1);
      const ms = Math.round(performance.now() - raisedAt);
      console.info(`notification raised on A reached the bell stream on B after ${ms} ms`);
      expect(ms).toBeLessThanOrEqual(1000);
    } finally {
      await stream.close();
    }
  });

  it('counts a rate limit across both processes', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const attempt = (base: string) =>
      http(base, 'POST', '/api/v1/auth/login', { body: { email, password: 'wrong-password' } });
    // LOGIN_RATE_LIMIT is 4 per address and e-mail: two tries on each process use them up.
    for (const base of [a, b, a, b]) expect((await attempt(base)).status).toBe(422);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  });

  it('runs each periodic job once per period across both processes', async () => {
    const stops = [t.app.startJobs(), other.app.startJobs()];
    try {
      await msUntil(async () => {
        // Until the first process has started the queue, its schema is not there yet.
        const done = await t.database.db
          .execute(
            sql`select count(*)::int as n from pgboss.job where name = 'send-mail' and state = 'completed'`,
          )
          .catch(() => ({ rows: [{ n: 0 }] }));
        return (done as unknown as { rows: { n: number }[] }).rows[0]!.n >= 4;
      }, 30_000);
    } finally {
      for (const stop of stops) stop();
    }
    const perJob = await t.database.db.execute(
      sql`select name, count(*)::int as jobs, count(distinct singleton_on)::int as slots
          from pgboss.job group by name order by name`,
    );
    const rows = (perJob as unknown as { rows: { name: string; jobs: number; slots: number }[] }).rows;
    expect(rows.map((row) => row.name)).toContain('materialise-sessions');
    // One job per period slot for every task, whichever process offered it first.
    for (const row of rows) expect(row, row.name).toMatchObject({ jobs: row.slots });
    expect(rows.find((row) => row.name === 'materialise-sessions')!.jobs).toBe(1);
  }, 60_000);
});
