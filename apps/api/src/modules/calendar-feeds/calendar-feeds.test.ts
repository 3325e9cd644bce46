import { type CalendarFeedDto, ROLE } from '@kinetic/domain';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '../../db/schema';
import { createClass, newTrainer, sessionsOfClass } from '../../test/class-management';
import {
  createCustomer,
  grantCredits,
  gymTokenOf,
  makeSession,
  sessionRow,
  setUser,
} from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FEED = '/api/v1/users/me/calendar-feed';
const feedCall = (method: 'GET' | 'POST' | 'DELETE', token: string) =>
  t.call<CalendarFeedDto>({ method, url: FEED, token });

async function turnOn(token: string): Promise<string> {
  const { status, body } = await feedCall('POST', token);
  expect(status).toBe(201);
  return body.data.url!;
}

/** What a calendar app does: a plain GET of the address, no Authorization header. */
const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: new URL(url).pathname, headers });

/** The feed's events by UID, read by a real iCalendar parser. */
function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { calendar, byUid: new Map(events.map((event) => [event.uid, event])) };
}

async function book(token: string, classSessionId: number, userKidId?: number) {
  const res = await t.call<{ booking: { id: number } }>({
    method: 'POST',
    url: '/api/v1/bookings',
    token,
    payload: { classSessionId, ...(userKidId ? { userKidId } : {}) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.booking.id;
}

describe('a customer’s calendar feed', () => {
  it('lists their booked classes and their kid’s, never anyone else’s, and drops a cancelled one', async () => {
    const customer = await createCustomer(t, { credits: 10, kids: [{ name: 'Yousef', gender: 'MALE' }] });
    await grantCredits(t, customer.userId, 4, { kidId: customer.kidIds[0] });
    expect((await feedCall('GET', customer.token)).body.data).toEqual({ url: null });
    const url = await turnOn(customer.token);
    expect(url).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/api/v1/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await feedCall('GET', customer.token)).body.data).toEqual({ url });

    const spin = await makeSession(t, 'Power Spin 45', { startsInHours: 30, seats: 5 });
    const later = await makeSession(t, 'Power Spin 45', { startsInHours: 54, seats: 5 });
    const karate = await makeSession(t, 'Kids Karate', { startsInHours: 40, seats: 5 });
    const spinId = await book(customer.token, spin);
    const laterId = await book(customer.token, later);
    const kidId = await book(customer.token, karate, customer.kidIds[0]);
    const stranger = await createCustomer(t, { credits: 10 });
    const strangersId = await book(stranger.token, spin);

    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toContain('max-age');
    expect(res.body).toContain('\r\nX-WR-CALNAME:Kinetic classes\r\n');
    const { calendar, byUid } = eventsOf(res.body);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect([...byUid.keys()].sort()).toEqual(
      [spinId, laterId, kidId].map((id) => `booking-${id}@localhost`).sort(),
    );
    expect(byUid.has(`booking-${strangersId}@localhost`)).toBe(false);
    const spinEvent = byUid.get(`booking-${spinId}@localhost`)!;
    const spinRow = await sessionRow(t, spin);
    expect(spinEvent.summary).toBe('Power Spin 45');
    expect(spinEvent.startDate.zone?.tzid).toBe('UTC');
    expect(spinEvent.startDate.toJSDate().toISOString()).toBe(spinRow.startsAt.toISOString());
    expect(spinEvent.endDate.toJSDate().toISOString()).toBe(spinRow.endsAt.toISOString());
    expect(byUid.get(`booking-${kidId}@localhost`)!.summary).toBe('Kids Karate (Yousef)');

    // An unchanged feed answers a calendar's conditional fetch with 304.
    const again = await fetchFeed(url, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const cancel = await t.call({
      method: 'DELETE',
      url: `/api/v1/bookings/${spinId}`,
      token: customer.token,
    });
    expect(cancel.status).toBe(200);
    const after = await fetchFeed(url, { 'if-none-match': String(res.headers.etag) });
    expect(after.statusCode).toBe(200);
    const left = eventsOf(after.body).byUid;
    expect(left.has(`booking-${spinId}@localhost`)).toBe(false);
    expect(left.has(`booking-${laterId}@localhost`)).toBe(true);

    // The cancellation mail's calendar file cancels the very event the feed listed.
    const [mail] = await t.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.userId, customer.userId), eq(mailQueue.kind, 'BOOKING_CANCELED')));
    const cancelled = eventsOf(mail!.attachments[0]!.content);
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    const cancelledEvent = cancelled.byUid.get(`booking-${spinId}@localhost`)!;
    expect(cancelledEvent.sequence).toBeGreaterThan(spinEvent.sequence);
    expect(cancelledEvent.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('stops answering an address that was replaced or turned off', async () => {
    const customer = await createCustomer(t, { credits: 10 });
    const first = await turnOn(customer.token);
    expect((await fetchFeed(first)).statusCode).toBe(200);
    const second = await turnOn(customer.token);
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);

    const off = await feedCall('DELETE', customer.token);
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ url: null });
    expect((await fetchFeed(second)).statusCode).toBe(404);
    expect((await feedCall('GET', customer.token)).body.data).toEqual({ url: null });
    // Nobody's feed, whatever its shape.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/calendar/nothing.ics' })).statusCode).toBe(404);
  });

  it('is refused without an account, and to a gym', async () => {
    expect((await t.call({ method: 'POST', url: FEED })).status).toBe(401);
    const gym = await createCustomer(t, { category: ROLE.gym, credits: null });
    expect((await feedCall('POST', gym.token)).status).toBe(403);
  });

  it('takes out a class the gym cancelled, whose mail cancels the same event', async () => {
    const customer = await createCustomer(t, { credits: 10 });
    await setUser(t, customer.userId, { language: 'ar' });
    const url = await turnOn(customer.token);
    const session = await makeSession(t, 'Power Spin 45', { startsInHours: 30, seats: 5 });
    const bookingId = await book(customer.token, session);
    const uid = `booking-${bookingId}@localhost`;
    const before = await fetchFeed(url);
    expect(before.body).toContain('\r\nX-WR-CALNAME:حصص Kinetic\r\n');
    expect(eventsOf(before.body).byUid.has(uid)).toBe(true);

    const gymToken = await gymTokenOf(t, 'Power Spin 45');
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/v1/manage/sessions/${session}`,
      token: gymToken,
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(eventsOf((await fetchFeed(url)).body).byUid.has(uid)).toBe(false);
    const [mail] = await t.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.userId, customer.userId), eq(mailQueue.kind, 'BOOKING_CANCELED')));
    const cancelled = eventsOf(mail!.attachments[0]!.content);
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.byUid.get(uid)?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});

describe('a trainer’s calendar feed', () => {
  it('lists the classes they teach, in their language, and not a cancelled one', async () => {
    const trainer = await newTrainer(t);
    await setUser(t, trainer.userId, { language: 'ar' });
    const { classId, title } = await createClass(t, trainer.token);
    const sessions = await sessionsOfClass(t, classId);
    expect(sessions.length).toBeGreaterThan(1);
    const url = await turnOn(trainer.token);
    const { byUid } = eventsOf((await fetchFeed(url)).body);
    expect([...byUid.keys()].sort()).toEqual(sessions.map((s) => `session-${s.id}@localhost`).sort());
    const first = byUid.get(`session-${sessions[0]!.id}@localhost`)!;
    expect(first.summary).toBe(title);
    expect(first.description).toContain('المقاعد المحجوزة: 0 من 10');
    expect(first.startDate.toJSDate().toISOString()).toBe(sessions[0]!.startsAt.toISOString());

    const removed = await t.call({
      method: 'DELETE',
      url: `/api/v1/manage/sessions/${sessions[0]!.id}`,
      token: trainer.token,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const left = eventsOf((await fetchFeed(url)).body).byUid;
    expect(left.has(`session-${sessions[0]!.id}@localhost`)).toBe(false);
    expect(left.size).toBe(sessions.length - 1);
  });
});
