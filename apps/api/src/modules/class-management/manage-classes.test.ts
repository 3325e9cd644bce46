import { CM_MSG, CM_NOTIFICATION_TYPE, MSG, weekdayOf } from '@kinetic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitnessClasses, mailQueue, subCategories, users } from '../../db/schema';
import {
  bookCustomer,
  classBody,
  createClass,
  dayAhead,
  joinTeam,
  newGym,
  newTrainer,
  notificationsOf,
  sessionsOfClass,
  timing,
} from '../../test/class-management';
import { createCustomer, ledgerSum, packageRow } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (token: string, url: string, payload: object) => t.call({ method: 'POST', url, token, payload });

describe('POST /manage/classes', () => {
  it('creates a weekly class with two timings and materialises its sessions in the store zone', async () => {
    const gym = await newGym(t);
    const body = await classBody(t, {
      timings: [
        timing(),
        timing({ fromTime: '19:30', durationMinutes: 45, classDays: [weekdayOf(dayAhead(3))] }),
      ],
    });
    const res = await post(gym.token, '/api/v1/manage/classes', body);
    expect(res.status).toBe(201);
    const data = res.body.data as { classId: number; sessionsCreated: number; message: string };
    expect(data.message).toBe('Class has been added successfully!');
    const sessions = await sessionsOfClass(t, data.classId);
    expect(data.sessionsCreated).toBe(sessions.length);
    expect(sessions.length).toBeGreaterThanOrEqual(8);
    const first = sessions.find((s) => s.fromMinute === 7 * 60)!;
    // 07:00 in Kuwait is 04:00 UTC.
    expect(first.startsAt.toISOString().slice(11, 16)).toBe('04:00');
    expect(first.seats).toBe(10);
    expect(first.creditSeats).toBe(5);

    const edit = await t.call<Record<string, unknown>>({
      method: 'GET',
      url: `/api/v1/manage/classes/${data.classId}`,
      token: gym.token,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({
      title: body.title,
      priceModel: 'PHYSICAL',
      credit: 2,
      timeZone: 'Asia/Kuwait',
      trainerLocked: false,
      timings: [
        {
          fromTime: '07:00',
          toTime: '08:00',
          durationMinutes: 60,
          totalSeat: 10,
          creditSeats: 5,
          isSlot: false,
        },
        { fromTime: '19:30', toTime: '20:15', durationMinutes: 45 },
      ],
    });

    // Customers find it in the public list.
    const list = await t.call<{ items: { classId: number }[] }>({
      method: 'POST',
      url: '/api/v1/classes/list',
      payload: { classId: data.classId, size: 50 },
    });
    expect(list.body.data.items.length).toBe(sessions.length);

    // The gym sees its own sessions of that day, with counts.
    const day = first.localDate;
    const own = await t.call<{ classId: number; bookedCount: number; canEdit: boolean }[]>({
      method: 'GET',
      url: `/api/v1/manage/sessions?date=${day}`,
      token: gym.token,
    });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual([
      expect.objectContaining({ classId: data.classId, bookedCount: 0, canEdit: true }),
    ]);
  });

  it.each([
    [
      'a timing running past midnight',
      { timings: [timing({ fromTime: '23:30', durationMinutes: 60 })] },
      CM_MSG.invalidTiming,
    ],
    ['a start in the past', { timings: [timing({ fromDate: dayAhead(-3) })] }, CM_MSG.pastTime],
    [
      'from date after to date',
      { timings: [timing({ fromDate: dayAhead(9), toDate: dayAhead(8) })] },
      CM_MSG.invalidTiming,
    ],
    ['seats of 6 digits', { timings: [timing({ totalSeat: 100000 })] }, CM_MSG.invalidSeats],
    [
      'credit seats above the seats',
      { timings: [timing({ creditSeats: 11 })] },
      CM_MSG.creditSeatsAboveSeats,
    ],
    ['a PT class without a price', { priceModel: 'PT' as const }, CM_MSG.invalidPrice],
    [
      'a special price of more than 5 characters',
      { priceModel: 'PT' as const, price: 123_456_000 },
      CM_MSG.invalidPrice,
    ],
    ['a 3-character auto-waitlist time', { autoWaitListHours: 100 }, 'Maximum length 2 characters.'],
    ['no timing', { timings: [] }, MSG.timingRequired],
    ['an unknown sub-category', { subClassCategoryId: 999999 }, CM_MSG.unknownSubCategory],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    const gym = await newGym(t);
    const res = await post(gym.token, '/api/v1/manage/classes', await classBody(t, overrides));
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe(message);
  });

  it('lets the allowPastTime setting skip the past-time check', async () => {
    const gym = await newGym(t);
    const res = await post(
      gym.token,
      '/api/v1/manage/classes',
      await classBody(t, { timings: [timing({ fromDate: dayAhead(-3) })], skipPastTimeCheck: true }),
    );
    expect(res.status).toBe(201);
  });

  it('answers 409 with the clashing class, and schedules anyway with force', async () => {
    const gym = await newGym(t);
    const first = await createClass(t, gym.token);
    const clash = await classBody(t, { timings: [timing({ fromTime: '07:30' })] });
    const res = await post(gym.token, '/api/v1/manage/classes', clash);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('409');
    expect(res.body.errorMessage).toBe(
      `${first.title} is already scheduled during the selected time slot. Do you still want to schedule this class?`,
    );
    expect((res.body.data as { conflict: unknown }).conflict).toMatchObject({
      classId: first.classId,
      title: first.title,
      classDate: dayAhead(2),
      fromTime: '07:00',
      toTime: '08:00',
    });
    // Back to back is fine; the forced one is created.
    expect(
      (
        await post(
          gym.token,
          '/api/v1/manage/classes',
          await classBody(t, { timings: [timing({ fromTime: '08:00' })] }),
        )
      ).status,
    ).toBe(201);
    expect((await post(gym.token, '/api/v1/manage/classes', { ...clash, force: true })).status).toBe(201);
  });

  it('lets only one of two simultaneous clashing creates through', async () => {
    const gym = await newGym(t);
    const [a, b] = await Promise.all([
      post(gym.token, '/api/v1/manage/classes', await classBody(t)),
      post(gym.token, '/api/v1/manage/classes', await classBody(t)),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
  });

  it("sees a clash with the trainer's sessions at another gym", async () => {
    const trainer = await newTrainer(t);
    const gymA = await newGym(t);
    const gymB = await newGym(t);
    await joinTeam(t, gymA, trainer);
    await joinTeam(t, gymB, trainer);
    await createClass(t, gymA.token, { trainerId: trainer.userId });
    const res = await post(
      gymB.token,
      '/api/v1/manage/classes',
      await classBody(t, { trainerId: trainer.userId }),
    );
    expect(res.status).toBe(409);
    expect((await post(gymB.token, '/api/v1/manage/classes', await classBody(t))).status).toBe(201);
  });

  it('refuses customers (403), trainers without trainerAllowEdit (403) and callers without a token (401)', async () => {
    const customer = await createCustomer(t);
    const body = await classBody(t);
    expect((await post(customer.token, '/api/v1/manage/classes', body)).status).toBe(403);
    const locked = await newTrainer(t, false);
    const res = await post(locked.token, '/api/v1/manage/classes', body);
    expect(res.status).toBe(403);
    expect(res.body.errorMessage).toBe(CM_MSG.editNotAllowed);
    expect((await t.call({ method: 'POST', url: '/api/v1/manage/classes', payload: body })).status).toBe(401);
  });

  it('lets a gym manage its classes whatever its own trainerAllowEdit says (SPEC 6)', async () => {
    const gym = await newGym(t);
    await t.database.db.update(users).set({ trainerAllowEdit: false }).where(eq(users.id, gym.userId));
    const { classId } = await createClass(t, gym.token);
    const [session] = await sessionsOfClass(t, classId);
    const own = await t.call<{ classId: number; canEdit: boolean }[]>({
      method: 'GET',
      url: `/api/v1/manage/sessions?date=${session!.localDate}`,
      token: gym.token,
    });
    expect(own.body.data).toEqual([expect.objectContaining({ classId, canEdit: true })]);
  });
});

describe('ownership', () => {
  it("never lets another gym or trainer read, edit or delete a gym's class", async () => {
    const owner = await newGym(t);
    const { classId } = await createClass(t, owner.token);
    const [session] = await sessionsOfClass(t, classId);
    const otherGym = await newGym(t);
    const otherTrainer = await newTrainer(t);
    const body = await classBody(t);
    const { timings: _t, ...update } = body;
    const edit = await t.call<{ timings: { classTimingId: number }[] }>({
      method: 'GET',
      url: `/api/v1/manage/classes/${classId}`,
      token: owner.token,
    });
    const timingId = edit.body.data.timings[0]!.classTimingId;
    for (const intruder of [otherGym, otherTrainer]) {
      const calls = [
        { method: 'GET', url: `/api/v1/manage/classes/${classId}` },
        { method: 'PUT', url: `/api/v1/manage/classes/${classId}`, payload: update },
        { method: 'DELETE', url: `/api/v1/manage/classes/${classId}` },
        {
          method: 'POST',
          url: `/api/v1/manage/classes/${classId}/timings`,
          payload: timing({ fromTime: '12:00' }),
        },
        { method: 'PUT', url: `/api/v1/manage/timings/${timingId}`, payload: timing() },
        { method: 'DELETE', url: `/api/v1/manage/timings/${timingId}` },
        {
          method: 'PATCH',
          url: `/api/v1/manage/classes/${classId}/sessions`,
          payload: { classDate: dayAhead(5), fromTime: '12:00', durationMinutes: 60, totalSeat: 5 },
        },
        { method: 'PUT', url: `/api/v1/manage/sessions/${session!.id}`, payload: { totalSeat: 3 } },
        { method: 'DELETE', url: `/api/v1/manage/sessions/${session!.id}` },
        { method: 'GET', url: `/api/v1/manage/sessions/${session!.id}/participants` },
      ] as const;
      for (const call of calls) {
        const res = await t.call({ ...call, token: intruder.token });
        expect(res.status, `${call.method} ${call.url}`).toBe(403);
      }
    }
    expect((await sessionsOfClass(t, classId)).length).toBeGreaterThan(0);
  });

  it('lets a trainer manage a class they teach only while trainerAllowEdit is set, with the trainer field locked', async () => {
    const gym = await newGym(t);
    const trainer = await newTrainer(t);
    const other = await newTrainer(t);
    await joinTeam(t, gym, trainer);
    await joinTeam(t, gym, other);
    const { classId } = await createClass(t, gym.token, { trainerId: trainer.userId });
    const edit = await t.call<{ trainerLocked: boolean; trainerId: number }>({
      method: 'GET',
      url: `/api/v1/manage/classes/${classId}`,
      token: trainer.token,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ trainerLocked: true, trainerId: trainer.userId });
    const { timings: _t, ...update } = await classBody(t, { title: 'Renamed by trainer' });
    const ok = await t.call({
      method: 'PUT',
      url: `/api/v1/manage/classes/${classId}`,
      token: trainer.token,
      payload: update,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ message: 'Class updated successfully.' });
    const swap = await t.call({
      method: 'PUT',
      url: `/api/v1/manage/classes/${classId}`,
      token: trainer.token,
      payload: { ...update, trainerId: other.userId },
    });
    expect(swap.status).toBe(403);
    expect(swap.body.errorMessage).toBe(CM_MSG.trainerLocked);
    await t.database.db.execute(
      `update app_user set trainer_allow_edit = false where id = ${trainer.userId}` as never,
    );
    const denied = await t.call({
      method: 'PUT',
      url: `/api/v1/manage/classes/${classId}`,
      token: trainer.token,
      payload: update,
    });
    expect(denied.status).toBe(403);
    expect(denied.body.errorMessage).toBe(CM_MSG.editNotAllowed);
  });

  it('lets a trainer create their own class, taught by them, that no other trainer or gym may touch', async () => {
    const trainer = await newTrainer(t);
    const { classId } = await createClass(t, trainer.token);
    const sessions = await sessionsOfClass(t, classId);
    expect(sessions.every((s) => s.trainerUserId === trainer.userId)).toBe(true);
    for (const intruder of [await newTrainer(t), await newGym(t)]) {
      for (const call of [
        { method: 'GET', url: `/api/v1/manage/classes/${classId}` },
        { method: 'DELETE', url: `/api/v1/manage/classes/${classId}` },
        { method: 'DELETE', url: `/api/v1/manage/sessions/${sessions[0]!.id}` },
      ] as const) {
        expect((await t.call({ ...call, token: intruder.token })).status, call.url).toBe(403);
      }
    }
    expect((await sessionsOfClass(t, classId)).length).toBe(sessions.length);
  });
});

describe('edit and delete', () => {
  it('refuses an unknown sub-category on edit and keeps the one a class has', async () => {
    const gym = await newGym(t);
    const { classId } = await createClass(t, gym.token);
    const { timings: _t, ...update } = await classBody(t, { title: 'Kept sub-category' });
    // The gym's own sub-category, set on the class before this edit.
    const [sub] = await t.database.db
      .insert(subCategories)
      .values({ gymUserId: gym.userId, classCategoryId: update.classCategoryId, name: 'Kept' })
      .returning();
    await t.database.db
      .update(fitnessClasses)
      .set({ subClassCategoryId: sub!.id })
      .where(eq(fitnessClasses.id, classId));
    const put = (subClassCategoryId: number | null) =>
      t.call({
        method: 'PUT',
        url: `/api/v1/manage/classes/${classId}`,
        token: gym.token,
        payload: { ...update, subClassCategoryId },
      });
    const unknown = await put(999999);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorMessage).toBe('Please select a valid sub-category.');
    expect((await put(sub!.id)).status).toBe(200);
    const [row] = await t.database.db.select().from(fitnessClasses).where(eq(fitnessClasses.id, classId));
    expect(row).toMatchObject({ title: 'Kept sub-category', subClassCategoryId: sub!.id });
  });

  it('edits a class and deletes it: its bookings are refunded and reads answer "This class has been deleted."', async () => {
    const gym = await newGym(t);
    const { classId } = await createClass(t, gym.token);
    const [session] = await sessionsOfClass(t, classId);
    const customer = await bookCustomer(t, session!.id);
    const { timings: _t, ...update } = await classBody(t, { title: 'Evening Spin', credit: 3 });
    const put = await t.call({
      method: 'PUT',
      url: `/api/v1/manage/classes/${classId}`,
      token: gym.token,
      payload: update,
    });
    expect(put.status).toBe(200);
    const detail = await t.call<{ title: string; credit: number }>({
      method: 'GET',
      url: `/api/v1/sessions/${session!.id}`,
    });
    expect(detail.body.data).toMatchObject({ title: 'Evening Spin', credit: 3 });

    const del = await t.call({
      method: 'DELETE',
      url: `/api/v1/manage/classes/${classId}`,
      token: gym.token,
    });
    expect(del.status).toBe(200);
    expect(del.body.data).toMatchObject({ bookingsCanceled: 1 });
    for (const url of [
      `/api/v1/sessions/${session!.id}`,
      `/api/v1/classes/${classId}`,
      `/api/v1/manage/classes/${classId}`,
    ]) {
      const res = await t.call({ method: 'GET', url, token: gym.token });
      expect(res.status, url).toBe(404);
      expect(res.body.errorMessage).toBe('This class has been deleted.');
    }
    const pkg = await packageRow(t, customer.userPackageId!);
    expect(pkg.creditsBalance).toBe(10);
    expect(await ledgerSum(t, customer.userPackageId!)).toBe(10);
    const notes = await notificationsOf(t, customer.userId);
    expect(notes.map((n) => n.notificationTypeId)).toContain(CM_NOTIFICATION_TYPE.sessionDeleted);
  });

  it('adds, edits and deletes a timing; seats never go below the booked count', async () => {
    const gym = await newGym(t);
    const { classId } = await createClass(t, gym.token);
    const added = await t.call<{ classTimingId: number; sessionsCreated: number }>({
      method: 'POST',
      url: `/api/v1/manage/classes/${classId}/timings`,
      token: gym.token,
      payload: timing({ fromTime: '17:00', totalSeat: 3, creditSeats: null }),
    });
    expect(added.status).toBe(201);
    expect(added.body.data.sessionsCreated).toBeGreaterThan(0);
    const timingId = added.body.data.classTimingId;
    const sessions = (await sessionsOfClass(t, classId)).filter((s) => s.classTimingId === timingId);
    const a = await bookCustomer(t, sessions[0]!.id);
    await bookCustomer(t, sessions[0]!.id);

    const tooFew = await t.call({
      method: 'PUT',
      url: `/api/v1/manage/timings/${timingId}`,
      token: gym.token,
      payload: timing({ fromTime: '17:00', totalSeat: 1, creditSeats: null }),
    });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.errorMessage).toBe(CM_MSG.invalidSeats);

    const moved = await t.call<{ sessionsCanceled: number }>({
      method: 'PUT',
      url: `/api/v1/manage/timings/${timingId}`,
      token: gym.token,
      payload: timing({ fromTime: '18:00', totalSeat: 4, creditSeats: null }),
    });
    expect(moved.status).toBe(200);
    const after = (await sessionsOfClass(t, classId)).find((s) => s.id === sessions[0]!.id)!;
    expect(after).toMatchObject({ fromMinute: 18 * 60, seats: 4, booked: 2 });
    // Each booked customer is told the new time of their session.
    const [told] = (await notificationsOf(t, a.userId)).filter(
      (n) => n.notificationTypeId === CM_NOTIFICATION_TYPE.sessionMoved,
    );
    expect(told).toMatchObject({
      objectDataId: sessions[0]!.id,
      message: {
        activityMsg: CM_MSG.classSessionMoved,
        fromTime: '18:00',
        classDate: sessions[0]!.localDate,
      },
    });
    // And by a mail naming the new time, without the Ramadan refund line.
    const [mail] = await t.database.db
      .select({ subject: mailQueue.subject, text: mailQueue.textBody })
      .from(mailQueue)
      .where(and(eq(mailQueue.userId, a.userId), eq(mailQueue.kind, 'CLASS_MOVED')));
    expect(mail?.subject).toMatch(/^New time: .+ 6:00\spm$/i);
    expect(mail?.text).toContain('Your seat is kept.');
    expect(mail?.text).not.toContain('Ramadan');

    const del = await t.call<{ bookingsCanceled: number }>({
      method: 'DELETE',
      url: `/api/v1/manage/timings/${timingId}`,
      token: gym.token,
    });
    expect(del.status).toBe(200);
    expect(del.body.data.bookingsCanceled).toBe(2);
    expect((await sessionsOfClass(t, classId)).some((s) => s.classTimingId === timingId)).toBe(false);
    expect((await packageRow(t, a.userPackageId!)).creditsBalance).toBe(10);
    const again = await t.call({
      method: 'DELETE',
      url: `/api/v1/manage/timings/${timingId}`,
      token: gym.token,
    });
    expect(again.status).toBe(404);
  });

  it('adds a slot, edits one session (seats and time), and deletes it with refunds and notifications', async () => {
    const gym = await newGym(t);
    const { classId } = await createClass(t, gym.token);
    const slot = await t.call<{ classSessionId: number }>({
      method: 'PATCH',
      url: `/api/v1/manage/classes/${classId}/sessions`,
      token: gym.token,
      payload: {
        classDate: dayAhead(5),
        fromTime: '12:00',
        durationMinutes: 90,
        totalSeat: 6,
        creditSeats: 2,
      },
    });
    expect(slot.status).toBe(201);
    const sessionId = slot.body.data.classSessionId;
    const overlapping = await t.call({
      method: 'PATCH',
      url: `/api/v1/manage/classes/${classId}/sessions`,
      token: gym.token,
      payload: { classDate: dayAhead(5), fromTime: '13:00', durationMinutes: 30, totalSeat: 6 },
    });
    expect(overlapping.status).toBe(409);
    const customer = await bookCustomer(t, sessionId);
    await bookCustomer(t, sessionId);

    const below = await t.call({
      method: 'PUT',
      url: `/api/v1/manage/sessions/${sessionId}`,
      token: gym.token,
      payload: { totalSeat: 1 },
    });
    expect(below.status).toBe(400);
    expect(below.body.errorMessage).toBe(CM_MSG.invalidSeats);
    const ok = await t.call({
      method: 'PUT',
      url: `/api/v1/manage/sessions/${sessionId}`,
      token: gym.token,
      payload: { totalSeat: 2, fromTime: '14:00', durationMinutes: 60 },
    });
    expect(ok.status).toBe(200);
    const detail = await t.call<{
      fromTime: string;
      toTime: string;
      totalSeat: number;
      availableSeat: number;
    }>({
      method: 'GET',
      url: `/api/v1/sessions/${sessionId}`,
    });
    expect(detail.body.data).toMatchObject({
      fromTime: '14:00',
      toTime: '15:00',
      totalSeat: 2,
      availableSeat: 0,
    });
    const moved = (await notificationsOf(t, customer.userId)).filter(
      (n) => n.notificationTypeId === CM_NOTIFICATION_TYPE.sessionMoved,
    );
    expect(moved.map((n) => n.message)).toEqual([
      expect.objectContaining({ className: expect.any(String), fromTime: '14:00', toTime: '15:00' }),
    ]);

    const del = await t.call({
      method: 'DELETE',
      url: `/api/v1/manage/sessions/${sessionId}`,
      token: gym.token,
    });
    expect(del.status).toBe(200);
    expect(del.body.data).toMatchObject({ sessionsCanceled: 1, bookingsCanceled: 2 });
    expect((await packageRow(t, customer.userPackageId!)).creditsBalance).toBe(10);
    expect(await ledgerSum(t, customer.userPackageId!)).toBe(10);
    expect((await notificationsOf(t, customer.userId)).map((n) => n.notificationTypeId)).toContain(
      CM_NOTIFICATION_TYPE.sessionDeleted,
    );
    const gone = await t.call({ method: 'GET', url: `/api/v1/sessions/${sessionId}` });
    expect(gone.status).toBe(404);
  });

  it("lowers one session's seats below its credit seats: unsent credit seats follow, explicit excess is a 400", async () => {
    const gym = await newGym(t);
    const { classId } = await createClass(t, gym.token); // 10 seats, 5 credit seats
    const [session] = await sessionsOfClass(t, classId);
    const put = (payload: object) =>
      t.call({ method: 'PUT', url: `/api/v1/manage/sessions/${session!.id}`, token: gym.token, payload });

    const lowered = await put({ totalSeat: 3 });
    expect(lowered.status).toBe(200);
    let [after] = (await sessionsOfClass(t, classId)).filter((s) => s.id === session!.id);
    expect(after).toMatchObject({ seats: 3, creditSeats: 3 });
    // The day list carries the credit seats, which the session dialog starts from.
    const own = await t.call<{ classSessionId: number; creditSeats: number | null }[]>({
      method: 'GET',
      url: `/api/v1/manage/sessions?date=${session!.localDate}`,
      token: gym.token,
    });
    expect(own.body.data.find((s) => s.classSessionId === session!.id)?.creditSeats).toBe(3);

    const excess = await put({ totalSeat: 4, creditSeats: 5 });
    expect(excess.status).toBe(400);
    expect(excess.body.errorMessage).toBe(CM_MSG.creditSeatsAboveSeats);
    // Seats not sent are the session's (3): the same rule, from the service.
    const aboveKept = await put({ creditSeats: 4 });
    expect(aboveKept.status).toBe(400);
    expect(aboveKept.body.errorMessage).toBe(CM_MSG.creditSeatsAboveSeats);

    // Raising the seats keeps the credit seats as they are.
    expect((await put({ totalSeat: 8 })).status).toBe(200);
    [after] = (await sessionsOfClass(t, classId)).filter((s) => s.id === session!.id);
    expect(after).toMatchObject({ seats: 8, creditSeats: 3 });
  });
});
