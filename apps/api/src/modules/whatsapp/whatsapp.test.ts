import { createHmac } from 'node:crypto';
import type { JoinResultDto, NotificationLogPageDto, WhatsAppSettingsDto } from '@kinetic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, users, whatsappConsentEvents, whatsappMessages } from '../../db/schema';
import { createOutboxMailer } from '../../providers/mail/outbox-mailer';
import { createCloudWhatsApp } from '../../providers/whatsapp/cloud-whatsapp';
import { createCustomer, gymTokenOf, makeSession } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FAKE_WA, startWhatsAppFake, whatsAppEnv } from '../../test/whatsapp-fake';
import { mailsOn, sendDueMail } from '../mail';
import { createWhatsApp, sendDueWhatsApp, type WhatsAppSendOptions } from '.';

/**
 * WhatsApp messages (docs/adr/0049) on PostgreSQL, through the fake of the Cloud API over real HTTP:
 * a booking's notice goes as its template in the customer's language instead of the e-mail; statuses
 * come back by signed webhook into the gym's log; a STOP ends them; a failure sends the e-mail, once.
 */
let t: TestApp;
let wa: Awaited<ReturnType<typeof startWhatsAppFake>>;
let mobiles = 0;
beforeAll(async () => {
  wa = await startWhatsAppFake((body, headers) =>
    t.app.inject({ method: 'POST', url: '/api/v1/webhooks/whatsapp', headers, payload: body }),
  );
  t = await createTestApp(whatsAppEnv(wa.url));
});
afterAll(async () => {
  await t?.close();
  await wa.close();
});

const db = () => t.database.db;
const provider = () =>
  createCloudWhatsApp({
    graphUrl: wa.url,
    version: 'v21.0',
    phoneNumberId: FAKE_WA.phoneNumberId,
    accessToken: FAKE_WA.token,
  });
/** The mail job's round, diverting to WhatsApp as the app's job does. */
const mailRound = (at?: Date) =>
  sendDueMail(db(), createOutboxMailer(db()), {
    now: at,
    divert: createWhatsApp({ db: db(), config: t.config }).divert,
  });
const whatsAppRound = (options: WhatsAppSendOptions = {}) =>
  sendDueWhatsApp(db(), provider(), { sleep: async () => undefined, ...options });

async function customer(language: 'en' | 'ar' = 'en', optIn = true) {
  const mobile = `9655${String(++mobiles).padStart(3, '0')}${String(Date.now() % 10_000).padStart(4, '0')}`;
  const c = await createCustomer(t, { credits: 20, mobile });
  await db().update(users).set({ language, firstName: 'Noura' }).where(eq(users.id, c.userId));
  if (optIn) {
    const { status } = await settings(c.token, true);
    expect(status).toBe(200);
  }
  return { ...c, mobile };
}
const settings = (token: string, optedIn?: boolean, language = 'en') =>
  t.call<WhatsAppSettingsDto>({
    method: optedIn === undefined ? 'GET' : 'PUT',
    url: '/api/v1/users/me/whatsapp',
    token,
    headers: { 'accept-language': language },
    ...(optedIn === undefined ? {} : { payload: { optedIn } }),
  });

