import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS } from '../lib/change-feed';
import { createCustomer, makeSession } from '../test/discovery';
import { createTestApp, type TestApp } from '../test/test-app';
import { type Listener, VACUUM_CHANGE_LOG_AFTER_ROWS } from './listen';
import { rowsOf } from './raw-rows';
import { bookings } from './schema';

/**
 * Migration 0020: writers log their changes in their own transaction, which then commits without a
 * NOTIFY (PostgreSQL serialises the commits of transactions that notify); kinetic_flush_changes
 * announces what has committed, once, before the caller's marker.
 */
type Change = { channel: string; payload: string };

describe('the change log', () => {
  let t: TestApp;
  let listener: Listener;
  const heard: [string, string][] = [];
  const marker = 'kinetic_sync_change_log_test';
  beforeAll(async () => {
    t = await createTestApp();
    listener = await t.database.listen([CHANNELS.viewerMarks, CHANNELS.auth, marker], {
      message: (channel, payload) => heard.push([channel, payload]),
      lost: () => undefined,
      restored: () => undefined,
    });
    await listener.flush(null, null);
  });
  afterAll(async () => {
    await listener.close();
    await t.close();
  });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
  const logged = () => rowsOf<Change>(t.database.db, sql`select channel, payload from change_log`);

  it('announces committed changes once each, then the marker, and empties the log', async () => {
    heard.length = 0;
    await t.database.db.execute(
      sql`insert into change_log values ('kinetic_viewer_marks', '7'), ('kinetic_viewer_marks', '7'), ('kinetic_auth', 'token:3')`,
    );
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into change_log values ('kinetic_viewer_marks', '8')`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await listener.flush(marker, 'm1');
    await settle();
    expect(heard.slice(0, -1).sort()).toEqual([
      ['kinetic_auth', 'token:3'],
      ['kinetic_viewer_marks', '7'],
    ]);
    expect(heard.at(-1)).toEqual([marker, 'm1']);
    expect(await logged()).toEqual([]);
  });

  it("a booking is logged by its trigger in the booking's own transaction, and announced by a flush", async () => {
    const sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 30, seats: 8 });
    const { userId } = await createCustomer(t);
    const change = { channel: CHANNELS.viewerMarks, payload: String(userId) };
    const inTransaction = await t.database.db.transaction(async (tx) => {
      await tx.insert(bookings).values({ sessionId, userId, status: 'BOOKED' });
      return rowsOf<Change>(
        tx,
        sql`select channel, payload from change_log where payload = ${String(userId)}`,
      );
    });
    expect(inTransaction).toEqual([change]);
    await listener.flush(null, null);
    await settle();
    expect(heard).toContainEqual([CHANNELS.viewerMarks, String(userId)]);
    expect(await logged()).not.toContainEqual(change);
  });

  // ADR 27: a flush scans the log's whole heap, and deleted rows leave their space behind until the
  // table is vacuumed (PGlite never autovacuums): the log grew with every change ever made.
  const logBytes = async () =>
    (
      await rowsOf<{ bytes: number }>(t.database.db, sql`select pg_relation_size('change_log')::int as bytes`)
    )[0]!.bytes;
  const shrinksTo = async (bytes: number) => {
    for (let waited = 0; waited < 5000 && (await logBytes()) > bytes; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return logBytes();
  };

  it('a bulk write of many changes leaves the log small again once they are announced', async () => {
    const changes = 30_000;
    await t.database.db.execute(
      sql`insert into change_log select 'kinetic_viewer_marks', (n % 500)::text from generate_series(1, ${changes}) n`,
    );
    expect(await logBytes()).toBeGreaterThan(500_000);
    heard.length = 0;
    await listener.flush(marker, 'bulk');
    await settle();
    expect(heard.filter(([channel]) => channel === CHANNELS.viewerMarks)).toHaveLength(500);
    expect(await shrinksTo(16_384)).toBeLessThanOrEqual(16_384);
  });

  it('changes written and announced one after another do not grow the log', async () => {
    // 20,000 changes, 100 at a time as the joins of a busy moment write them: unvacuumed, they took
    // 2.85 MB. Between two VACUUMs the log holds what the rows since the last one take (about 64
    // bytes each); a VACUUM that cannot truncate leaves those pages to be reused.
    for (let round = 0; round < 200; round++) {
      await t.database.db.execute(
        sql`insert into change_log select 'kinetic_notifications', n::text from generate_series(1, 100) n`,
      );
      await listener.flush(null, null);
    }
    const twoIntervals = 2 * VACUUM_CHANGE_LOG_AFTER_ROWS * 64;
    expect(await shrinksTo(twoIntervals)).toBeLessThanOrEqual(twoIntervals);
  });

  // A VACUUM that gives emptied pages back waits for the table's exclusive lock in steps of 50 ms (up
  // to 5 s) while any writer is inserting; run on the listening connection, every flush behind it, so
  // every write's answer, waited as long.
  it.runIf(process.env.TEST_DB === 'postgres')(
    "a writer's open transaction does not hold up the flushes behind the log's VACUUM (PostgreSQL)",
    async () => {
      const writer = new pg.Client({ connectionString: t.config.DATABASE_URL });
      await writer.connect();
      try {
        await writer.query('begin');
        // As a writer's transaction holds it between its insert and its commit.
        await writer.query('lock table change_log in row exclusive mode');
        await t.database.db.execute(
          sql`insert into change_log select 'kinetic_notifications', n::text from generate_series(1, ${VACUUM_CHANGE_LOG_AFTER_ROWS}) n`,
        );
        await listener.flush(null, null);
        const took: number[] = [];
        for (let flush = 0; flush < 5; flush++) {
          const started = performance.now();
          await listener.flush(null, null);
          took.push(performance.now() - started);
        }
        expect(Math.max(...took)).toBeLessThan(200);
      } finally {
        await writer.query('rollback').catch(() => undefined);
        await writer.end();
      }
    },
  );
});
