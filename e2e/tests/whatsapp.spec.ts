import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  keepPicture,
  latestMailTo,
  MAIN_URL,
  signInAs,
  test,
  uniqueEmail,
} from '../support/app';
import { addSessionSoon } from '../support/manage';
import { buyByApi, TEN_CREDITS } from '../support/payments';

/**
 * WhatsApp messages (docs/adr/0049) in English and Arabic: a customer opts in in Settings and books a
 * class; the app sends the booking's template in their language to the WhatsApp Cloud API's fake (the
 * app serves it in development and sends to it over HTTP); the fake's statuses come back by signed
 * webhook into the gym's Messages log; a STOP reply (posted by the fake as WhatsApp's webhook) ends
 * them: Settings says so, and the next booking is e-mailed only.
 */
interface FakeMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
  statuses: string[];
}

const TEXTS = {
  en: {
    switchLabel: 'Send my notices on WhatsApp',
    onSince: /^On since /,
    stopped: /^Stopped by your STOP reply on /,
    stopWord: 'STOP',
    read: 'Read',
    messagesTab: 'Messages',
    channel: 'WhatsApp',
    book: 'BOOK',
    booked: 'BOOKED',
  },
  ar: {
    switchLabel: 'أرسل إشعاراتي على واتساب',
    onSince: /^مفعّلة منذ /,
    stopped: /^أوقفتها بردّك «إيقاف»/,
    stopWord: 'إيقاف',
    read: 'قُرئت',
    messagesTab: 'الرسائل',
    channel: 'واتساب',
    book: 'احجز',
    booked: 'محجوزة',
  },
} as const;

async function messagesTo(page: Page, mobile: string): Promise<FakeMessage[]> {
  const response = await page.request.get(`${MAIN_URL}/api/v1/dev/whatsapp/messages`);
  return ((await response.json()) as { data: FakeMessage[] }).data.filter((m) => m.to === mobile);
}

/** A customer with a mobile of their own (a STOP from it ends only their messages), in `language`. */
async function customerWithMobile(page: Page, language: 'en' | 'ar') {
  const email = uniqueEmail(`wa-${language}`);
  const mobile = `9656${String(Date.now()).slice(-7)}`;
  const lastName = `Wa${Date.now().toString(36)}`;
  const registered = await page.request.post(`${MAIN_URL}/api/v1/auth/register`, {
    headers: { 'accept-language': language },
    data: {
      storeId: 1,
      firstName: 'Layla',
      lastName,
      email,
      mobile,
      password: DEMO_PASSWORD,
      gender: 'FEMALE',
      userType: 1,
    },
  });
  expect(registered.status()).toBe(201);
  const { token } = await signInAs(page, email);
  await buyByApi(page, token, TEN_CREDITS);
  // The package's receipt goes by e-mail before the customer opts in (else the mail job, finding it
  // still queued, would rightly send it by WhatsApp, and the counts below would include it).
  await latestMailTo(page, email, /receipt|إيصال/);
  return { email, mobile, token, name: `Layla ${lastName}` };
}

/** A session of the gym's HIIT Burn in 10 hours, booked on its class page with the BOOK button. */
async function bookOnClassPage(page: Page, words: (typeof TEXTS)['en' | 'ar']) {
  const slot = await addSessionSoon(page, 'gym@kinetic.test', 'HIIT Burn', 10 * 60);
  await page.goto(`${MAIN_URL}/classes/${slot.classSessionId}/class`);
  await page.getByRole('button', { name: words.book, exact: true }).click();
  await expect(page.getByRole('button', { name: words.booked, exact: true })).toBeDisabled();
}

async function bookByApi(page: Page, token: string) {
  const slot = await addSessionSoon(page, 'gym@kinetic.test', 'HIIT Burn', 10 * 60);
  const booked = await page.request.post(`${MAIN_URL}/api/v1/bookings`, {
    headers: { authorization: `Bearer ${token}` },
    data: { classSessionId: slot.classSessionId, waitlistIfFull: false },
  });
  expect(booked.status()).toBe(201);
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`WhatsApp messages (${language})`, () => {
    test.use({ locale: language });

    test('opted in in Settings, a booking sends its template in the customer language, the gym sees it read, and STOP ends them', async ({
      page,
    }) => {
      const words = TEXTS[language];
      const customer = await customerWithMobile(page, language);

      // Opting in, in Settings: the time is shown.
      await page.goto(`${MAIN_URL}/settings#whatsapp`);
      await expect(page.getByText(`+${customer.mobile}`)).toBeVisible();
      // A controlled switch: it turns on once the API recorded the choice.
      await page.getByRole('switch', { name: words.switchLabel }).click();
      await expect(page.getByText(words.onSince)).toBeVisible();
      await expect(page.getByRole('switch', { name: words.switchLabel })).toBeChecked();
      await keepPicture(page, { path: `test-results/whatsapp-settings-${language}.png`, fullPage: true });

      // A booking on the class page: its confirmation reaches the fake WhatsApp as the approved
      // template, in the customer's language.
      await bookOnClassPage(page, words);
      let message: FakeMessage | undefined;
      await expect
        .poll(async () => {
          [message] = await messagesTo(page, customer.mobile);
          return message?.template;
        })
        .toBe('kinetic_booking_confirmed');
      expect(message!.language).toBe(language);
      expect(message!.parameters.slice(0, 2)).toEqual(['Layla', 'HIIT Burn']);
      if (language === 'ar') expect(message!.parameters[2]).toMatch(/[\u0600-\u06FF]/);

      // WhatsApp reports it delivered, then the customer reads it: the gym's Messages log shows it read.
      await expect
        .poll(async () => (await messagesTo(page, customer.mobile))[0]?.statuses)
        .toEqual(['sent', 'delivered']);
      await page.request.post(`${MAIN_URL}/api/v1/dev/whatsapp/status`, {
        data: { id: message!.id, status: 'read' },
      });
      await signInAs(page, 'gym@kinetic.test');
      await page.goto(`${MAIN_URL}/gym/admin/messages`);
      await expect(page.getByRole('tab', { name: words.messagesTab })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const row = page.getByRole('row').filter({ hasText: customer.name });
      await expect(row).toContainText(words.read);
      await expect(row).toContainText(words.channel);
      await keepPicture(page, { path: `test-results/whatsapp-log-${language}.png`, fullPage: true });
      if (language === 'en') await expectAccessible(page);

      // STOP, replied on WhatsApp (the fake posts the signed webhook): Settings shows the messages ended.
      await page.request.post(`${MAIN_URL}/api/v1/dev/whatsapp/inbound`, {
        data: { from: customer.mobile, text: words.stopWord },
      });
      await signInAs(page, customer.email);
      await page.goto(`${MAIN_URL}/settings#whatsapp`);
      await expect(page.getByText(words.stopped)).toBeVisible();
      await expect(page.getByRole('switch', { name: words.switchLabel })).not.toBeChecked();
      if (language === 'en') await expectAccessible(page);

      // The next booking is e-mailed, and no WhatsApp goes.
      await bookByApi(page, customer.token);
      const mail = await latestMailTo(page, customer.email, /HIIT Burn/);
      expect(mail.subject).toContain('HIIT Burn');
      expect(await messagesTo(page, customer.mobile)).toHaveLength(1);
    });
  });
}
