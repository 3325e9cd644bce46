import { type CancelResultDto, type JoinResultDto, NOTIFICATION_TYPE } from '@kinetic/domain';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classSessions,
  creditLedger,
  fitnessClasses,
  mailQueue,
  notifications,
  userPackages,
} from '../../db/schema';
import { createCustomer, grantCredits, makeSession, packageRow } from '../../test/discovery';
import { bookingsOf, buy, packageId, payOnSandbox, transaction, userPackagesOf } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';

type Booked = Extract<JoinResultDto, { status: 'BOOKED' }>;
const PT = '1:1 Personal Training';

/** SPEC 4.3 step 7: a PT class uses one session of a live PT package (ledger row, same transaction). */
describe('personal training uses up PT package sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const join = (token: string, classSessionId: number) =>
    t.call<JoinResultDto>({ method: 'POST', url: '/api/v1/bookings', token, payload: { classSessionId } });
  const cancel = (token: string, id: number) =>
    t.call<CancelResultDto>({ method: 'DELETE', url: `/api/v1/bookings/${id}`, token });

  /** A customer holding a PT package with `sessions` sessions (credits and classes). */
  async function ptCustomer(sessions: number) {
    const c = await createCustomer(t, { credits: null });
    const id = await grantCredits(t, c.userId, sessions, { packageType: 'PT' });
    await t.database.db.update(userPackages).set({ classesLeft: sessions }).where(eq(userPackages.id, id));
    return { ...c, ptPackageId: id };
  }
  const ledgerOf = (userPackageId: number) =>
    t.database.db.select().from(creditLedger).where(eq(creditLedger.userPackageId, userPackageId));

  it('books PT with the PT package, one session per class, and checkout when none are left', async () => {
    const c = await ptCustomer(2);
    const first = await join(c.token, await makeSession(t, PT, { startsInHours: 30, seats: 1 }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect((first.body.data as Booked).booking).toMatchObject({
      userPackageId: c.ptPackageId,
      creditsSpent: 1,
    });
    expect(await packageRow(t, c.ptPackageId)).toMatchObject({ classesLeft: 1, creditsBalance: 1 });
    expect((first.body.data as Booked).userPackageDetailDtoList).toEqual([
      expect.objectContaining({ id: c.ptPackageId, balance: 1, balanceClasses: 1 }),
    ]);

    const second = await join(c.token, await makeSession(t, PT, { startsInHours: 54, seats: 1 }));
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(await packageRow(t, c.ptPackageId)).toMatchObject({ classesLeft: 0, creditsBalance: 0 });
    const booking = (await ledgerOf(c.ptPackageId)).filter((l) => l.reason === 'BOOKING');
    expect(booking.map((l) => [l.deltaCredits, l.deltaClasses, l.classesAfter])).toEqual([
      [-1, -1, 1],
      [-1, -1, 0],
    ]);

    const third = await join(c.token, await makeSession(t, PT, { startsInHours: 78, seats: 1 }));
    expect(third.status).toBe(402);
    expect(third.body).toMatchObject({ code: 'CHECKOUT' });
  });

  it('cancelling more than 6 hours ahead gives the session back', async () => {
    const c = await ptCustomer(5);
    const { body } = await join(c.token, await makeSession(t, PT, { startsInHours: 40, seats: 1 }));
    const bookingId = (body.data as Booked).booking.id;
    expect(await packageRow(t, c.ptPackageId)).toMatchObject({ classesLeft: 4, creditsBalance: 4 });
    const canceled = await cancel(c.token, bookingId);
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({ refunded: true });
    expect(await packageRow(t, c.ptPackageId)).toMatchObject({ classesLeft: 5, creditsBalance: 5 });
    const refund = (await ledgerOf(c.ptPackageId)).find((l) => l.reason === 'REFUND');
    expect(refund).toMatchObject({ deltaClasses: 1, deltaCredits: 1, classesAfter: 5, bookingId });
  });

  it('buying PT 5 Sessions for a PT class books it with one session; the next PT class books directly', async () => {
    const c = await createCustomer(t, { credits: null });
    const sessionId = await makeSession(t, PT, { startsInHours: 30, seats: 1 });
    const blocked = await join(c.token, sessionId);
    expect(blocked.body).toMatchObject({ statusCode: 402, code: 'CHECKOUT' });

    const { status, body } = await buy(t, c.token, {
      packageId: await packageId(t, 'PT 5 Sessions'),
      sessionId,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    await payOnSandbox(t, body.data.paymentUrl, '4242424242424242');
    expect(await transaction(t, c.token, body.data.referenceId)).toMatchObject({
      status: 'PAID',
      booking: { classSessionId: sessionId },
    });
    const [paidBooking] = await bookingsOf(t, c.userId, sessionId);
    expect(paidBooking).toBeDefined();
    // A paid PT booking tells its gym and trainer, in the bell and by e-mail.
    const [partners] = await t.database.db
      .select({ gym: fitnessClasses.gymUserId, trainer: classSessions.trainerUserId })
      .from(classSessions)
      .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
      .where(eq(classSessions.id, sessionId));
    const told = await t.database.db
      .select({ to: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.objectDataId, sessionId),
          eq(notifications.notificationTypeId, NOTIFICATION_TYPE.classJoined),
        ),
      );
    const expected = [partners!.gym, partners!.trainer].filter((id): id is number => id !== null);
    expect(new Set(told.map((row) => row.to))).toEqual(new Set(expected));
    const mailed = await t.database.db
      .select({ to: mailQueue.userId })
      .from(mailQueue)
      .where(
        and(
          eq(mailQueue.kind, 'PT_BOOKED'),
          inArray(mailQueue.userId, expected),
          like(mailQueue.idempotencyKey, `booking:${paidBooking!.id}:pt:%`),
        ),
      );
    expect(mailed.length).toBe(expected.length);
    const [held] = await userPackagesOf(t, c.userId);
    expect(held).toMatchObject({ packageType: 'PT', classesLeft: 4, creditsBalance: 4 });
    expect((await ledgerOf(held!.id)).map((l) => [l.reason, l.deltaClasses]).sort()).toEqual([
      ['BOOKING', -1],
      ['PURCHASE', 5],
    ]);

    const next = await join(c.token, await makeSession(t, PT, { startsInHours: 60, seats: 1 }));
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    expect(await packageRow(t, held!.id)).toMatchObject({ classesLeft: 3, creditsBalance: 3 });
  });
});
