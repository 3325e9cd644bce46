import { expect, expectAccessible, MAIN_URL, signInAs, test } from '../support/app';
import { addSessionSoon, bookByApi, dismissToasts, ownSessionCard } from '../support/manage';
import { buyByApi, newCustomer, TEN_CREDITS } from '../support/payments';

// A fresh server's first lists are slow on a loaded machine.
test.describe.configure({ timeout: 180_000 });

/** The bell's unread count as its accessible name says it (0 when it says none). */
async function bellCount(page: import('@playwright/test').Page): Promise<number> {
  const name = await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label');
  const match = /(\d+) unread/.exec(name ?? '');
  return match ? Number(match[1]) : 0;
}

test('the gym cancels a booked class and the customer’s bell counts it without a reload; the click goes nowhere', async ({
  page,
  browser,
}) => {
  // The customer: credits, a class soon at the gym, booked; the classes page open.
  const { token, email } = await newCustomer(page, 'live-bell');
  await buyByApi(page, token, TEN_CREDITS);
  const slot = await addSessionSoon(page, 'gym@kinetic.test', 'HIIT Burn', 9 * 60);
  await bookByApi(page, token, slot.classSessionId);
  await signInAs(page, email);
  await page.goto(`${MAIN_URL}/classes`);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  // Settle: the stream has sent its first count.
  await page.waitForTimeout(1000);
  const before = await bellCount(page);
  // A reload would lose this mark.
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  // The gym, in its own browser context, cancels the customer's booking from the participants drawer.
  const gymContext = await browser.newContext();
  const gym = await gymContext.newPage();
  await signInAs(gym, 'gym@kinetic.test');
  await gym.goto(`${MAIN_URL}/gym/classes/${Date.now()}?date=${slot.classDate}`);
  const card = ownSessionCard(gym, slot.classSessionId);
  await card.getByRole('button', { name: 'Participants' }).click();
  const drawer = gym.getByRole('dialog', { name: 'Participants: HIIT Burn' });
  await drawer.getByRole('button', { name: 'Cancel booking of Dana Al-Fahad' }).click();
  const cancel = gym.getByRole('dialog', { name: 'Cancel booking' });
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(
    gym.getByText("Dana Al-Fahad's booking was cancelled and the credits refunded."),
  ).toBeVisible();
  await gymContext.close();

  // The customer's bell rises on the page already open.
  await expect(page.getByRole('button', { name: `Notifications, ${before + 1} unread` })).toBeVisible({
    timeout: 15_000,
  });
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await expect(page).toHaveURL(/\/classes$/);

  // The notification says who cancelled what; clicking it marks it read and leads nowhere (SPEC 4.5).
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const item = panel
    .getByTestId('notification')
    .filter({ hasText: /Your booking of HIIT Burn on .+ was cancelled by/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Unread');
  await dismissToasts(page);
  await expectAccessible(page);
  await item.click();
  await expect(item).not.toContainText('Unread');
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/classes$/);
  await expect(panel).toBeVisible();
});
