import type { JoinResultDto } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitnessClasses, mailQueue, userPackages, users } from '../../db/schema';
import { classIdOf, createCustomer, grantCredits, makeSession, sessionRow } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEFAULT_REMINDER_MINUTES, queueTimedMail } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const mailOf = (key: string) =>
  t.database.db.select().from(mailQueue).where(eq(mailQueue.idempotencyKey, key));

async function bookedSession(title: string) {
  const sessionId = await makeSession(t, title, { startsInHours: 30, seats: 5 });
  const c = await createCustomer(t, { credits: 10 });
  const { status, body } = await t.call<JoinResultDto>({
    method: 'POST',
    url: '/api/v1/bookings',
    token: c.token,
    payload: { classSessionId: sessionId },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  const bookingId = (body.data as Extract<JoinResultDto, { status: 'BOOKED' }>).booking.id;
  return { bookingId, startsAt: (await sessionRow(t, sessionId)).startsAt, ...c };
}

describe('reminders and expiring packages, on a shifted clock', () => {
  it('reminds a booked customer at the default time before the class, once', async () => {
    const { bookingId, startsAt } = await bookedSession('Power Spin 45');
    const key = `booking:${bookingId}:reminder`;
    const at = (minutesBefore: number) => new Date(startsAt.getTime() - minutesBefore * MINUTE);
    await queueTimedMail(t.database.db, { now: at(DEFAULT_REMINDER_MINUTES + 1), limit: 1000 });
    expect(await mailOf(key)).toHaveLength(0);
    await queueTimedMail(t.database.db, { now: at(DEFAULT_REMINDER_MINUTES - 1), limit: 1000 });
    const [reminder] = await mailOf(key);
    expect(reminder).toMatchObject({ kind: 'CLASS_REMINDER', status: 'PENDING' });
    expect(reminder!.subject).toMatch(/^Reminder: Power Spin 45, /);
    // Later runs (or another process) queue nothing more.
    await queueTimedMail(t.database.db, { now: at(DEFAULT_REMINDER_MINUTES - 30), limit: 1000 });
    expect(await mailOf(key)).toHaveLength(1);
  });

  it("follows the class's own reminder setting, and never reminds of a cancelled booking", async () => {
    await t.database.db
      .update(fitnessClasses)
      .set({ reminderMinutes: 45 })
      .where(eq(fitnessClasses.id, await classIdOf(t, 'HIIT Burn')));
    const { bookingId, startsAt } = await bookedSession('HIIT Burn');
    const cancelled = await bookedSession('HIIT Burn');
    await t.call({
      method: 'DELETE',
      url: `/api/v1/bookings/${cancelled.bookingId}`,
      token: cancelled.token,
    });
    const at = (minutesBefore: number) => new Date(startsAt.getTime() - minutesBefore * MINUTE);
    await queueTimedMail(t.database.db, { now: at(60), limit: 1000 });
    expect(await mailOf(`booking:${bookingId}:reminder`)).toHaveLength(0);
    await queueTimedMail(t.database.db, { now: at(44), limit: 1000 });
    expect(await mailOf(`booking:${bookingId}:reminder`)).toHaveLength(1);
    expect(await mailOf(`booking:${cancelled.bookingId}:reminder`)).toHaveLength(0);
    // Once the class started, nothing.
    await queueTimedMail(t.database.db, { now: new Date(startsAt.getTime() + MINUTE), limit: 1000 });
    expect(await mailOf(`booking:${cancelled.bookingId}:reminder`)).toHaveLength(0);
  });

  it('tells of a package ending in under 10 days, once, and of none ending later', async () => {
    const soon = await createCustomer(t);
    const soonPackage = await grantCredits(t, soon.userId, 5, { expiresInDays: 4 });
    // Bought a month before its end: a package this short from its purchase is told later.
    await t.database.db
      .update(userPackages)
      .set({ startsAt: new Date(Date.now() - 26 * 86_400_000) })
      .where(eq(userPackages.id, soonPackage));
    const later = await createCustomer(t);
    const laterPackage = await grantCredits(t, later.userId, 5, { expiresInDays: 20 });
    await queueTimedMail(t.database.db, { limit: 1000 });
    await queueTimedMail(t.database.db, { limit: 1000 });
    const mails = await mailOf(`user-package:${soonPackage}:expiring`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/ends in 4 days$/);
    expect(await mailOf(`user-package:${laterPackage}:expiring`)).toHaveLength(0);
  });

  it('sends no reminder to a customer who turned reminders off', async () => {
    const { bookingId, startsAt, userId } = await bookedSession('Power Spin 45');
    await t.database.db
      .update(users)
      .set({ mailOptOuts: ['CLASS_REMINDER'] })
      .where(eq(users.id, userId));
    await queueTimedMail(t.database.db, { now: new Date(startsAt.getTime() - 10 * MINUTE), limit: 1000 });
    expect(await mailOf(`booking:${bookingId}:reminder`)).toHaveLength(0);
  });
});