async function book(token: string, title = 'Power Spin 45') {
  const sessionId = await makeSession(t, title, { startsInHours: 30, seats: 5 });
  const { status, body } = await t.call<JoinResultDto>({
    method: 'POST',
    url: '/api/v1/bookings',
    token,
    payload: { classSessionId: sessionId, waitlistIfFull: false },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return (body.data as Extract<JoinResultDto, { status: 'BOOKED' }>).booking.id;
}
const mailOf = async (key: string) =>
  (await db().select().from(mailQueue).where(eq(mailQueue.idempotencyKey, key)))[0]!;
const messageOf = async (mailId: number) =>
  (await db().select().from(whatsappMessages).where(eq(whatsappMessages.mailId, mailId)))[0];
const sentTo = (mobile: string) => wa.fake.messages.filter((m) => m.to === mobile);
const logOf = async (token: string) =>
  (
    await t.call<NotificationLogPageDto>({
      method: 'GET',
      url: '/api/v1/manage/notification-log?size=50',
      token,
    })
  ).body.data;

/** Books, runs the mail job (which diverts) and the WhatsApp job: the booking's mail and message. */
async function bookAndSend(c: { token: string }) {
  const bookingId = await book(c.token);
  await mailRound();
  await whatsAppRound();
  const mail = await mailOf(`booking:${bookingId}:booked`);
  return { bookingId, mail, message: await messageOf(mail.id) };
}

describe('WhatsApp consent', () => {
  it('opts in only with a mobile, in English and Arabic, and records the time', async () => {
    const none = await createCustomer(t, { mobile: null });
    const refused = await settings(none.token, true);
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe('Add your mobile number before turning on WhatsApp messages.');
    expect((await settings(none.token, true, 'ar')).body.errorMessage).toBe(
      'أضف رقم هاتفك قبل تشغيل رسائل واتساب.',
    );
    const c = await customer('en', false);
    expect((await settings(c.token)).body.data).toMatchObject({ available: true, optedIn: false });
    const before = Date.now();
    const { body } = await settings(c.token, true);
    expect(body.data).toMatchObject({ optedIn: true, mobile: c.mobile, optedOutAt: null });
    expect(Date.parse(body.data.optedInAt!)).toBeGreaterThanOrEqual(before - 1000);
    const off = await settings(c.token, false);
    expect(off.body.data).toMatchObject({ optedIn: false, optedOutBy: 'SETTINGS' });
    const history = await db()
      .select()
      .from(whatsappConsentEvents)
      .where(eq(whatsappConsentEvents.userId, c.userId));
    expect(history.map((e) => `${e.action}:${e.source}:${e.mobile}`)).toEqual([
      `OPT_IN:SETTINGS:${c.mobile}`,
      `OPT_OUT:SETTINGS:${c.mobile}`,
    ]);
  });
});

describe('a booking by WhatsApp', () => {
  it('sends the confirmation as its template in the customer language instead of the e-mail', async () => {
    for (const language of ['en', 'ar'] as const) {
      const c = await customer(language);
      const { mail, message } = await bookAndSend(c);
      // The mail is held: the customer gets the WhatsApp, not both.
      expect(mail.status).toBe('HELD');
      expect(message).toMatchObject({ status: 'SENT', language, template: 'kinetic_booking_confirmed' });
      const [received] = sentTo(c.mobile);
      expect(received).toMatchObject({ template: 'kinetic_booking_confirmed', language });
      expect(received!.parameters[0]).toBe('Noura');
      expect(received!.parameters[1]).toBe('Power Spin 45');
      // The day and time read in the customer's language.
      if (language === 'ar') expect(received!.parameters[2]).toMatch(/[\u0600-\u06FF]/);
      else expect(received!.parameters[2]).toMatch(/[A-Za-z]+day/);
      expect(message!.providerMessageId).toBe(received!.id);
    }
  });

  it('takes statuses by signed webhook, forward only, and the gym reads them in its log', async () => {
    const c = await customer();
    const { mail, message } = await bookAndSend(c);
    const id = message!.providerMessageId!;
    // A notice that is not signed with the app secret is refused.
    const forged = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/whatsapp',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${createHmac('sha256', 'not-the-secret').update(forged).digest('hex')}`,
      },
      payload: forged,
    });
    expect(bad.statusCode).toBe(401);
    // One with no signature at all is not a WhatsApp notice.
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/whatsapp',
      headers: { 'content-type': 'application/json' },
      payload: forged,
    });
    expect(unsigned.statusCode).toBe(400);
    await wa.fake.postStatus(id, 'delivered');
    await wa.fake.postStatus(id, 'read');
    // A late or repeated notice changes nothing.
    await wa.fake.postStatus(id, 'delivered');
    await wa.fake.postStatus(id, 'read');
    const after = await messageOf(mail.id);
    expect(after).toMatchObject({ status: 'READ' });
    expect(after!.deliveredAt).toBeTruthy();
    expect(after!.readAt).toBeTruthy();

    const gym = await gymTokenOf(t, 'Power Spin 45');
    const entry = (await logOf(gym)).items.find((item) => item.id === mail.id);
    expect(entry).toMatchObject({
      channel: 'WHATSAPP',
      status: 'READ',
      kind: 'BOOKING_CONFIRMED',
      template: 'kinetic_booking_confirmed',
      customer: 'Noura Customer',
      fallback: null,
    });
    expect(entry!.readAt).toBeTruthy();
    // A customer may not read a gym's log.
    expect(
      (await t.call({ method: 'GET', url: '/api/v1/manage/notification-log', token: c.token })).status,
    ).toBe(403);
  });

  it('ends the messages on a STOP reply, in English or Arabic: later bookings are e-mailed only', async () => {
    for (const [language, word] of [
      ['en', 'STOP'],
      ['ar', 'إيقاف'],
    ] as const) {
      const c = await customer(language);
      await bookAndSend(c);
      await wa.fake.postInbound(c.mobile, word);
      expect((await settings(c.token)).body.data).toMatchObject({ optedIn: false, optedOutBy: 'STOP' });
      const { mail, message } = await bookAndSend(c);
      expect(message).toBeUndefined();
      expect(mail.status).toBe('SENT');
      expect(sentTo(c.mobile)).toHaveLength(1);
    }
  });

  it('sends the e-mail instead, once, when WhatsApp reports the message failed', async () => {
    // A number with no WhatsApp: the fake accepts it, then reports `failed` (131026).
    const c = await createCustomer(t, { credits: 10, mobile: '000965512345' });
    await settings(c.token, true);
    const { mail } = await bookAndSend(c);
    await wa.fake.settled();
    const failed = await messageOf(mail.id);
    expect(failed).toMatchObject({ status: 'FAILED' });
    expect(failed!.fellBackAt).toBeTruthy();
    expect(failed!.lastError).toContain('131026');
    await mailRound();
    expect((await mailOf(mail.idempotencyKey)).status).toBe('SENT');
    // A repeated `failed` notice sends nothing again.
    await wa.fake.postStatus(failed!.providerMessageId!, 'failed');
    expect((await mailOf(mail.idempotencyKey)).status).toBe('SENT');
    const gym = await gymTokenOf(t, 'Power Spin 45');
    expect((await logOf(gym)).items.find((item) => item.id === mail.id)).toMatchObject({
      channel: 'WHATSAPP',
      status: 'FAILED',
      fallback: 'SENT',
    });
  });

  it('retries a rate-limited message with backoff, and falls back after the last attempt', async () => {
    const c = await customer();
    const bookingId = await book(c.token);
    await mailRound();
    const mail = await mailOf(`booking:${bookingId}:booked`);
    wa.fake.failNext({ status: 429, code: 130429, message: 'Rate limit hit' });
    const at = new Date();
    expect(await whatsAppRound({ now: at })).toMatchObject({ retried: 1, sent: 0 });
    const waiting = await messageOf(mail.id);
    expect(waiting).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(waiting!.nextAttemptAt.getTime() - at.getTime()).toBe(15_000);
    // Not before its time.
    expect(await whatsAppRound({ now: new Date(at.getTime() + 5000) })).toMatchObject({ sent: 0 });
    wa.fake.failNext({ status: 503, code: 2, message: 'Service temporarily unavailable' });
    expect(await whatsAppRound({ now: new Date(at.getTime() + 16_000), maxAttempts: 2 })).toMatchObject({
      fellBack: 1,
    });
    expect((await mailOf(mail.idempotencyKey)).status).toBe('PENDING');
    expect(sentTo(c.mobile)).toHaveLength(0);
  });

  it('keeps to the pair limit (one message per customer per 6 s) and the per-second budget', async () => {
    const c = await customer();
    const others = [await customer(), await customer(), await customer()];
    await book(c.token);
    await book(c.token);
    for (const other of others) await book(other.token);
    await mailRound();
    const waits: number[] = [];
    const first = await whatsAppRound({ perSecond: 2, batch: 10, sleep: async (ms) => void waits.push(ms) });
    // One to `c` (the other waits its 6 s), one to each of the others, two a second.
    expect(first.sent).toBe(4);
    expect(sentTo(c.mobile)).toHaveLength(1);
    expect(waits.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...waits)).toBeGreaterThan(1000);
    expect((await whatsAppRound()).sent).toBe(0);
    expect((await whatsAppRound({ now: new Date(Date.now() + 7000) })).sent).toBe(1);
    expect(sentTo(c.mobile)).toHaveLength(2);
  });

  it('sends the e-mail instead when the customer opted out before the message went', async () => {
    const c = await customer();
    const bookingId = await book(c.token);
    await mailRound();
    await settings(c.token, false);
    expect(await whatsAppRound()).toMatchObject({ fellBack: 1 });
    expect(sentTo(c.mobile)).toHaveLength(0);
    expect((await mailOf(`booking:${bookingId}:booked`)).status).toBe('PENDING');
  });

  it("tells of a gym's cancellation with its gym's name, and a customer's own has no template", async () => {
    const c = await customer('ar');
    const bookingId = await book(c.token);
    await mailsOn(db()).bookingCanceled(bookingId, { gymName: 'Harbour', creditsBack: true });
    const cancel = await mailOf(`booking:${bookingId}:canceled`);
    expect(cancel.whatsapp).toMatchObject({ template: 'kinetic_class_cancelled', language: 'ar' });
    expect(cancel.whatsapp!.parameters[1]).toBe('Harbour');
    expect(cancel.whatsapp!.parameters[4]).toBe('أُعيدت النقاط التي استخدمها الحجز إلى باقتك.');
    expect(cancel.gymUserId).not.toBeNull();
    const other = await customer();
    const own = await book(other.token);
    await t.call({ method: 'DELETE', url: `/api/v1/bookings/${own}`, token: other.token });
    expect((await mailOf(`booking:${own}:canceled`)).whatsapp).toBeNull();
  });

  it("answers Meta's subscription check with the challenge only for the verify token", async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${FAKE_WA.verifyToken}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(403);
  });
});

describe('the held mails', () => {
  it('are not sent while their message is on its way', async () => {
    const c = await customer();
    const { mail } = await bookAndSend(c);
    await mailRound();
    expect(
      await db()
        .select()
        .from(mailQueue)
        .where(and(eq(mailQueue.id, mail.id), eq(mailQueue.status, 'HELD'))),
    ).toHaveLength(1);
  });
});
