import type { Page, TestInfo } from '@playwright/test';
import {
  expect,
  expectAccessible,
  keepPicture,
  MAIN_URL,
  PICTURES_WANTED,
  signInAs,
  test,
} from '../support/app';
import { addSessionSoon } from '../support/manage';
import { newCustomer } from '../support/payments';

/**
 * Joining inside a class's auto-waitlist window while seats are free used to promise
 * "if a seat frees up we will book you", though nothing has to free up. The customer is told who books
 * them and when, in English and in Arabic.
 */
async function joinInsideTheWindow(page: Page, book: string, ok: string, dialog: string) {
  // CrossFit WOD waitlists joiners from 2 hours before the start; this session is an hour ahead, 10 seats.
  const slot = await addSessionSoon(page, 'gym@kinetic.test', 'CrossFit WOD', 60);
  const customer = await newCustomer(page, 'auto-waitlist');
  await signInAs(page, customer.email);
  await page.goto(`${MAIN_URL}/classes/${slot.classSessionId}/CrossFit-WOD`);
  await page.getByRole('button', { name: book, exact: true }).click();
  await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: ok }).click();
}

async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  if (!PICTURES_WANTED) return;
  await keepPicture(page, { path: testInfo.outputPath(`${name}-desktop.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepPicture(page, { path: testInfo.outputPath(`${name}-390.png`) });
}

test('an auto-waitlisted customer with seats free is told the gym decides, then we book 30 minutes before', async ({
  page,
}, testInfo) => {
  await joinInsideTheWindow(page, 'BOOK', 'OK', 'Waitlist');
  const told = page.getByText(
    'You are on the waitlist: seats are still free, but this close to the start the gym books from its waitlist. If they have not booked you by 30 minutes before the class starts, we book you automatically then, as long as a seat is free and your credits cover the class. We will let you know when you are booked.',
  );
  await expect(told).toBeVisible();
  await expect(page.getByText(/frees up/)).toHaveCount(0);
  await expectAccessible(page);
  await lookAt(page, testInfo, 'auto-waitlist-en');
});

test('and an Arabic reader is told the same in Arabic', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ locale: 'ar', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await joinInsideTheWindow(page, 'احجز', 'حسنًا', 'قائمة الانتظار');
  await expect(
    page.getByText(/لا تزال هناك أماكن متاحة، لكن قبل البدء بهذا القرب يحجز النادي/),
  ).toBeVisible();
  await expect(page.getByText(/قبل 30 دقيقة من بدء الحصة، نحجز لك تلقائيًا/)).toBeVisible();
  await lookAt(page, testInfo, 'auto-waitlist-ar');
  await context.close();
});
