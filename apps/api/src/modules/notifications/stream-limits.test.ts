import { MSG } from '@kinetic/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { eventStreams } from '../../db/schema';
import { newTrainer } from '../../test/class-management';
import { createCustomer } from '../../test/discovery';
import { type CountStream, openCountStream } from '../../test/event-stream';
import { createTestApp, type TestApp } from '../../test/test-app';

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * Counts the bell's unread-count statements `database` runs (the driver's query function is
 * watched, the statements still run). PGlite lives in this process, so two apps on it share one.
 */
function watchCountQueries(database: Pick<Database, 'db'>) {
  const client = (database.db as unknown as { $client: { query: Query } }).$client;
  const original = client.query;
  let seen = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    if (/count\(/i.test(text) && text.includes('notifications_seen_at')) seen++;
    return original.apply(this, args);
  };
  return {
    get seen() {
      return seen;
    },
    reset() {
      seen = 0;
    },
    stop() {
      client.query = original;
    },
  };
}

/**
 * One token held 2,000 bell streams and each change of its count ran 2,000 queries. A user
 * holds at most STREAMS_PER_USER streams across all API processes (the oldest closes, wherever it
 * is), an address at most STREAMS_PER_ADDRESS (more are refused), and a change is counted once per
 * user and process.
 */
