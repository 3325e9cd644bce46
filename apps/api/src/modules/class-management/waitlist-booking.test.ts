import { NOTIFICATION_TYPE, type WaitlistEntryDto } from '@kinetic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, creditLedger, sessionWishes } from '../../db/schema';
import {
  createClass,
  joinTeam,
  newGym,
  newTrainer,
  notificationsOf,
  sessionsOfClass,
} from '../../test/class-management';
import { createCustomer, ledgerSum, packageRow, sessionRow, setSession } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A gym's class whose auto-waitlist window (99 hours) covers its first session, with free seats. */
async function setup() {
  const gym = await newGym(t);
  const trainer = await newTrainer(t);
  await joinTeam(t, gym, trainer);
  const { classId, title } = await createClass(t, gym.token, {
    trainerId: trainer.userId,
    autoWaitListHours: 99,
    timings: [
      {
        classDays: [0, 1, 2, 3, 4, 5, 6],
        fromTime: '07:00',
        durationMinutes: 60,
        fromDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
        toDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
        totalSeat: 3,
      },
    ],
  });
  const [session] = await sessionsOfClass(t, classId);
  return { gym, trainer, title, sessionId: session!.id };
}

async function waitlisted(sessionId: number, credits: number | null = 10) {
  const customer = await createCustomer(t, { credits });
  const res = await t.call<{ status: string; wishId: number }>({
    method: 'POST',
    url: '/api/v1/bookings',
    token: customer.token,
    payload: { classSessionId: sessionId, waitlistIfFull: true },
  });
  expect(res.body.data).toMatchObject({ status: 'WAITLISTED' });
  return { ...customer, wishId: res.body.data.wishId };
}

const list = (token: string, sessionId: number) =>
  t.call<WaitlistEntryDto[]>({ method: 'GET', url: `/api/v1/manage/sessions/${sessionId}/waitlist`, token });
const book = (token: string, wishId: number) =>
  t.call<{ bookingId: number; userId: number; creditsSpent: number }>({
    method: 'POST',
    url: `/api/v1/manage/waitlist/${wishId}/book`,
    token,
  });

