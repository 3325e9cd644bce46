import type { CancelResultDto, JoinResultDto } from '@kinetic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, notifications, sessionWishes } from '../../db/schema';
import {
  activeBookings,
  createCustomer,
  ledgerSum,
  makeSession,
  packageRow,
  sessionRow,
  setSession,
  tokenFor,
} from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

type Booked = Extract<JoinResultDto, { status: 'BOOKED' }>;

describe('DELETE /bookings/:id: cancelling, refunds and waitlist promotion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const join = async (token: string, classSessionId: number, waitlistIfFull = false) =>
    t.call<JoinResultDto>({
      method: 'POST',
      url: '/api/v1/bookings',
      token,
      payload: { classSessionId, waitlistIfFull },
    });
  const book = async (token: string, classSessionId: number) => {
    const { status, body } = await join(token, classSessionId);
    expect(status, JSON.stringify(body)).toBe(201);
    return (body.data as Booked).booking.id;
  };
  const cancel = (token: string | undefined, id: number | string, query = '') =>
    t.call<CancelResultDto>({ method: 'DELETE', url: `/api/v1/bookings/${id}${query}`, token });

  it('refunds more than 6 hours before the start, records the reason and frees the seat', async () => {
    const sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 48, seats: 5 });
    const c = await createCustomer(t, { credits: 10 });
    const bookingId = await book(c.token, sessionId);
    expect(await ledgerSum(t, c.userPackageId!)).toBe(8);
    const { status, body } = await cancel(c.token, bookingId, '?cancellationId=1&remark=Work%20trip');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      booking: { id: bookingId, status: 'CANCELED', refunded: true },
      refunded: true,
      creditsRefunded: 2,
      warning: null,
      waitlistPromoted: false,
    });
    expect(body.data.booking.canceledAt).not.toBeNull();
    expect(body.data.userPackageDetailDtoList[0]).toMatchObject({ balance: 10 });
    expect(await ledgerSum(t, c.userPackageId!)).toBe(10);
    expect((await packageRow(t, c.userPackageId!)).creditsBalance).toBe(10);
    expect((await sessionRow(t, sessionId)).booked).toBe(0);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({ cancellationReasonId: 1, cancelRemark: 'Work trip' });
    // The seat can be booked again.
    expect((await join(c.token, sessionId)).status).toBe(201);
  });

  it('keeps the credits within 6 hours of the start and says so', async () => {
    const sessionId = await makeSession(t, 'HIIT Burn', { startsInHours: 3 });
    const c = await createCustomer(t, { credits: 10 });
    const bookingId = await book(c.token, sessionId);
    const { status, body } = await cancel(c.token, bookingId);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      refunded: false,
      creditsRefunded: 0,
      warning:
        'This class starts in less than 6 hours. If you cancel now, your credits will not be refunded.',
    });
    expect(await ledgerSum(t, c.userPackageId!)).toBe(9);
    expect((await packageRow(t, c.userPackageId!)).creditsBalance).toBe(9);
    expect((await sessionRow(t, sessionId)).booked).toBe(0);
  });

  it('refuses: 401, 403 for trainers, 404 for another customer, 409 twice, 400 started, bad reason or remark', async () => {
    const sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 30 });
    const c = await createCustomer(t, { credits: 10 });
    const other = await createCustomer(t, { credits: 10 });
    const bookingId = await book(c.token, sessionId);
    expect((await cancel(undefined, bookingId)).status).toBe(401);
    expect((await cancel(await tokenFor(t, 'trainer@kinetic.test'), bookingId)).status).toBe(403);
    expect((await cancel(other.token, bookingId)).status).toBe(404);
    expect((await cancel(c.token, 99_999_999)).status).toBe(404);
    expect((await cancel(c.token, 'abc')).status).toBe(400);
    const badReason = await cancel(c.token, bookingId, '?cancellationId=9999');
    expect(badReason).toMatchObject({
      status: 400,
      body: { errorMessage: 'Please choose a valid cancellation reason.' },
    });
    const longRemark = await cancel(c.token, bookingId, `?remark=${'x'.repeat(251)}`);
    expect(longRemark.status).toBe(400);
    expect(longRemark.body.errorMessage).toBe('Maximum length 250 characters.');
    expect((await activeBookings(t, sessionId)).map((b) => b.id)).toEqual([bookingId]);
    expect(await ledgerSum(t, c.userPackageId!)).toBe(8);
    expect((await cancel(c.token, bookingId)).status).toBe(200);
    const twice = await cancel(c.token, bookingId);
    expect(twice).toMatchObject({
      status: 409,
      body: { code: 'CANCELED', errorMessage: 'This booking is already cancelled.' },
    });
    expect(await ledgerSum(t, c.userPackageId!)).toBe(10);

    const started = await makeSession(t, 'Power Spin 45', { startsInHours: 5 });
    const lateId = await book(c.token, started);
    await setSession(t, started, {
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + 3_600_000),
    });
    expect((await cancel(c.token, lateId)).body).toMatchObject({ statusCode: 400, code: 'PAST' });
  });

  it('books the first person on the waitlist into the freed seat and tells them', async () => {
    const sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 36, seats: 1 });
    const a = await createCustomer(t, { credits: 10 });
    const b = await createCustomer(t, { credits: 10 });
    const c = await createCustomer(t, { credits: 10 });
    const aBooking = await book(a.token, sessionId);
    expect((await join(b.token, sessionId, true)).body.data).toMatchObject({
      status: 'WAITLISTED',
      waitlistPosition: 1,
    });
    expect((await join(c.token, sessionId, true)).body.data).toMatchObject({
      status: 'WAITLISTED',
      waitlistPosition: 2,
    });

    const { body } = await cancel(a.token, aBooking);
    expect(body.data.waitlistPromoted).toBe(true);
    const active = await activeBookings(t, sessionId);
    expect(active).toHaveLength(1);
    expect(active[0]).toMatchObject({ userId: b.userId, source: 'WAITLIST', creditsSpent: 2 });
    expect((await sessionRow(t, sessionId)).booked).toBe(1);
    expect(await ledgerSum(t, b.userPackageId!)).toBe(8);
    expect(await ledgerSum(t, a.userPackageId!)).toBe(10);
    const [note] = await t.database.db.select().from(notifications).where(eq(notifications.userId, b.userId));
    expect(note).toMatchObject({ notificationTypeId: 3, objectDataId: sessionId });
    expect((note!.message as { activityMsg: string }).activityMsg).toContain('booked from the waitlist');
    const waiting = await t.database.db
      .select()
      .from(sessionWishes)
      .where(and(eq(sessionWishes.sessionId, sessionId), eq(sessionWishes.type, 'WAITLIST')));
    expect(waiting.map((w) => w.userId)).toEqual([c.userId]);
  });

  it('skips a waitlisted customer who can no longer pay and books the next', async () => {
    const sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 40, seats: 1 });
    const a = await createCustomer(t, { credits: 10 });
    const broke = await createCustomer(t, { credits: 1 });
    const next = await createCustomer(t, { credits: 10 });
    const aBooking = await book(a.token, sessionId);
    await join(broke.token, sessionId, true);
    await join(next.token, sessionId, true);
    const { body } = await cancel(a.token, aBooking);
    expect(body.data.waitlistPromoted).toBe(true);
    expect((await activeBookings(t, sessionId)).map((row) => row.userId)).toEqual([next.userId]);
    expect(await ledgerSum(t, broke.userPackageId!)).toBe(1);
    const still = await t.database.db
      .select()
      .from(sessionWishes)
      .where(eq(sessionWishes.sessionId, sessionId));
    expect(still.map((w) => w.userId)).toEqual([broke.userId]);
  });

  it('lists the cancellation reasons and the refund policy', async () => {
    const reasons = await t.call<{ id: number; name: string }[]>({
      method: 'GET',
      url: '/api/v1/cancellation-reasons',
    });
    expect(reasons.status).toBe(200);
    expect(reasons.body.data.map((r) => r.name)).toEqual([
      'Schedule conflict',
      'Feeling unwell',
      'Injury',
      'Travelling',
      'Booked by mistake',
      'Other',
    ]);
    const policy = await t.call<Record<string, unknown>>({
      method: 'GET',
      url: '/api/v1/cancellation-policy',
    });
    expect(policy.body.data).toMatchObject({
      refundCutoffHours: 6,
      cancelQuestion: 'Why do you want to cancel this class ?',
      sessionDays: 60,
    });
    expect(policy.body.data.masterGymId).toEqual(expect.any(Number));
  });
});
