import type { ClassItemDto, Page } from '@kinetic/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, bookings } from '../db/schema';
import { createCustomer, makeSession, sessionRow } from '../test/discovery';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Two API processes on one database: tokens and members' marks are cached per process, and a change
 * made through either process (or by hand in SQL) reaches the other's caches through the database's
 * change notifications (docs/adr/0014).
 */
describe('caches kept fresh by change notifications, across processes', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<TestApp['otherProcess']>>;
  let sessionId: number;
  beforeAll(async () => {
    t = await createTestApp();
    other = await t.otherProcess();
    sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 30, seats: 8 });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const me = (app: Pick<TestApp, 'call'>, token: string) =>
    app.call({ method: 'GET', url: '/api/v1/users/me', token });
  const mark = async (app: Pick<TestApp, 'call'>, token: string) => {
    const { localDate } = await sessionRow(t, sessionId);
    const { body } = await app.call<Page<ClassItemDto>>({
      method: 'POST',
      url: '/api/v1/classes/list',
      payload: { date: localDate, size: 100 },
      token,
    });
    const item = body.data.items.find((i) => i.classSessionId === sessionId)!;
    return { joined: item.userJoinStatus, bookingId: item.bookingId, wishType: item.wishType };
  };

  it('refuses a token in every process once it is logged out in one', async () => {
    const { token } = await createCustomer(t);
    expect((await me(other, token)).status).toBe(200);
    expect((await me(t, token)).status).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/v1/auth/logout', token })).status).toBe(200);
    expect((await me(t, token)).status).toBe(401);
    expect((await me(other, token)).status).toBe(401);
  });

  it('refuses a token revoked by hand in SQL', async () => {
    const { userId, token } = await createCustomer(t);
    expect((await me(other, token)).status).toBe(200);
    await t.database.db
      .update(authTokens)
      .set({ revokedAt: sql`now()` })
      .where(eq(authTokens.userId, userId));
    expect((await me(other, token)).status).toBe(401);
  });

  it("shows a booking, a cancellation and a wish made through one process in the other's list", async () => {
    const { token } = await createCustomer(t, { credits: 10 });
    expect(await mark(other, token)).toEqual({ joined: false, bookingId: null, wishType: null });

    const booked = await t.call<{ booking: { id: number } }>({
      method: 'POST',
      url: '/api/v1/bookings',
      token,
      payload: { classSessionId: sessionId },
    });
    expect(booked.status).toBe(201);
    const bookingId = booked.body.data.booking.id;
    expect(await mark(other, token)).toEqual({ joined: true, bookingId, wishType: null });

    const cancelled = await t.call({ method: 'DELETE', url: `/api/v1/bookings/${bookingId}`, token });
    expect(cancelled.status).toBe(200);
    expect(await mark(other, token)).toEqual({ joined: false, bookingId: null, wishType: null });

    const wished = await t.call({
      method: 'POST',
      url: '/api/v1/wishlist',
      token,
      payload: { classSessionId: sessionId },
    });
    expect(wished.status, JSON.stringify(wished.body)).toBe(201);
    expect(await mark(other, token)).toEqual({ joined: false, bookingId: null, wishType: 'WISHLIST' });
  });

  it("drops a member's marks when their booking is changed by hand in SQL", async () => {
    const { userId, token } = await createCustomer(t, { credits: 10 });
    expect((await mark(other, token)).joined).toBe(false);
    const [row] = await t.database.db
      .insert(bookings)
      .values({ sessionId, userId, status: 'BOOKED' })
      .returning({ id: bookings.id });
    expect(await mark(other, token)).toEqual({ joined: true, bookingId: row!.id, wishType: null });
  });

  it('catches up for many writes at once, one notification at a time on its connection', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      await Promise.all(Array.from({ length: 20 }, () => t.app.changeFeed.sync()));
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).toEqual([]);
  });
});
