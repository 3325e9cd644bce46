import {
  expect,
  expectAccessible,
  MAIN_URL,
  registerCustomer,
  signInAs,
  test,
  uniqueEmail,
} from '../support/app';

test('a trainer sees a new follower on the bell, opens the list, and the count resets', async ({
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
  const bell = page.getByRole('link', { name: /Notifications, \d+ unread/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByText(/Dana Al-Fahad started following you/).first()).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${MAIN_URL}/classes`);
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
});
