import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import {
  activeBookings,
  createCustomer,
  ledgerSum,
  makeSession,
  packageRow,
  sessionRow,
  setSession,
} from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createClassItemsRepository } from '../classes/class-items.repository';
import { bookSeat } from './book-seat';
import { createBookingsRepository } from './bookings.repository';

/**
 * A booking carries its session's start (migration 0019) so a member's upcoming bookings are
 * one index range however long their history; the triggers keep it for every writer, and the class
 * list's marks read it.
 */
describe("a booking's session start", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const startOf = async (bookingId: number) => {
    const [row] = await t.database.db
      .select({ at: bookings.sessionStartsAt })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    return row!.at;
  };

  it('is set when a seat is booked and follows the session when it moves; the list still marks it', async () => {
    const c = await createCustomer(t, { credits: 10 });
    const sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 30 });
    const joined = await t.call<{ booking: { id: number } }>({
      method: 'POST',
      url: '/api/v1/bookings',
      token: c.token,
      payload: { classSessionId: sessionId },
    });
    expect(joined.status).toBe(201);
    const bookingId = joined.body.data!.booking.id;
    const session = await sessionRow(t, sessionId);
    expect(await startOf(bookingId)).toEqual(session.startsAt);

    const moved = new Date(session.startsAt.getTime() + 2 * 3_600_000);
    await setSession(t, sessionId, { startsAt: moved, endsAt: new Date(moved.getTime() + 3_600_000) });
    expect(await startOf(bookingId)).toEqual(moved);
    // Read from between the old start and the new one: only the moved start keeps the booking.
    const marks = await createClassItemsRepository(t.database.db).viewerMarksFrom(
      c.userId,
      new Date(session.startsAt.getTime() + 3_600_000),
    );
    expect(marks).toContainEqual(expect.objectContaining({ kind: 'BOOKING', id: bookingId, sessionId }));

    const list = await t.call<{ items: { classSessionId: number; bookingId: number | null }[] }>({
      method: 'POST',
      url: '/api/v1/classes/list',
      token: c.token,
      payload: { date: session.localDate, size: 100 },
    });
    expect(list.status).toBe(200);
    const item = list.body.data!.items.find((row) => row.classSessionId === sessionId);
    expect(item?.bookingId).toBe(bookingId);
  });

  it('takes no seat when the package can no longer pay: the statement seats, the debit refuses, all rolls back', async () => {
    const c = await createCustomer(t, { credits: 1 });
    const sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 30 });
    const before = await sessionRow(t, sessionId);
    const repository = createBookingsRepository(t.database.db);
    const at = new Date();
    const attempt = repository.transaction(async (q) => {
      const facts = (await q.joinFacts(sessionId, c.userId, null, at))!;
      // The package as a stale read saw it: enough credits, but the row holds 1.
      const pkg = { ...facts.packages[0]!, creditsBalance: 10 };
      return bookSeat(q, {
        session: facts.session,
        userId: c.userId,
        kidId: null,
        pkg,
        credit: 5,
        source: 'DIRECT',
        now: at,
      });
    });
    await expect(attempt).rejects.toMatchObject({ code: 'CREDITS' });
    expect((await sessionRow(t, sessionId)).booked).toBe(before.booked);
    expect(await activeBookings(t, sessionId)).toEqual([]);
    expect((await packageRow(t, c.userPackageId!)).creditsBalance).toBe(1);
    expect(await ledgerSum(t, c.userPackageId!)).toBe(1);
  });
});
