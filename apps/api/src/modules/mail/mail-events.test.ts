import { checkInQrPath, formatCheckInCode, type JoinResultDto, type LoginResult } from '@kinetic/domain';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, classSessions, fitnessClasses, mailQueue, users } from '../../db/schema';
import { createSmtpMailer } from '../../providers/mail/smtp-mailer';
import { customerBody, PRIME } from '../../test/accounts';
import { createCustomer, makeSession } from '../../test/discovery';
import { buy, packageId, payOnSandbox, purchaseRow } from '../../test/payments';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendDueMail } from '.';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const queued = (userId: number) =>
  t.database.db.select().from(mailQueue).where(eq(mailQueue.userId, userId)).orderBy(mailQueue.id);
const sendAll = () => sendDueMail(t.database.db, createSmtpMailer(smtp.url, t.config.MAIL_FROM));
const emailOf = async (userId: number) =>
  (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;

const join = (token: string, classSessionId: number, waitlistIfFull = false) =>
  t.call<JoinResultDto>({
    method: 'POST',
    url: '/api/v1/bookings',
    token,
    payload: { classSessionId, waitlistIfFull },
  });

async function book(token: string, sessionId: number) {
  const { status, body } = await join(token, sessionId);
  expect(status, JSON.stringify(body)).toBe(201);
  return (body.data as Extract<JoinResultDto, { status: 'BOOKED' }>).booking.id;
}

/** The one event of a calendar file, read by a real iCalendar parser. */
function parseEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { calendar, event };
}

