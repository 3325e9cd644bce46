import type { JoinResultDto, MailPreferencesDto } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '../../db/schema';
import { createCustomer, makeSession } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const enabled = (dto: MailPreferencesDto) =>
  Object.fromEntries(dto.preferences.map((p) => [p.kind, p.enabled]));

describe('/users/me/mail-preferences', () => {
  it('lists every e-mail on by default, turns some off, and always keeps receipts', async () => {
    const c = await createCustomer(t, { credits: 10 });
    const first = await t.call<MailPreferencesDto>({
      method: 'GET',
      url: '/api/v1/users/me/mail-preferences',
      token: c.token,
    });
    expect(first.status).toBe(200);
    expect(Object.values(enabled(first.body.data)).every(Boolean)).toBe(true);
    expect(first.body.data.preferences.find((p) => p.kind === 'PAYMENT_RECEIPT')).toMatchObject({
      alwaysSent: true,
    });

    const saved = await t.call<MailPreferencesDto>({
      method: 'PUT',
      url: '/api/v1/users/me/mail-preferences',
      token: c.token,
      payload: { off: ['BOOKING_CONFIRMED', 'CLASS_REMINDER'] },
    });
    expect(saved.status).toBe(200);
    expect(enabled(saved.body.data)).toMatchObject({
      BOOKING_CONFIRMED: false,
      CLASS_REMINDER: false,
      BOOKING_CANCELED: true,
    });

    // A receipt cannot be turned off.
    const refused = await t.call({
      method: 'PUT',
      url: '/api/v1/users/me/mail-preferences',
      token: c.token,
      payload: { off: ['PAYMENT_RECEIPT'] },
    });
    expect(refused.status).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/v1/users/me/mail-preferences' })).status).toBe(401);

    // The booking is made; its confirmation is not queued, its cancellation is.
    const sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 30, seats: 5 });
    const join = await t.call<JoinResultDto>({
      method: 'POST',
      url: '/api/v1/bookings',
      token: c.token,
      payload: { classSessionId: sessionId },
    });
    expect(join.status).toBe(201);
    const bookingId = (join.body.data as Extract<JoinResultDto, { status: 'BOOKED' }>).booking.id;
    await t.call({ method: 'DELETE', url: `/api/v1/bookings/${bookingId}`, token: c.token });
    const kinds = (await t.database.db.select().from(mailQueue).where(eq(mailQueue.userId, c.userId))).map(
      (m) => m.kind,
    );
    expect(kinds).toEqual(['BOOKING_CANCELED']);
  });
});
