import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classSessions, classTimings } from '../db/schema';
import { classIdOf } from '../test/discovery';
import { createTestApp, type TestApp } from '../test/test-app';
import { materialiseSessions } from './materialise-sessions';

describe('materialiseSessions on the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const total = async () => (await t.database.db.select({ n: count() }).from(classSessions))[0]!.n;

  it('is idempotent, and safe to run several times at once', async () => {
    const before = await total();
    expect(before).toBeGreaterThan(500);
    expect(await materialiseSessions(t.database.db)).toMatchObject({ created: 0 });
    const runs = await Promise.all([1, 2, 3].map(() => materialiseSessions(t.database.db)));
    expect(runs.every((run) => run.created === 0)).toBe(true);
    expect(await total()).toBe(before);
  });

  it('adds only what is missing: a new timing, or days further ahead', async () => {
    const classId = await classIdOf(t, 'Community Run Club');
    const [created] = await t.database.db
      .insert(classTimings)
      .values({
        classId,
        days: [1],
        startTime: '05:30',
        endTime: '06:30',
        fromDate: '2020-01-01',
        toDate: '2099-12-31',
        timeZone: 'Asia/Kuwait',
        seats: 30,
      })
      .returning({ id: classTimings.id });
    const results = await Promise.all([
      materialiseSessions(t.database.db),
      materialiseSessions(t.database.db),
    ]);
    const made = results.reduce((sum, r) => sum + r.created, 0);
    expect(made).toBeGreaterThanOrEqual(8);
    expect(made).toBeLessThanOrEqual(9);
    const rows = await t.database.db
      .select()
      .from(classSessions)
      .where(eq(classSessions.classTimingId, created!.id));
    expect(rows).toHaveLength(made);
    expect(new Set(rows.map((r) => r.startsAt.getTime())).size).toBe(rows.length);
    expect(rows.every((r) => r.fromMinute === 330 && r.booked === 0)).toBe(true);
    const further = await materialiseSessions(t.database.db, { daysAhead: 90 });
    expect(further.created).toBeGreaterThan(0);
  });
});