describe('the mails of events, queued in their transaction', () => {
  it('welcomes a new customer in their language and in the brand they joined on', async () => {
    const body = customerBody({ firstName: 'Noura' });
    const { status } = await t.call<LoginResult>({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: body,
      headers: { ...PRIME, 'accept-language': 'ar' },
    });
    expect(status).toBe(201);
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, body.email as string));
    const [mail] = await queued(user!.id);
    expect(mail).toMatchObject({ kind: 'WELCOME', status: 'PENDING', toAddress: body.email });
    expect(mail!.subject).toMatch(/^أهلًا بك في /);
    expect(mail!.fromAddress).toMatch(/<members@prime\.example>$/);
    expect(mail!.htmlBody).toContain('dir="rtl"');
    expect(mail!.htmlBody).toContain('background:#6d28d9');
    expect(mail!.textBody).toContain('مرحبًا Noura،');
    // Its links go to the prime brand's host.
    expect(mail!.textBody).toContain('http://prime.localhost');
  });

  it('confirms a booking with a calendar file that imports, and tells of its cancellation', async () => {
    const sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 30, seats: 5 });
    const c = await createCustomer(t, { credits: 10 });
    const bookingId = await book(c.token, sessionId);
    const [session] = await t.database.db
      .select({ startsAt: classSessions.startsAt, endsAt: classSessions.endsAt, title: fitnessClasses.title })
      .from(classSessions)
      .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
      .where(eq(classSessions.id, sessionId));

    const [confirmation] = await queued(c.userId);
    expect(confirmation).toMatchObject({
      kind: 'BOOKING_CONFIRMED',
      idempotencyKey: `booking:${bookingId}:booked`,
    });
    expect(confirmation!.subject).toContain('Booked: Power Spin 45');
    const [attachment] = confirmation!.attachments;
    expect(attachment).toMatchObject({ filename: 'class.ics' });

    // It carries the booking's check-in code, as text and as a QR code the door's scanner reads.
    const [{ code }] = (await t.database.db
      .select({ code: bookings.checkInCode })
      .from(bookings)
      .where(eq(bookings.id, bookingId))) as [{ code: string }];
    expect(confirmation!.textBody).toContain(`read out your check-in code: ${formatCheckInCode(code)}.`);
    const qrPath = checkInQrPath(code);
    expect(confirmation!.htmlBody).toContain(`<img src="http://localhost:3000${qrPath}"`);
    const png = await t.app.inject({ method: 'GET', url: qrPath });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(png.rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(code);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/check-in-codes/not-a-code/qr.png' })).statusCode,
    ).toBe(404);

    // Sent through SMTP, the attachment arrives as a calendar file.
    await sendAll();
    const received = smtp.received.find((m) => m.subject === confirmation!.subject)!;
    expect(received.to && JSON.stringify(received.to)).toContain(await emailOf(c.userId));
    const file = received.attachments.find((a) => a.filename === 'class.ics')!;
    expect(file.contentType).toBe('text/calendar');
    const { event, calendar } = parseEvent(file.content.toString('utf8'));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.uid).toBe(`booking-${bookingId}@localhost`);
    expect(event.summary).toBe(session!.title);
    expect(event.startDate.toJSDate().toISOString()).toBe(session!.startsAt.toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(session!.endsAt.toISOString());
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.location).toBeTruthy();

    // "Add to calendar": the same event from the API, for the booking's owner only.
    const ics = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/${bookingId}/calendar.ics`,
      headers: { authorization: `Bearer ${c.token}` },
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(parseEvent(ics.body).event.uid).toBe(`booking-${bookingId}@localhost`);
    const stranger = await createCustomer(t);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/${bookingId}/calendar.ics`,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(refused.statusCode).toBe(404);

    const cancel = await t.call({ method: 'DELETE', url: `/api/v1/bookings/${bookingId}`, token: c.token });
    expect(cancel.status).toBe(200);
    const mails = await queued(c.userId);
    expect(mails.map((m) => m.kind)).toEqual(['BOOKING_CONFIRMED', 'BOOKING_CANCELED']);
    expect(mails[1]!.subject).toContain('Cancelled: Power Spin 45');
    // Its calendar file cancels the same event, so the customer's calendar drops it.
    const [cancelFile] = mails[1]!.attachments;
    expect(cancelFile).toMatchObject({
      filename: 'class.ics',
      contentType: expect.stringContaining('method=CANCEL'),
    });
    const cancelled = parseEvent(cancelFile!.content);
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.event.uid).toBe(`booking-${bookingId}@localhost`);
    expect(cancelled.event.sequence).toBe(1);
    expect(cancelled.event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('sends nothing for a booking that was refused', async () => {
    const sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 30, seats: 5 });
    const c = await createCustomer(t, { credits: 1 });
    const { status } = await join(c.token, sessionId);
    expect(status).toBe(402);
    expect(await queued(c.userId)).toHaveLength(0);
  });

  it('tells the customer promoted from the waitlist that the seat is theirs', async () => {
    const sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 30, seats: 1 });
    const first = await createCustomer(t, { credits: 10 });
    const waiting = await createCustomer(t, { credits: 10 });
    const bookingId = await book(first.token, sessionId);
    const wait = await join(waiting.token, sessionId, true);
    expect(wait.body.data).toMatchObject({ status: 'WAITLISTED' });
    expect(await queued(waiting.userId)).toHaveLength(0);
    await t.call({ method: 'DELETE', url: `/api/v1/bookings/${bookingId}`, token: first.token });
    const [promoted] = await queued(waiting.userId);
    expect(promoted).toMatchObject({ kind: 'WAITLIST_PROMOTED' });
    expect(promoted!.subject).toContain('A seat opened');
    expect(promoted!.attachments[0]?.filename).toBe('class.ics');
  });

  it('sends a receipt for a payment, once, and the booking it bought', async () => {
    const sessionId = await makeSession(t, 'Power Spin 45', { startsInHours: 30, seats: 5 });
    const c = await createCustomer(t);
    const { status, body } = await buy(t, c.token, {
      packageId: await packageId(t, 'Kinetic 10 Credits'),
      sessionId,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    await payOnSandbox(t, body.data.paymentUrl!, '4242 4242 4242 4242');
    const order = await purchaseRow(t, body.data.referenceId);
    expect(order.status).toBe('PAID');
    const mails = await queued(c.userId);
    expect(mails.map((m) => m.kind).sort()).toEqual(['BOOKING_CONFIRMED', 'PAYMENT_RECEIPT']);
    const receipt = mails.find((m) => m.kind === 'PAYMENT_RECEIPT')!;
    expect(receipt.subject).toBe(`Your Kinetic receipt ${order.referenceId}`);
    expect(receipt.textBody).toContain('Kinetic 10 Credits');
    // The payment is reconciled again: still one receipt.
    await t.call({ method: 'GET', url: `/api/v1/transactions/${order.referenceId}`, token: c.token });
    expect(
      await t.database.db
        .select()
        .from(mailQueue)
        .where(and(eq(mailQueue.userId, c.userId), eq(mailQueue.kind, 'PAYMENT_RECEIPT'))),
    ).toHaveLength(1);
  });

  it("names the package in an Arabic reader's receipt in Arabic", async () => {
    const c = await createCustomer(t);
    const { body } = await buy(t, c.token, { packageId: await packageId(t, 'Kinetic 10 Credits') });
    // Chosen after the order was opened: the receipt reads the account's language when it is paid.
    await t.database.db.update(users).set({ language: 'ar' }).where(eq(users.id, c.userId));
    await payOnSandbox(t, body.data.paymentUrl!, '4242 4242 4242 4242');
    const receipt = (await queued(c.userId)).find((m) => m.kind === 'PAYMENT_RECEIPT')!;
    expect(receipt.textBody).toContain('Kinetic 10 نقاط');
    expect(receipt.textBody).not.toContain('Credits');
  });
});
