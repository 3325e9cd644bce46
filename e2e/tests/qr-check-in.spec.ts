import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, keepPicture, MAIN_URL, signInAs, test } from '../support/app';
import { browserFilming, writeQrVideo } from '../support/fake-camera';
import { addSlotSoon, apiToken, createClassByApi, dismissToasts, ownSessionCard } from '../support/manage';
import { buyByApi, newCustomer, TEN_CREDITS } from '../support/payments';

/**
 * A member shows their booking's check-in code as a QR code; the trainer running the class
 * scans it with the camera at the door. The trainer's browser films a QR code drawn from the code the
 * member's screen shows (Chromium's fake camera playing a video written here).
 */

const TRAINER = 'trainer@kinetic.test';

/** A class of the (freelance) demo trainer's with a session half an hour away: check-in is open. */
async function classStartingSoon(page: Page, title: string) {
  const token = await apiToken(page, TRAINER);
  const classId = await createClassByApi(page, token, { title });
  return addSlotSoon(page, token, classId, 30);
}

/** A new member with credits books the session on its class page, then opens their check-in code. */
async function memberShowsCode(page: Page, title: string, classSessionId: number, texts: Texts) {
  const { token, email } = await newCustomer(page, 'qr');
  await buyByApi(page, token, TEN_CREDITS);
  await signInAs(page, email);
  await page.goto(`${MAIN_URL}/classes/${classSessionId}/${title.replaceAll(' ', '-')}`);
  await page.getByRole('button', { name: texts.book, exact: true }).click();
  await expect(page.getByRole('button', { name: texts.booked })).toBeDisabled();

  await page.goto(`${MAIN_URL}/upcoming`);
  await page.getByRole('button', { name: texts.codeButton(title) }).click();
  const dialog = page.getByRole('dialog', { name: texts.codeTitle });
  const qr = dialog.getByRole('img', { name: texts.qrName(title) });
  await expect(qr).toBeVisible();
  // The QR code is a picture that has loaded, not a broken image.
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const shown = (await dialog.getByTestId('check-in-code').textContent()) ?? '';
  expect(shown).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
  return { dialog, code: shown.replaceAll('-', '') };
}

interface Texts {
  book: string;
  booked: string;
  codeButton: (title: string) => string;
  codeTitle: string;
  qrName: (title: string) => string;
  participants: string;
  drawer: (title: string) => string;
  scan: string;
  checkedIn: string;
  checkedInSwitch: string;
  alreadyUsed: RegExp;
  typedField: string;
  submit: string;
}

const ENGLISH: Texts = {
  book: 'BOOK',
  booked: 'BOOKED',
  codeButton: (title) => `Check-in code for ${title}`,
  codeTitle: 'Your check-in code',
  qrName: (title) => `QR code to check in to ${title}`,
  participants: 'Participants',
  drawer: (title) => `Participants: ${title}`,
  scan: 'Scan a code',
  checkedIn: 'Dana Al-Fahad is checked in.',
  checkedInSwitch: 'Checked in: Dana Al-Fahad',
  alreadyUsed: /^This code has already been used: Dana Al-Fahad was checked in at \d\d:\d\d [AP]M\.$/,
  typedField: 'Check-in code',
  submit: 'Check in',
};

const ARABIC: Texts = {
  book: 'احجز',
  booked: 'محجوزة',
  codeButton: (title) => `رمز الحضور لـ ${title}`,
  codeTitle: 'رمز تسجيل حضورك',
  qrName: (title) => `رمز QR لتسجيل الحضور في ${title}`,
  participants: 'المشاركون',
  drawer: (title) => `المشاركون: ${title}`,
  scan: 'امسح رمزاً',
  checkedIn: 'تم تسجيل حضور Dana Al-Fahad.',
  checkedInSwitch: 'الحضور: Dana Al-Fahad',
  alreadyUsed: /^استُخدم هذا الرمز من قبل: سُجّل حضور Dana Al-Fahad الساعة [٠-٩]{2}:[٠-٩]{2} [صم]\.$/,
  typedField: 'رمز تسجيل الحضور',
  submit: 'سجّل الحضور',
};

/**
 * The trainer, in a browser whose camera films the member's QR code, opens the session's participants
 * and scans: the member is checked in once. Then the same code typed is refused as used.
 */
async function trainerScans(
  code: string,
  slot: { classSessionId: number; classDate: string },
  title: string,
  texts: Texts,
  locale: string,
  shot: string,
) {
  const video = path.join(mkdtempSync(path.join(tmpdir(), 'qr-camera-')), 'code.y4m');
  writeQrVideo(video, code);
  const browser = await browserFilming(video);
  try {
    const context = await browser.newContext({ locale, reducedMotion: 'reduce' });
    const desk = await context.newPage();
    await signInAs(desk, TRAINER);
    await desk.goto(`${MAIN_URL}/trainer/classes?date=${slot.classDate}`);
    await ownSessionCard(desk, slot.classSessionId).getByRole('button', { name: texts.participants }).click();
    const drawer = desk.getByRole('dialog', { name: texts.drawer(title) });
    const member = drawer.getByTestId('participant').filter({ hasText: 'Dana Al-Fahad' });
    await expect(member.getByRole('switch', { name: texts.checkedInSwitch })).not.toBeChecked();

    await drawer.getByRole('button', { name: texts.scan }).click();
    await expect(drawer.getByTestId('scan-outcome')).toHaveText(texts.checkedIn, { timeout: 20_000 });
    await expect(member.getByRole('switch', { name: texts.checkedInSwitch })).toBeChecked();
    await dismissToasts(desk);
    await keepPicture(desk, { path: test.info().outputPath(`${shot}-scanned.png`) });

    // The code again, typed this time: it was used, and the answer says when.
    await drawer.getByRole('textbox', { name: texts.typedField }).fill(code.toLowerCase());
    await drawer.getByRole('button', { name: texts.submit, exact: true }).click();
    await expect(drawer.getByTestId('scan-outcome')).toHaveText(texts.alreadyUsed);
    await expectAccessible(desk);
    await keepPicture(desk, { path: test.info().outputPath(`${shot}-used.png`) });
    await context.close();
  } finally {
    await browser.close();
  }
}

test('a member shows the QR code of their booking and the trainer scans it at the door', async ({ page }) => {
  test.slow();
  const title = `QR Flow ${Date.now().toString(36)}`;
  const slot = await classStartingSoon(page, title);
  const { dialog, code } = await memberShowsCode(page, title, slot.classSessionId, ENGLISH);
  await expect(dialog).toContainText('the gym or trainer scans it to check you in');
  await expectAccessible(page);
  await keepPicture(page, { path: test.info().outputPath('en-member-code.png') });
  await trainerScans(code, slot, title, ENGLISH, 'en-US', 'en');
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar' });

  test('the member’s code and the trainer’s scanner read Arabic', async ({ page }) => {
    test.slow();
    const title = `QR Arabic ${Date.now().toString(36)}`;
    const slot = await classStartingSoon(page, title);
    const { dialog, code } = await memberShowsCode(page, title, slot.classSessionId, ARABIC);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(dialog).toContainText('يمسحه النادي أو المدرب لتسجيل حضورك');
    await keepPicture(page, { path: test.info().outputPath('ar-member-code.png') });
    await trainerScans(code, slot, title, ARABIC, 'ar', 'ar');
  });
});
