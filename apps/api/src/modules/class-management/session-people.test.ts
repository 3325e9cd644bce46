import { CM_MSG, CM_NOTIFICATION_TYPE, errorMessage } from '@kinetic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '../../db/schema';
import {
  bookCustomer,
  createClass,
  joinTeam,
  newGym,
  newTrainer,
  notificationsOf,
  sessionsOfClass,
  startsSoon,
} from '../../test/class-management';
import { createCustomer, ledgerSum, packageRow, sessionRow } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Participant {
  bookingId: number;
  userId: number | null;
  name: string;
  guest: boolean;
  checkedIn: boolean;
  creditsSpent: number;
}

async function setup(seats = 10) {
  const gym = await newGym(t);
  const trainer = await newTrainer(t);
  await joinTeam(t, gym, trainer);
  const { classId } = await createClass(t, gym.token, { trainerId: trainer.userId });
  const [session] = await sessionsOfClass(t, classId);
  if (seats !== 10)
    await t.call({
      method: 'PUT',
      url: `/api/v1/manage/sessions/${session!.id}`,
      token: gym.token,
      payload: { totalSeat: seats, creditSeats: null },
    });
  return { gym, trainer, classId, sessionId: session!.id };
}

const participants = (token: string, sessionId: number) =>
  t.call<Participant[]>({ method: 'GET', url: `/api/v1/manage/sessions/${sessionId}/participants`, token });

