import type { Page } from '@playwright/test';
import { expect, expectAccessible, MAIN_URL, signInAs, test } from '../support/app';
import { addSessionSoon, twelveHour } from '../support/manage';
import { buyByApi, newCustomer, TEN_CREDITS } from '../support/payments';

const NO_REFUND =
  'This class starts in less than 6 hours. If you cancel now, your credits will not be refunded.';
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The credits left on the 10-credit package, as the membership page shows them. */
async function expectCreditsLeft(page: Page, text: string) {
  await page.goto(`${MAIN_URL}/membership`);
  const pkg = page.getByTestId('user-package').filter({ hasText: TEN_CREDITS });
  await expect(pkg.getByTestId('credits-balance')).toHaveText(text);
}

test('a customer books a class in the browser, finds it on its day in the schedule and cancels it there for a refund', async ({
  page,
}) => {
  const { token, email } = await newCustomer(page, 'chain');
  await buyByApi(page, token, TEN_CREDITS);
  // Signing in again stores the user with the package just bought.
  await signInAs(page, email);
  // The demo gym adds a HIIT Burn (1 credit) 8 hours from now: past the 6-hour refund cutoff at any
  // time of day, and still well ahead of it when the journey cancels.
  const slot = await addSessionSoon(page, 'gym@kinetic.test', 'HIIT Burn', 8 * 60);
  await expectCreditsLeft(page, '10 credits left');

  // Book on the class page.
  await page.goto(`${MAIN_URL}/classes/${slot.classSessionId}/HIIT-Burn`);
  await expect(page.getByRole('heading', { level: 1, name: 'HIIT Burn' })).toBeVisible();
  await page.getByRole('button', { name: 'BOOK', exact: true }).click();
  await expect(page.getByText(`You have joined the class. 9 credits left on ${TEN_CREDITS}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'BOOKED' })).toBeDisabled();
  await expectCreditsLeft(page, '9 credits left');

  // The Schedule tab: Monday to Sunday; the class is on its day (next week's, late on a Sunday).
  await page.getByRole('banner').getByRole('tab', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/userschedule$/);
  await expect(page).toHaveTitle(/My schedule/);
  const days = page.getByRole('main').getByRole('tablist').getByRole('tab');
  await expect(days).toHaveCount(7);
  for (const [index, day] of WEEKDAYS.entries()) {
    await expect(days.nth(index)).toContainText(day);
  }
  const dayTab = page.locator(`[role="tab"][data-date="${slot.classDate}"]`);
  const week = page.getByRole('heading', { level: 2 }).filter({ hasText: /–/ });
  const thisWeek = await week.innerText();
  if ((await dayTab.count()) === 0) {
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(week).not.toHaveText(thisWeek);
  }
  await dayTab.click();
  await expect(dayTab).toHaveAttribute('aria-selected', 'true');
  await expect(dayTab).toContainText('1 class');
  const row = page
    .getByRole('tabpanel')
    .getByTestId('class-row')
    .filter({ hasText: 'HIIT Burn' })
    .filter({ hasText: twelveHour(slot.fromTime) });
  await expect(row).toBeVisible();
  await expectAccessible(page);

  // Cancel there, with a reason and a remark: more than 6 hours ahead, the credit comes back.
  await row.getByRole('button', { name: 'Cancel HIIT Burn' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Why do you want to cancel this class ?')).toBeVisible();
  await expect(dialog.getByText(NO_REFUND)).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Schedule conflict' }).check();
  await dialog.getByLabel('Remark (optional)').fill('Meeting moved');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByTestId('cancel-outcome')).toContainText(
    `1 credit refunded to ${TEN_CREDITS}. Balance: 10 credits.`,
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(row).toHaveCount(0);
  await expect(dayTab).toContainText('0 classes');

  await expectCreditsLeft(page, '10 credits left');
  await page.goto(`${MAIN_URL}/classes/${slot.classSessionId}/HIIT-Burn`);
  await expect(page.getByRole('button', { name: 'BOOK', exact: true })).toBeEnabled();
});
