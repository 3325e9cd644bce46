import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, outboxEmails, users } from '../db/schema';
import { createPgBossScheduler } from '../lib/scheduler';
import { mailsOn } from '../modules/mail';
import { createCustomer } from '../test/discovery';
import { createTestApp, type TestApp } from '../test/test-app';

const silent = { error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(250);
  }
  throw new Error('timed out');
}

/** On PostgreSQL the periodic jobs go through a pg-boss queue, so several processes run each once. */
describe.runIf(process.env.TEST_DB === 'postgres')('jobs on one PostgreSQL, two API processes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_SEND_INTERVAL_MS: '1000', PAYMENT_RECONCILE_INTERVAL_SECONDS: '1' });
  });
  afterAll(() => t.close());

  it('runs a task once per period among the processes, never two runs at once', async () => {
    const runs: { process: string; start: number; end: number }[] = [];
    const schedulers = ['a', 'b', 'c'].map((name) => ({
      name,
      s: createPgBossScheduler(t.config.DATABASE_URL!, silent),
    }));
    for (const { name, s } of schedulers) {
      s.every('test-tick', 1000, async () => {
        const start = Date.now();
        await sleep(150);
        runs.push({ process: name, start, end: Date.now() });
      });
    }
    const began = Date.now();
    await until(async () => runs.length >= 5);
    const elapsedSeconds = (Date.now() - began) / 1000;
    await Promise.all(schedulers.map(({ s }) => s.close()));
    // One run per one-second slot at most (three processes each offering twice a second).
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(elapsedSeconds) + 2);
    const sorted = [...runs].sort((x, y) => x.start - y.start);
    for (let i = 1; i < sorted.length; i++)
      expect(sorted[i]!.start).toBeGreaterThanOrEqual(sorted[i - 1]!.end);
    const slots = await t.database.db.execute(
      sql`select singleton_on, count(*)::int as n from pgboss.job where name = 'test-tick' group by singleton_on having count(*) > 1`,
    );
    expect((slots as unknown as { rows: unknown[] }).rows).toEqual([]);
  }, 60_000);

  it('two API processes started together send each queued mail once and run each job once per period', async () => {
    const customers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createCustomer(t)));
    const ids = customers.map((c) => c.userId);
    for (const id of ids) await mailsOn(t.database.db).welcome(id);
    const other = await t.otherProcess();
    const stops = [t.app.startJobs(), other.app.startJobs()];
    try {
      await until(async () => {
        const rows = await t.database.db.select().from(mailQueue).where(inArray(mailQueue.userId, ids));
        return rows.length === 6 && rows.every((row) => row.status === 'SENT');
      });
      // The daily job ran too (once, whichever process took it).
      await until(async () => {
        const done = await t.database.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = 'materialise-sessions' and state = 'completed'`,
        );
        return (done as unknown as { rows: { n: number }[] }).rows[0]!.n > 0;
      });
      // Both kept running a while: still one mail each.
      await sleep(2500);
    } finally {
      for (const stop of stops) stop();
      await other.close();
    }
    const emails = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.id, ids));
    for (const { email } of emails) {
      expect(
        await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email)),
      ).toHaveLength(1);
    }
    const perJob = await t.database.db.execute(
      sql`select name, count(*)::int as jobs, count(distinct singleton_on)::int as slots,
            count(*) filter (where state = 'completed')::int as completed
          from pgboss.job where name <> 'test-tick' group by name order by name`,
    );
    const rows = (
      perJob as unknown as { rows: { name: string; jobs: number; slots: number; completed: number }[] }
    ).rows;
    expect(rows.map((r) => r.name)).toEqual([
      'ask-for-reviews',
      'close-rolls',
      'expire-waitlist-offers',
      'materialise-sessions',
      'promote-waitlists',
      'queue-reminders',
      'reconcile-payments',
      'send-mail',
      'send-whatsapp',
      'take-seat-fees',
      'tell-expiring-packages',
    ]);
    for (const row of rows) expect(row.jobs).toBe(row.slots);
    expect(rows.find((r) => r.name === 'materialise-sessions')).toMatchObject({ jobs: 1, completed: 1 });
    expect(rows.find((r) => r.name === 'send-mail')!.completed).toBeGreaterThanOrEqual(2);
  }, 90_000);
});