describe('running a session', () => {
  it('lists participants for the gym and its trainer, checks them in and out', async () => {
    const { gym, trainer, sessionId } = await setup();
    const customer = await bookCustomer(t, sessionId);
    const list = await participants(gym.token, sessionId);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        bookingId: customer.bookingId,
        userId: customer.userId,
        name: 'Test Customer',
        guest: false,
        checkedIn: false,
        creditsSpent: 2,
      }),
    ]);
    expect((await participants(trainer.token, sessionId)).status).toBe(200);

    // Check-in is refused the day before; it opens an hour before the start.
    const early = await t.call({
      method: 'PUT',
      url: `/api/v1/manage/bookings/${customer.bookingId}/check-in`,
      token: trainer.token,
      payload: { checkedIn: true },
    });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ errorMessage: errorMessage('CHECK_IN_TOO_EARLY') });
    expect((await participants(gym.token, sessionId)).body.data[0]!.checkedIn).toBe(false);
    await startsSoon(t, sessionId);
    const checkIn = await t.call({
      method: 'PUT',
      url: `/api/v1/manage/bookings/${customer.bookingId}/check-in`,
      token: trainer.token,
      payload: { checkedIn: true },
    });
    expect(checkIn.status).toBe(200);
    expect((await participants(gym.token, sessionId)).body.data[0]!.checkedIn).toBe(true);
    const own = await t.call<{ classSessionId: number; bookedCount: number; checkedInCount: number }[]>({
      method: 'GET',
      url: `/api/v1/manage/sessions?date=${(await sessionRow(t, sessionId)).localDate}`,
      token: gym.token,
    });
    expect(own.body.data.find((s) => s.classSessionId === sessionId)).toMatchObject({
      bookedCount: 1,
      checkedInCount: 1,
    });
    await t.call({
      method: 'PUT',
      url: `/api/v1/manage/bookings/${customer.bookingId}/check-in`,
      token: gym.token,
      payload: { checkedIn: false },
    });
    expect((await participants(gym.token, sessionId)).body.data[0]!.checkedIn).toBe(false);

    const bad = await t.call({
      method: 'PUT',
      url: `/api/v1/manage/bookings/${customer.bookingId}/check-in`,
      token: gym.token,
      payload: {},
    });
    expect(bad.status).toBe(400);
    const stranger = await newGym(t);
    const denied = await t.call({
      method: 'PUT',
      url: `/api/v1/manage/bookings/${customer.bookingId}/check-in`,
      token: stranger.token,
      payload: { checkedIn: true },
    });
    expect(denied.status).toBe(403);
  });

  it('lets a gym add guests by name (a seat each), never a trainer, and refuses when full', async () => {
    const { gym, trainer, sessionId } = await setup(2);
    const add = (token: string, name: string) =>
      t.call<Participant>({
        method: 'POST',
        url: `/api/v1/manage/sessions/${sessionId}/guests`,
        token,
        payload: { guestCustomerName: name },
      });
    const first = await add(gym.token, 'Walk-in Wafa');
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ name: 'Walk-in Wafa', guest: true, userId: null });
    expect((await add(gym.token, 'Walk-in Yousef')).status).toBe(201);
    expect((await sessionRow(t, sessionId)).booked).toBe(2);
    const full = await add(gym.token, 'One too many');
    expect(full.status).toBe(409);
    const byTrainer = await add(trainer.token, 'Nope');
    expect(byTrainer.status).toBe(403);
    expect(byTrainer.body.errorMessage).toBe(CM_MSG.guestOnlyGym);
    expect((await add(gym.token, '   ')).status).toBe(400);
    const names = (await participants(gym.token, sessionId)).body.data.map((p) => p.name);
    expect(names).toEqual(['Walk-in Wafa', 'Walk-in Yousef']);
  });

  it('guests added at once never take more seats than there are (the seat rule of every join)', async () => {
    const { gym, sessionId } = await setup(3);
    const added = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.call<Participant>({
          method: 'POST',
          url: `/api/v1/manage/sessions/${sessionId}/guests`,
          token: gym.token,
          payload: { guestCustomerName: `Walk-in ${i}` },
        }),
      ),
    );
    expect(added.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect((await sessionRow(t, sessionId)).booked).toBe(3);
    expect((await participants(gym.token, sessionId)).body.data).toHaveLength(3);
  });

  it('cancels a booking from the gym side with or without credits back, and notifies the customer', async () => {
    const { gym, sessionId } = await setup();
    const refunded = await bookCustomer(t, sessionId);
    const kept = await bookCustomer(t, sessionId);
    const cancel = (bookingId: number, refundType: string) =>
      t.call<{ refunded: boolean; creditsRefunded: number }>({
        method: 'DELETE',
        url: `/api/v1/manage/bookings/${bookingId}`,
        token: gym.token,
        payload: { refundType, remark: 'Studio closed' },
      });
    const a = await cancel(refunded.bookingId, 'CREDITS');
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({ refunded: true, creditsRefunded: 2 });
    expect((await packageRow(t, refunded.userPackageId!)).creditsBalance).toBe(10);
    expect(await ledgerSum(t, refunded.userPackageId!)).toBe(10);

    const b = await cancel(kept.bookingId, 'NONE');
    expect(b.body.data).toMatchObject({ refunded: false, creditsRefunded: 0 });
    expect((await packageRow(t, kept.userPackageId!)).creditsBalance).toBe(8);
    expect(await ledgerSum(t, kept.userPackageId!)).toBe(8);
    expect((await sessionRow(t, sessionId)).booked).toBe(0);

    for (const c of [refunded, kept]) {
      const notes = await notificationsOf(t, c.userId);
      expect(notes.map((n) => n.notificationTypeId)).toContain(CM_NOTIFICATION_TYPE.canceledByGym);
    }
    // Each customer is also mailed who cancelled, and whether the credits came back.
    const cancelMail = async (userId: number) => {
      const [mail] = await t.database.db
        .select({ textBody: mailQueue.textBody })
        .from(mailQueue)
        .where(and(eq(mailQueue.userId, userId), eq(mailQueue.kind, 'BOOKING_CANCELED')));
      return mail?.textBody ?? '';
    };
    const refundedMail = await cancelMail(refunded.userId);
    expect(refundedMail).toMatch(/ cancelled .+, and your booking with it\./);
    expect(refundedMail).toContain('The credits it took are back in your package.');
    const keptMail = await cancelMail(kept.userId);
    expect(keptMail).toMatch(/ cancelled .+, and your booking with it\./);
    expect(keptMail).not.toContain('credits');
    const again = await cancel(kept.bookingId, 'NONE');
    expect(again.status).toBe(409);
    expect((await cancel(refunded.bookingId, 'SOMETIMES')).status).toBe(400);
    const customerView = await t.call<{ items: unknown[] }>({
      method: 'GET',
      url: '/api/v1/notifications',
      token: kept.token,
    });
    expect(customerView.status).toBe(200);
  });

  it("refuses the class's own trainer cancelling a customer's booking (gym side only)", async () => {
    const { trainer, sessionId } = await setup();
    const customer = await bookCustomer(t, sessionId);
    const res = await t.call({
      method: 'DELETE',
      url: `/api/v1/manage/bookings/${customer.bookingId}`,
      token: trainer.token,
      payload: { refundType: 'CREDITS' },
    });
    expect(res.status).toBe(403);
    expect(res.body.errorMessage).toBe(CM_MSG.cancelOnlyGym);
    expect((await sessionRow(t, sessionId)).booked).toBe(1);
  });

  it("lets a freelance trainer cancel a customer's booking on her own class, credits back", async () => {
    const trainer = await newTrainer(t);
    const { classId } = await createClass(t, trainer.token, {});
    const [session] = await sessionsOfClass(t, classId);
    const customer = await bookCustomer(t, session!.id);
    const stranger = await newTrainer(t);
    const cancel = (token: string) =>
      t.call<{ refunded: boolean; creditsRefunded: number }>({
        method: 'DELETE',
        url: `/api/v1/manage/bookings/${customer.bookingId}`,
        token,
        payload: { refundType: 'CREDITS', remark: 'Injured' },
      });
    expect((await cancel(stranger.token)).status).toBe(403);
    const res = await cancel(trainer.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ refunded: true, creditsRefunded: 2 });
    expect(await ledgerSum(t, customer.userPackageId!)).toBe(10);
    expect((await sessionRow(t, session!.id)).booked).toBe(0);
    const notes = await notificationsOf(t, customer.userId);
    expect(notes.map((n) => n.notificationTypeId)).toContain(CM_NOTIFICATION_TYPE.canceledByGym);
  });

  it("refuses another gym cancelling a gym's booking", async () => {
    const { sessionId } = await setup();
    const customer = await bookCustomer(t, sessionId);
    const other = await newGym(t);
    const res = await t.call({
      method: 'DELETE',
      url: `/api/v1/manage/bookings/${customer.bookingId}`,
      token: other.token,
      payload: { refundType: 'CREDITS' },
    });
    expect(res.status).toBe(403);
    expect((await sessionRow(t, sessionId)).booked).toBe(1);
  });

  it('sends a message to every booked participant', async () => {
    const { gym, sessionId } = await setup();
    const send = (token: string, message: string) =>
      t.call<{ message: string; recipients: number }>({
        method: 'POST',
        url: `/api/v1/manage/sessions/${sessionId}/messages`,
        token,
        payload: { message },
      });
    expect((await send(gym.token, 'Hello')).status).toBe(400);
    const a = await bookCustomer(t, sessionId);
    const b = await bookCustomer(t, sessionId);
    const res = await send(gym.token, 'Bring water, the AC is broken.');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ message: 'Message sent successfully', recipients: 2 });
    for (const c of [a, b]) {
      const [note] = (await notificationsOf(t, c.userId)).filter(
        (n) => n.notificationTypeId === CM_NOTIFICATION_TYPE.supportMessage,
      );
      expect(note?.message).toMatchObject({ message: 'Bring water, the AC is broken.' });
    }
    expect((await send(gym.token, '')).status).toBe(400);
    const customer = await createCustomer(t);
    expect((await send(customer.token, 'hi')).status).toBe(403);
    expect((await send((await newGym(t)).token, 'hi')).status).toBe(403);
  });

  it('gives a seat freed by the gym, or added by it, to the waitlist in order', async () => {
    const { gym, sessionId } = await setup(1);
    const booked = await bookCustomer(t, sessionId);
    const waiting = [await createCustomer(t, { credits: 10 }), await createCustomer(t, { credits: 10 })];
    for (const w of waiting) {
      const res = await t.call<{ status: string }>({
        method: 'POST',
        url: '/api/v1/bookings',
        token: w.token,
        payload: { classSessionId: sessionId, waitlistIfFull: true },
      });
      expect(res.body.data.status).toBe('WAITLISTED');
    }
    await t.call({
      method: 'DELETE',
      url: `/api/v1/manage/bookings/${booked.bookingId}`,
      token: gym.token,
      payload: { refundType: 'CREDITS' },
    });
    let names = (await participants(gym.token, sessionId)).body.data.map((p) => p.userId);
    expect(names).toEqual([waiting[0]!.userId]);
    await t.call({
      method: 'PUT',
      url: `/api/v1/manage/sessions/${sessionId}`,
      token: gym.token,
      payload: { totalSeat: 3 },
    });
    names = (await participants(gym.token, sessionId)).body.data.map((p) => p.userId);
    expect(names).toEqual([waiting[0]!.userId, waiting[1]!.userId]);
    expect((await sessionRow(t, sessionId)).booked).toBe(2);
  });
});