describe('Book from waitlist (docs/adr/0003)', () => {
  it('the owning gym books a customer waitlisted inside the window while seats were free', async () => {
    const { gym, title, sessionId } = await setup();
    const customer = await waitlisted(sessionId);
    expect((await sessionRow(t, sessionId)).booked).toBe(0);

    const queue = await list(gym.token, sessionId);
    expect(queue.status).toBe(200);
    expect(queue.body.data).toEqual([
      expect.objectContaining({ wishId: customer.wishId, userId: customer.userId, position: 1 }),
    ]);

    const { status, body } = await book(gym.token, customer.wishId);
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.data).toMatchObject({ userId: customer.userId, creditsSpent: 2, guest: false });
    expect((await sessionRow(t, sessionId)).booked).toBe(1);
    expect((await packageRow(t, customer.userPackageId!)).creditsBalance).toBe(8);
    expect(await ledgerSum(t, customer.userPackageId!)).toBe(8);
    const [ledger] = await t.database.db
      .select()
      .from(creditLedger)
      .where(
        and(eq(creditLedger.userPackageId, customer.userPackageId!), eq(creditLedger.reason, 'BOOKING')),
      );
    expect(ledger).toMatchObject({ deltaCredits: -2, bookingId: body.data.bookingId });
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, body.data.bookingId));
    expect(booking).toMatchObject({ status: 'BOOKED', source: 'WAITLIST', sessionId });
    expect(
      await t.database.db.select().from(sessionWishes).where(eq(sessionWishes.id, customer.wishId)),
    ).toEqual([]);
    const told = (await notificationsOf(t, customer.userId)).find(
      (n) => n.notificationTypeId === NOTIFICATION_TYPE.bookedFromWaitlistByGym,
    );
    expect(told?.message).toMatchObject({ className: title, bookingId: body.data.bookingId });

    expect((await list(gym.token, sessionId)).body.data).toEqual([]);
    const again = await book(gym.token, customer.wishId);
    expect(again.status).toBe(404);
    expect(again.body.errorMessage).toBe('This customer is no longer on the waitlist.');
  });

  it('the trainer who runs the class books from its waitlist, with the same rules as the gym', async () => {
    const { trainer, title, sessionId } = await setup();
    const customer = await waitlisted(sessionId);
    const broke = await waitlisted(sessionId, null);
    expect((await list(trainer.token, sessionId)).body.data.map((e) => e.wishId)).toEqual([
      customer.wishId,
      broke.wishId,
    ]);
    const noCredits = await book(trainer.token, broke.wishId);
    expect(noCredits.status).toBe(402);

    const { status, body } = await book(trainer.token, customer.wishId);
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.data).toMatchObject({ userId: customer.userId, creditsSpent: 2 });
    expect((await sessionRow(t, sessionId)).booked).toBe(1);
    expect((await packageRow(t, customer.userPackageId!)).creditsBalance).toBe(8);
    expect(await ledgerSum(t, customer.userPackageId!)).toBe(8);
    const told = (await notificationsOf(t, customer.userId)).find(
      (n) => n.notificationTypeId === NOTIFICATION_TYPE.bookedFromWaitlistByGym,
    );
    expect(told?.message).toMatchObject({ className: title, bookingId: body.data.bookingId });
    expect((await list(trainer.token, sessionId)).body.data.map((e) => e.wishId)).toEqual([broke.wishId]);
  });

  it('another gym, another trainer and customers are refused, and nothing changes', async () => {
    const { sessionId } = await setup();
    const customer = await waitlisted(sessionId);
    const other = await newGym(t);
    expect((await book(other.token, customer.wishId)).status).toBe(403);
    expect((await list(other.token, sessionId)).status).toBe(403);
    const otherTrainer = await newTrainer(t);
    const asTrainer = await book(otherTrainer.token, customer.wishId);
    expect(asTrainer.status).toBe(403);
    expect(asTrainer.body.errorMessage).toBe(
      'Only the gym or the trainer that runs this class can book from its waitlist.',
    );
    expect((await book(customer.token, customer.wishId)).status).toBe(403);
    expect((await book('', customer.wishId)).status).toBe(401);
    expect(
      (await t.call({ method: 'POST', url: '/api/v1/manage/waitlist/abc/book', token: other.token })).status,
    ).toBe(400);
    expect((await sessionRow(t, sessionId)).booked).toBe(0);
    expect((await packageRow(t, customer.userPackageId!)).creditsBalance).toBe(10);
    expect(
      await t.database.db.select().from(sessionWishes).where(eq(sessionWishes.id, customer.wishId)),
    ).toHaveLength(1);
  });

  it('raising the seats of a full session books its waitlist into the new seats, in order', async () => {
    const { gym, sessionId } = await setup();
    await setSession(t, sessionId, { booked: 3 });
    const first = await waitlisted(sessionId);
    const broke = await waitlisted(sessionId, null);
    const third = await waitlisted(sessionId);
    const fourth = await waitlisted(sessionId);
    const raise = await t.call({
      method: 'PUT',
      url: `/api/v1/manage/sessions/${sessionId}`,
      token: gym.token,
      payload: { totalSeat: 5 },
    });
    expect(raise.status, JSON.stringify(raise.body)).toBe(200);
    expect(await sessionRow(t, sessionId)).toMatchObject({ seats: 5, booked: 5 });
    const promoted = await t.database.db
      .select({ userId: bookings.userId })
      .from(bookings)
      .where(and(eq(bookings.sessionId, sessionId), eq(bookings.status, 'BOOKED')));
    expect(promoted.map((b) => b.userId).sort()).toEqual([first.userId, third.userId].sort());
    expect((await packageRow(t, first.userPackageId!)).creditsBalance).toBe(8);
    expect(await ledgerSum(t, third.userPackageId!)).toBe(8);
    expect((await list(gym.token, sessionId)).body.data.map((e) => e.userId)).toEqual([
      broke.userId,
      fourth.userId,
    ]);
  });

  it('refuses without credits (402, stays on the list) and when the session is full (409)', async () => {
    const { gym, sessionId } = await setup();
    const broke = await waitlisted(sessionId, null);
    const noCredits = await book(gym.token, broke.wishId);
    expect(noCredits.status).toBe(402);
    expect(noCredits.body).toMatchObject({ code: '402' });
    expect((await list(gym.token, sessionId)).body.data.map((e) => e.wishId)).toEqual([broke.wishId]);

    const waiting = await waitlisted(sessionId);
    await setSession(t, sessionId, { booked: 3 });
    const full = await book(gym.token, waiting.wishId);
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: 'CLASS_FULL' });
    expect((await packageRow(t, waiting.userPackageId!)).creditsBalance).toBe(10);
  });
});
