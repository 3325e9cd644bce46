import {
  expect,
  expectAccessible,
  keepPicture,
  MAIN_URL,
  registerCustomer,
  signInAs,
  test,
  uniqueEmail,
} from '../support/app';
import { addSessionSoon, bookByApi, ownSessionCard } from '../support/manage';
import { buyByApi, newCustomer, TEN_CREDITS } from '../support/payments';

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
  // Every notification read with one press.
  const markAll = page.getByRole('button', { name: 'Mark all read' });
  await expect(page.locator('[data-unread]').first()).toBeVisible();
  await markAll.click();
  await expect(page.locator('[data-unread]')).toHaveCount(0);
  await expect(markAll).toBeDisabled();

  await page.goto(`${MAIN_URL}/classes`);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

// The partner's notice of a booking opens the session's own day with its participants,
// even once that day has passed (it opened today's list, without the drawer).
test("a gym's notice of a booking on a session whose day has passed opens that day with its participants", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { token } = await newCustomer(page, 'past-notice');
  await buyByApi(page, token, TEN_CREDITS);
  const slot = await addSessionSoon(page, 'gym@kinetic.test', 'HIIT Burn', 9 * 60);
  await bookByApi(page, token, slot.classSessionId);

  // The gym reads its bell two days on: the session's day is behind it.
  const gymContext = await browser.newContext();
  const gym = await gymContext.newPage();
  await gym.clock.install({ time: new Date(Date.now() + 2 * 24 * 3_600_000) });
  await signInAs(gym, 'gym@kinetic.test');
  await gym.goto(`${MAIN_URL}/classes`);
  await gym.getByRole('button', { name: /^Notifications/ }).click();
  const panel = gym.getByRole('dialog', { name: 'Notifications' });
  await panel
    .getByTestId('notification')
    .filter({ hasText: /Dana Al-Fahad booked HIIT Burn on/ })
    .first()
    .click();
  await expect(gym).toHaveURL(
    new RegExp(`/gym/classes/\\d+\\?date=${slot.classDate}&participants=${slot.classSessionId}$`),
  );
  await expect(gym.getByRole('dialog', { name: 'Participants: HIIT Burn' })).toBeVisible();
  await expect(
    gym.getByRole('dialog', { name: 'Participants: HIIT Burn' }).getByTestId('participant'),
  ).toContainText('Dana Al-Fahad');
  await gym.getByRole('button', { name: 'Close participants' }).click();
  await expect(ownSessionCard(gym, slot.classSessionId)).toBeVisible();
  await keepPicture(gym, { path: '/tmp/shots-tidy/past-notice.png', fullPage: true });
  await gymContext.close();
});
