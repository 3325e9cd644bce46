import type { ClassItemDto, Page } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, makeSession, sessionRow, setSession } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the class list is shared from memory for a moment, and never hides a write of its own process', () => {
  let t: TestApp;
  let sessionId: number;
  beforeAll(async () => {
    t = await createTestApp({ CLASS_LIST_CACHE_MS: '60000', CLASS_LIST_SEATS_MS: '60000' });
    sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 30, seats: 8 });
  });
  afterAll(() => t.close());

  const seatsLeft = async (token?: string) => {
    const { localDate } = await sessionRow(t, sessionId);
    const { body } = await t.call<Page<ClassItemDto>>({
      method: 'POST',
      url: '/api/v1/classes/list',
      payload: { date: localDate, size: 100 },
      token,
    });
    const item = body.data.items.find((i) => i.classSessionId === sessionId)!;
    return { seats: item.availableSeat, status: item.userJoinStatus };
  };

  it('serves a repeated list from memory, so a write of another process shows only later', async () => {
    expect((await seatsLeft()).seats).toBe(8);
    // Another API process books a seat: this process has not seen a write.
    await setSession(t, sessionId, { booked: 1 });
    expect((await seatsLeft()).seats).toBe(8);
  });

  it('shows a booking made through this process at once, with the caller marked as booked', async () => {
    const customer = await createCustomer(t, { credits: 10 });
    const { status } = await t.call({
      method: 'POST',
      url: '/api/v1/bookings',
      token: customer.token,
      payload: { classSessionId: sessionId },
    });
    expect(status).toBe(201);
    const mine = await seatsLeft(customer.token);
    expect(mine.seats).toBe(6);
    expect(mine.status).toBe(true);
    const other = await createCustomer(t, { credits: 10 });
    expect((await seatsLeft(other.token)).status).toBe(false);
  });

  it('is not retired by a request no route matched, nor by one refused before any handler ran', async () => {
    const customer = await createCustomer(t, { credits: 10 });
    const before = (await seatsLeft()).seats;
    // Another API process books three seats: this process has not seen a write.
    await setSession(t, sessionId, { booked: 5 });
    const refused = [
      await t.app.inject({ method: 'POST', url: '/api/v1/no-such-call', payload: {} }),
      await t.app.inject({ method: 'DELETE', url: '/api/v1/classes/list' }),
      // Refused by POST /bookings: a guest at the login, a customer by the schema.
      await t.app.inject({ method: 'POST', url: '/api/v1/bookings', payload: { classSessionId: 'one' } }),
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        payload: {},
        headers: { authorization: `Bearer ${customer.token}` },
      }),
      // A body that cannot be read.
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        payload: '{"classSessionId":',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
      }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([404, 404, 401, 400, 400]);
    expect((await seatsLeft()).seats).toBe(before);

    // A write that ran still retires the page at once.
    const wished = await t.call({
      method: 'POST',
      url: '/api/v1/wishlist',
      token: customer.token,
      payload: { classSessionId: sessionId },
    });
    expect(wished.status).toBe(201);
    expect((await seatsLeft()).seats).toBe(3);
  });
});

describe("a shared page's seat counts are read again every CLASS_LIST_SEATS_MS", () => {
  let t: TestApp;
  let sessionId: number;
  beforeAll(async () => {
    t = await createTestApp({ CLASS_LIST_CACHE_MS: '60000', CLASS_LIST_SEATS_MS: '100' });
    sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 30, seats: 8 });
  });
  afterAll(() => t.close());

  const listed = async () => {
    const { localDate } = await sessionRow(t, sessionId);
    const { body } = await t.call<Page<ClassItemDto>>({
      method: 'POST',
      url: '/api/v1/classes/list',
      payload: { date: localDate, size: 100 },
    });
    return body.data.items.find((i) => i.classSessionId === sessionId);
  };

  it('shows seats taken through another process within two windows', async () => {
    expect((await listed())!.availableSeat).toBe(8);
    await setSession(t, sessionId, { booked: 3 });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await listed())!.availableSeat).toBe(5);
  });

  it('drops a session cancelled through another process', async () => {
    await setSession(t, sessionId, { status: 'CANCELED' });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await listed()).toBeUndefined();
  });
});
