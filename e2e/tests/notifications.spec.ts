import {
  expect,
  expectAccessible,
  MAIN_URL,
  registerCustomer,
  signInAs,
  test,
  uniqueEmail,
} from '../support/app';

test('a trainer sees a new follower on the bell, opens its panel and the full list, and the count resets', async ({
  page,
  browser,
}) => {
  const trainer = await signInAs(page, 'omar.trainer@kinetic.test');
  const trainerId = (trainer.user as unknown as { id: number }).id;

  const fan = await browser.newPage();
  const email = uniqueEmail('fan');
  await registerCustomer(fan, email);
  const session = await signInAs(fan, email);
  const followed = await fan.request.post(`${MAIN_URL}/api/v1/trainers/${trainerId}/follow`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(followed.status()).toBe(200);
  await fan.close();

  await page.goto(`${MAIN_URL}/classes`);
  const bell = page.getByRole('button', { name: /Notifications, \d+ unread/ });
  await expect(bell).toBeVisible();
  // The keyboard opens the bell's panel: the latest notifications, how many were unread, "See all".
  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/^\d+ unread$/)).toBeVisible();
  await expect(panel.getByText(/Dana Al-Fahad started following you/).first()).toBeVisible();
  await expectAccessible(page);
  // Opening it reset the count; Escape closes it and gives the focus back to the bell.
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeFocused();

  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await page.getByRole('link', { name: 'See all notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden();
  await expect(page.getByText(/Dana Al-Fahad started following you/).first()).toBeVisible();
  // Issue 33: every notification read with one press.
  const markAll = page.getByRole('button', { name: 'Mark all read' });
  await expect(page.locator('[data-unread]').first()).toBeVisible();
  await markAll.click();
  await expect(page.locator('[data-unread]')).toHaveCount(0);
  await expect(markAll).toBeDisabled();

  await page.goto(`${MAIN_URL}/classes`);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});
