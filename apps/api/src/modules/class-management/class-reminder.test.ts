import { CM_MSG } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '../../db/schema';
import { bookCustomer, classBody, createClass, newGym, sessionsOfClass } from '../../test/class-management';
import { createTestApp, type TestApp } from '../../test/test-app';
import { queueTimedMail } from '../mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const remindersOf = (bookingId: number) =>
  t.database.db
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.idempotencyKey, `booking:${bookingId}:reminder`));

async function editView(token: string, classId: number) {
  const res = await t.call<{ reminderMinutes: number | null }>({
    method: 'GET',
    url: `/api/v1/manage/classes/${classId}`,
    token,
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe("a class's reminder time", () => {
  it('is stored on create and edit, read back by the editor, and times the reminder mail', async () => {
    const gym = await newGym(t);
    const { classId } = await createClass(t, gym.token, { reminderMinutes: 60 });
    expect((await editView(gym.token, classId)).reminderMinutes).toBe(60);

    const { timings: _timings, ...update } = await classBody(t, { reminderMinutes: 1440 });
    const put = await t.call({
      method: 'PUT',
      url: `/api/v1/manage/classes/${classId}`,
      token: gym.token,
      payload: update,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await editView(gym.token, classId)).reminderMinutes).toBe(1440);

    const [session] = await sessionsOfClass(t, classId);
    const { bookingId } = await bookCustomer(t, session!.id);
    const before = (minutes: number) => new Date(session!.startsAt.getTime() - minutes * MINUTE);
    // A day before, not a minute sooner; the default three hours no longer applies.
    await queueTimedMail(t.database.db, { now: before(1441), limit: 1000 });
    expect(await remindersOf(bookingId)).toHaveLength(0);
    await queueTimedMail(t.database.db, { now: before(1439), limit: 1000 });
    const [mail] = await remindersOf(bookingId);
    expect(mail).toMatchObject({ kind: 'CLASS_REMINDER' });
  });

  it('sends none when the class turns reminders off, and refuses a time over a week', async () => {
    const gym = await newGym(t);
    const { classId } = await createClass(t, gym.token, { reminderMinutes: 0 });
    expect((await editView(gym.token, classId)).reminderMinutes).toBe(0);
    const [session] = await sessionsOfClass(t, classId);
    const { bookingId } = await bookCustomer(t, session!.id);
    for (const minutes of [180, 30, 1]) {
      await queueTimedMail(t.database.db, {
        now: new Date(session!.startsAt.getTime() - minutes * MINUTE),
        limit: 1000,
      });
    }
    expect(await remindersOf(bookingId)).toHaveLength(0);

    const tooLong = await t.call({
      method: 'POST',
      url: '/api/v1/manage/classes',
      token: gym.token,
      payload: await classBody(t, { reminderMinutes: 7 * 24 * 60 + 1 }),
    });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain(CM_MSG.invalidReminder);
  });

  it('leaves a class that names no time on the default (null)', async () => {
    const gym = await newGym(t);
    const { classId } = await createClass(t, gym.token);
    expect((await editView(gym.token, classId)).reminderMinutes).toBeNull();
  });
});
