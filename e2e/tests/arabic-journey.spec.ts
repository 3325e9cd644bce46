import type { Page, TestInfo } from '@playwright/test';
import { auth } from '../../apps/web/src/locales/ar/auth';
import { checkout } from '../../apps/web/src/locales/ar/checkout';
import { membership } from '../../apps/web/src/locales/ar/membership';
import { payments } from '../../apps/web/src/locales/ar/payments';
import { schedule } from '../../apps/web/src/locales/ar/schedule';
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  KUWAIT_STORE,
  keepPicture,
  MAIN_URL,
  PICTURES_WANTED,
  test,
  uniqueEmail,
} from '../support/app';
import { dataWords, strayEnglish } from '../support/arabic';
import { paidClass, SUCCESS_CARD, TEN_CREDITS_AR } from '../support/payments';

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/**
 * Each page of the journey, looked at as an Arabic reader sees it: right to left, no English of ours
 * left on it (names people wrote stay as written), no serious accessibility fault, and a picture at
 * desktop width and at 390 px kept with the test's results.
 */
async function lookAt(page: Page, testInfo: TestInfo, step: string, names: Set<string>) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await strayEnglish(page, names), `English left on ${step}`).toEqual([]);
  await expectAccessible(page);
  if (!PICTURES_WANTED) return;
  await keepPicture(page, { path: testInfo.outputPath(`${step}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepPicture(page, { path: testInfo.outputPath(`${step}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an Arabic reader registers, books a class, pays for a package and cancels, all in Arabic', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ locale: 'ar', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const item = await paidClass(page);
  // What people wrote, not us: the classes on sale as the API words them for an Arabic reader (titles,
  // gyms, branches, trainers), the packages, the brand.
  const list = await page.request.post(`${MAIN_URL}/api/v1/classes/list`, {
    headers: { ...KUWAIT_STORE, 'accept-language': 'ar' },
    data: { size: 100 },
  });
  // Packages are named and described by whoever sells them, in Arabic where they wrote it (the house
  // packages are); gym names stay Latin.
  const packages = await page.request.get(`${MAIN_URL}/api/v1/packages`, {
    headers: { ...KUWAIT_STORE, 'accept-language': 'ar' },
  });
  const { data: onSale } = (await packages.json()) as {
    data: { name: string; description: string; gymName: string | null }[];
  };
  const packageTexts = onSale.map(({ name, description, gymName }) => [name, description, gymName]);
  const names = dataWords([await list.json(), packageTexts, 'Kinetic']);

  // Register from the header, in Arabic.
  await page.goto(`${MAIN_URL}/classes`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByTestId('login-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: auth.tabs.register }).click();
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: auth.register.next }).click();
  await dialog.getByLabel(auth.fields.firstName).fill('Noura');
  await dialog.getByLabel(auth.fields.lastName).fill('Al-Sabah');
  await dialog.getByLabel(auth.fields.email).fill(uniqueEmail('arabic-journey'));
  await dialog.getByLabel(auth.fields.phone).fill('96550007777');
  await dialog.getByLabel(auth.fields.password, { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByLabel(auth.fields.confirmPassword).fill(DEMO_PASSWORD);
  await dialog.getByRole('radio', { name: auth.fields.female }).check();
  await dialog.getByRole('button', { name: auth.register.submit }).click();
  await expect(dialog.getByText(fill(auth.register.step, { step: '٣', total: '٥' }))).toBeVisible();
  await dialog.getByRole('button', { name: auth.register.skip }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  names.add('noura');
  await lookAt(page, testInfo, '1-classes', names);

  // The class page: book; without a package the class's packages open.
  await page.goto(`${MAIN_URL}/classes/${item.classSessionId}/class`);
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  await lookAt(page, testInfo, '2-class', names);
  await page.getByTestId('booking-action').click();
  await expect(page).toHaveURL(/\/membership\/\d+\/\d+\/\d+\/nobalance/);
  await expect(page.getByRole('heading', { name: membership.forClass.classTitle })).toBeVisible();
  // The no-balance toast closes by itself; the page is looked at without it.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  await lookAt(page, testInfo, '3-packages', names);

  // Checkout: the total in Kuwaiti dinars, in Arabic.
  await page
    .getByRole('button', { name: fill(membership.packages.buyLabel, { name: TEN_CREDITS_AR }) })
    .first()
    .click();
  const pay = page.getByRole('dialog', { name: checkout.modal.title });
  await expect(pay.getByTestId('checkout-total')).toContainText('دينار كويتي');
  await lookAt(page, testInfo, '4-checkout', names);
  await pay.getByRole('button', { name: new RegExp(`^${checkout.modal.pay}`) }).click();

  // The sandbox gateway stands in for MyFatoorah's own page, which is in the customer's language too
  // (KNET is the network's name); then the result, in Arabic.
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  // The order's reference the page names is a code, not a word.
  const reference = await page.getByRole('main').locator('strong').first().innerText();
  await lookAt(page, testInfo, '4b-gateway', dataWords(reference, new Set([...names, 'knet'])));
  await page.getByLabel('رقم البطاقة').fill(SUCCESS_CARD);
  await page.getByRole('button', { name: 'ادفع', exact: true }).click();
  await expect(page).toHaveURL(/\/paymentconfirmation\/[^/]+$/, { timeout: 20_000 });
  const success = page.getByTestId('payment-success');
  await expect(success.getByRole('heading', { name: payments.result.success })).toBeVisible({
    timeout: 20_000,
  });
  // The order's reference (letters the gateway reads back) is a code, not a word.
  dataWords(page.url(), names);
  await lookAt(page, testInfo, '5-paid', names);

  // Upcoming classes: the class is booked; cancel it, with a reason, and the credits come back.
  await page.goto(`${MAIN_URL}/upcoming`);
  const cancel = page.getByRole('button', {
    name: fill(schedule.booking.cancelLabel, { title: item.title }),
  });
  await expect(cancel).toBeVisible();
  await lookAt(page, testInfo, '6-upcoming', names);
  await cancel.click();
  const cancelDialog = page.getByRole('dialog');
  await cancelDialog.getByRole('radio').first().check();
  await lookAt(page, testInfo, '7-cancel', names);
  await cancelDialog.getByRole('button', { name: schedule.cancel.confirm }).click();
  await expect(cancelDialog.getByText(schedule.outcome.title)).toBeVisible();
  await lookAt(page, testInfo, '8-cancelled', names);
  await cancelDialog.getByRole('button', { name: schedule.outcome.done }).click();
  await expect(cancel).toHaveCount(0);
  await context.close();
});
