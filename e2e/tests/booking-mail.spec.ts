import { checkInQrPath, formatCheckInCode } from '@kinetic/domain';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expect, expectAccessible, MAIN_URL, signInAs, test } from '../support/app';
import { addSessionSoon, dismissToasts } from '../support/manage';
import { buyByApi, newCustomer, TEN_CREDITS } from '../support/payments';

interface OutboxMail {
  toAddress: string;
  fromAddress: string | null;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  attachments: { filename: string; contentType: string; content: string }[] | null;
}

/** Waits for a mail to `address` whose subject starts with `subject` in the development outbox (sent by the mail job). */
async function mailTo(page: Page, address: string, subject: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`${MAIN_URL}/api/v1/dev/outbox?limit=100`);
      const { data } = (await response.json()) as { data: OutboxMail[] };
      found = data.find((mail) => mail.toAddress === address && mail.subject.startsWith(subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The one event of a calendar file, as a calendar application imports it. */
function importEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
}

test('a booking made in the browser sends a confirmation whose calendar file imports, and the class page adds it to a calendar', async ({
  page,
}) => {
  const { token, email } = await newCustomer(page, 'mail');
  await buyByApi(page, token, TEN_CREDITS);
  await signInAs(page, email);
  const slot = await addSessionSoon(page, 'gym@kinetic.test', 'HIIT Burn', 10 * 60);

  await page.goto(`${MAIN_URL}/classes/${slot.classSessionId}/HIIT-Burn`);
  await expect(page.getByRole('heading', { level: 1, name: 'HIIT Burn' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);
  await page.getByRole('button', { name: 'BOOK', exact: true }).click();
  await expect(page.getByRole('button', { name: 'BOOKED' })).toBeDisabled();

  // The confirmation, sent by the mail job, in the brand's name, with the class as a calendar event.
  const mail = await mailTo(page, email, 'Booked: HIIT Burn');
  expect(mail.fromAddress).toBe('"Kinetic" <hello@kinetic.example>');
  expect(mail.textBody).toContain(`${MAIN_URL}/userschedule`);
  expect(mail.htmlBody).toContain('Kinetic');
  const attachment = mail.attachments?.find((a) => a.filename === 'class.ics');
  expect(attachment?.contentType).toContain('text/calendar');
  const event = importEvent(attachment!.content);
  expect(event.summary).toBe('HIIT Burn');
  expect(event.uid).toMatch(/^booking-\d+@localhost$/);
  expect(event.startDate.zone?.tzid).toBe('UTC');
  // The booking's check-in code, read out in the text and drawn as a QR code the door's scanner reads.
  const bookingId = /^booking-(\d+)@/.exec(event.uid)![1];
  const codeAnswer = await page.request.get(`${MAIN_URL}/api/v1/bookings/${bookingId}/check-in-code`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { code } = ((await codeAnswer.json()) as { data: { code: string } }).data;
  expect(mail.textBody).toContain(`read out your check-in code: ${formatCheckInCode(code)}.`);
  expect(mail.htmlBody).toContain(checkInQrPath(code));
  const qr = await page.request.get(`${MAIN_URL}${checkInQrPath(code)}`);
  expect(qr.headers()['content-type']).toBe('image/png');
  const start = event.startDate.toJSDate();
  // The class starts about ten hours from now, on the store's clock the journey asked for.
  expect(Math.abs(start.getTime() - Date.now() - 10 * 3_600_000)).toBeLessThan(5 * 60_000);
  expect(event.endDate.toJSDate().getTime()).toBeGreaterThan(start.getTime());

  // "Add to calendar" on the class page downloads the same event.
  const add = page.getByRole('button', { name: 'Add to calendar' });
  await expect(add).toBeVisible();
  await dismissToasts(page);
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), add.click()]);
  expect(download.suggestedFilename()).toBe(`class-${slot.classSessionId}.ics`);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const downloaded = importEvent(Buffer.concat(chunks).toString('utf8'));
  expect(downloaded.uid).toBe(event.uid);
  expect(downloaded.startDate.toJSDate().toISOString()).toBe(start.toISOString());
});

test('a customer turns class reminders off in settings, and receipts stay on', async ({ page }) => {
  await newCustomer(page, 'mailprefs');
  await page.goto(`${MAIN_URL}/settings#mail`);
  const reminders = page.getByRole('switch', { name: 'Class reminders' });
  await expect(reminders).toBeChecked();
  await expect(page.getByText('Payment receipts are always sent.')).toBeVisible();
  await expectAccessible(page);
  await reminders.click();
  await expect(reminders).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Class reminders' })).not.toBeChecked();
  await expect(
    page.getByRole('switch', { name: 'Booking confirmations, with the calendar event' }),
  ).toBeChecked();
});
