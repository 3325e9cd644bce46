import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classSessions, classTimings } from '../db/schema';
import { classIdOf } from '../test/discovery';
import { createTestApp, type TestApp } from '../test/test-app';
import { materialiseSessions, planSessions, type TimingToPlan } from './materialise-sessions';

const timing = (over: Partial<TimingToPlan>): TimingToPlan => ({
  id: 1,
  classId: 1,
  days: [0, 1, 2, 3, 4, 5, 6],
  startTime: '07:00:00',
  endTime: '08:00:00',
  fromDate: '2026-01-01',
  toDate: '2026-12-31',
  timeZone: 'Asia/Kuwait',
  trainerUserId: null,
  seats: 10,
  creditSeats: null,
  ...over,
});

describe('planSessions: weekly recurrence in the store time zone', () => {
  it('places Kuwait sessions at the right instants on the chosen weekdays', () => {
    const plan = planSessions(timing({ days: [0, 2] }), {
      now: new Date('2026-05-10T00:00:00Z'),
      daysAhead: 13,
    });
    expect(plan.map((s) => s.localDate)).toEqual(['2026-05-10', '2026-05-12', '2026-05-17', '2026-05-19']);
    expect(plan[0]).toMatchObject({
      startsAt: new Date('2026-05-10T04:00:00Z'),
      endsAt: new Date('2026-05-10T05:00:00Z'),
      fromMinute: 420,
      toMinute: 480,
      timeZone: 'Asia/Kuwait',
      seats: 10,
    });
  });

  it('keeps the wall-clock time across a London DST change', () => {
    const plan = planSessions(timing({ timeZone: 'Europe/London', startTime: '09:00', endTime: '10:00' }), {
      now: new Date('2026-03-27T12:00:00Z'),
      daysAhead: 3,
    });
    expect(plan.map((s) => (s.startsAt as Date).toISOString())).toEqual([
      '2026-03-27T09:00:00.000Z',
      '2026-03-28T09:00:00.000Z',
      '2026-03-29T08:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
    ]);
    expect(plan.every((s) => s.fromMinute === 540)).toBe(true);
  });

  it("uses the zone's today, not UTC's, and stays inside the timing's dates", () => {
    // 22:30Z on the 9th is already the 10th in Kuwait.
    const plan = planSessions(timing({ fromDate: '2026-05-11', toDate: '2026-05-12' }), {
      now: new Date('2026-05-09T22:30:00Z'),
      daysAhead: 60,
    });
    expect(plan.map((s) => s.localDate)).toEqual(['2026-05-11', '2026-05-12']);
    const today = planSessions(timing({}), { now: new Date('2026-05-09T22:30:00Z'), daysAhead: 0 });
    expect(today.map((s) => s.localDate)).toEqual(['2026-05-10']);
  });
});

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