describe('event streams are capped, and counted once per user', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<TestApp['otherProcess']>>;
  let baseA: string;
  let baseB: string;
  const open: CountStream[] = [];
  beforeAll(async () => {
    t = await createTestApp({ STREAMS_PER_USER: '3', STREAMS_PER_ADDRESS: '5' });
    other = await t.otherProcess();
    baseA = await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseB = await other.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(open.map((stream) => stream.close()));
    await other.close();
    await t.close();
  });

  /** A stream that has its first count, closed after the test. */
  const stream = async (base: string, token: string) => {
    const opened = await openCountStream(base, token);
    open.push(opened);
    if (opened.status === 200) await opened.untilCount(() => true);
    return opened;
  };
  /** Open streams the database counts, of every process. */
  const counted = async () => {
    const [row] = await t.database.db.select({ n: count() }).from(eventStreams);
    return row!.n;
  };
  const closeAll = async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
    // The server sees each close as its socket goes, and removes the stream's row.
    for (let i = 0; (await counted()) > 0 && i < 100; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await counted()).toBe(0);
  };
  /** A notification for `trainer`: a new follower. */
  const follow = async (trainerId: number) => {
    const follower = await createCustomer(t);
    const followed = await t.call({
      method: 'POST',
      url: `/api/v1/trainers/${trainerId}/follow`,
      token: follower.token,
    });
    expect(followed.status).toBe(200);
  };

  it("a user's stream past the cap closes their oldest in whichever process holds it, which is told why; the others stay live", async () => {
    const trainer = await newTrainer(t);
    const first = await stream(baseB, trainer.token);
    const second = await stream(baseA, trainer.token);
    const third = await stream(baseA, trainer.token);
    // The cap holds across processes: a fourth on A closes the oldest, on B.
    const fourth = await stream(baseA, trainer.token);
    expect(fourth.status).toBe(200);
    await first.until(() => first.ended, 'the oldest stream (on B) ended');
    expect(first.events.map((e) => e.event)).toEqual(['count', 'replaced']);
    // And the other way: one more on B closes the oldest left, on A.
    const fifth = await stream(baseB, trainer.token);
    await second.until(() => second.ended, 'the oldest stream left (on A) ended');
    expect(second.events.map((e) => e.event)).toEqual(['count', 'replaced']);
    // Within one process too.
    const sixth = await stream(baseA, trainer.token);
    await third.until(() => third.ended, 'the oldest stream left (on A) ended');
    expect(third.events.map((e) => e.event)).toEqual(['count', 'replaced']);

    await follow(trainer.userId);
    for (const live of [fourth, fifth, sixth]) {
      expect(await live.untilCount((count) => count === 1)).toBe(1);
      expect(live.ended).toBe(false);
    }
    for (const closed of [first, second, third]) expect(closed.counts()).toEqual([0]);
    await closeAll();
  });

  it('two processes opening streams of one user at once keep no more than the cap', async () => {
    const trainer = await newTrainer(t);
    const opened = await Promise.all(
      [baseA, baseB, baseA, baseB, baseA, baseB].map((base) => stream(base, trainer.token)),
    );
    expect(opened.map((s) => s.status)).toEqual([200, 200, 200, 200, 200, 200]);
    await opened[0]!.until(() => opened.filter((s) => s.ended).length === 3, 'three streams replaced');
    const live = opened.filter((s) => !s.ended);
    expect(live).toHaveLength(3);
    const [held] = await t.database.db
      .select({ n: count() })
      .from(eventStreams)
      .where(eq(eventStreams.userId, trainer.userId));
    expect(held!.n).toBe(3);
    await closeAll();
  });

  it('a change is counted once per user and process, not once per stream', async () => {
    const trainer = await newTrainer(t);
    // One after another, so no read for an opening stream is still running when the watch starts.
    const streams: CountStream[] = [];
    for (const base of [baseA, baseA, baseB]) streams.push(await stream(base, trainer.token));
    const onA = watchCountQueries(t.database);
    const onB = other.database === t.database ? null : watchCountQueries(other.database);
    try {
      await follow(trainer.userId);
      for (const live of streams) await live.untilCount((count) => count === 1);
      // One read in each process holding the user's streams (PGlite: both apps share one database).
      expect(onA.seen + (onB?.seen ?? 0)).toBe(2);

      onA.reset();
      onB?.reset();
      const seen = await t.call({ method: 'POST', url: '/api/v1/notifications/seen', token: trainer.token });
      expect(seen.status).toBe(200);
      for (const live of streams) {
        await live.until(() => live.counts().at(-1) === 0, 'the count back at 0');
      }
      expect(onA.seen + (onB?.seen ?? 0)).toBe(2);
    } finally {
      onA.stop();
      onB?.stop();
    }
    await closeAll();
  });

  it('an address past its cap in all processes is refused (429) until one of its streams closes', async () => {
    const users = await Promise.all([1, 2, 3].map(() => newTrainer(t)));
    const [one, two, three] = users as [
      (typeof users)[number],
      (typeof users)[number],
      (typeof users)[number],
    ];
    for (let i = 0; i < 3; i++) await stream(baseA, one.token);
    const twos = [await stream(baseB, two.token), await stream(baseB, two.token)];

    // Five streams in all, three on A and two on B: neither process takes a sixth.
    for (const base of [baseA, baseB]) {
      const refused = await stream(base, three.token);
      expect(refused.status).toBe(429);
      expect(refused.refusal).toMatchObject({ statusCode: 429, errorMessage: MSG.tooManyRequests });
      expect(refused.headers.get('retry-after')).toBeTruthy();
    }

    // A user at their own cap replaces their oldest (on A): the address holds no more than before.
    expect((await stream(baseB, one.token)).status).toBe(200);
    expect((await stream(baseB, three.token)).status).toBe(429);

    await twos[0]!.close();
    let again = await stream(baseA, three.token);
    for (let i = 0; again.status !== 200 && i < 20; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await stream(baseA, three.token);
    }
    expect(again.status).toBe(200);
    await closeAll();
  });

  it("a process that died stops holding its streams' places within two heartbeats", async () => {
    const trainer = await newTrainer(t);
    const probe = await stream(baseA, trainer.token);
    const [row] = await t.database.db.select({ address: eventStreams.address }).from(eventStreams);
    await closeAll();
    expect(probe.status).toBe(200);

    // Another process held the address's five streams, then died: its rows stay until they are stale.
    const { address } = row!;
    await t.database.db
      .insert(eventStreams)
      .values([1, 2, 3, 4, 5].map(() => ({ process: 'gone', kind: 'notifications', userId: 0, address })));
    expect((await stream(baseA, trainer.token)).status).toBe(429);
    // Last refreshed a minute ago (two 25-second heartbeats missed): they no longer count.
    await t.database.db
      .update(eventStreams)
      .set({ seenAt: sql`now() - interval '61 seconds'` })
      .where(eq(eventStreams.process, 'gone'));
    expect((await stream(baseA, trainer.token)).status).toBe(200);
    await Promise.all(open.splice(0).map((s) => s.close()));
    await t.database.db.delete(eventStreams).where(eq(eventStreams.process, 'gone'));
    await closeAll();
  });
});
