import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  KUWAIT_STORE,
  keepPicture,
  MAIN_URL,
  signInAs,
  test,
} from '../support/app';
import { addSessionSoon, apiToken, ownSessionCard } from '../support/manage';

/** The sum of the caller's package credit balances, as the user record reports it. */
async function creditBalance(page: Page, token: string): Promise<number> {
  const response = await page.request.get(`${MAIN_URL}/api/v1/users/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as { data: { userPackageDetailDtoList: { balance: number }[] } };
  return data.userPackageDetailDtoList.reduce((sum, summary) => sum + summary.balance, 0);
}

interface Item {
  classSessionId: number;
  title: string;
  availableSeat: number;
}

test('a freed seat books the first waitlisted customer who can take it, and tells them', async ({ page }) => {
  const list = await page.request.post(`${MAIN_URL}/api/v1/classes/list`, {
    headers: KUWAIT_STORE,
    data: { size: 100 },
  });
  const items = ((await list.json()) as { data: { items: Item[] } }).data.items;
  // The seed fills the first Reformer session with eight members; six of them pay with general credits.
  const full = items.find((item) => item.title.includes('Reformer') && item.availableSeat === 0)!;
  expect(full).toBeTruthy();

  const demo = await signInAs(page, 'customer@kinetic.test');
  const classUrl = `${MAIN_URL}/classes/${full.classSessionId}/${full.title.replace(/[^A-Za-z0-9]+/g, '-')}`;
  await page.goto(classUrl);
  // The seed puts the demo customer first on this session's waitlist.
  await expect(page.getByRole('button', { name: 'WAITLISTED' })).toBeDisabled();
  const creditsBefore = await creditBalance(page, demo.token);

  // member01 holds a seat paid with general credits and cancels it.
  const login = await page.request.post(`${MAIN_URL}/api/v1/auth/login`, {
    data: { email: 'member01@kinetic.test', password: DEMO_PASSWORD },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const auth = { authorization: `Bearer ${token}` };
  const detail = await page.request.get(`${MAIN_URL}/api/v1/sessions/${full.classSessionId}`, {
    headers: auth,
  });
  const bookingId = ((await detail.json()) as { data: { myBookings: { bookingId: number }[] } }).data
    .myBookings[0]!.bookingId;
  const cancel = await page.request.delete(`${MAIN_URL}/api/v1/bookings/${bookingId}`, { headers: auth });
  expect(cancel.status()).toBe(200);
  expect(
    ((await cancel.json()) as { data: { waitlistPromoted: unknown } }).data.waitlistPromoted,
  ).toBeTruthy();

  await page.reload();
  await expect(page.getByRole('button', { name: 'BOOKED' })).toBeDisabled();
  expect(await creditBalance(page, demo.token)).toBe(creditsBefore - 3);
  await page.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(/waitlist/i).first()).toBeVisible();
  // A click follows the notification to its class and closes the panel.
  await page.goto(`${MAIN_URL}/notifications`);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await panel
    .getByTestId('notification')
    .filter({ hasText: /waitlist/i })
    .first()
    .click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/classes\/\d+\//);
});

test('the gym books a customer waitlisted inside the auto-waitlist window from the participants screen', async ({
  page,
}) => {
  // CrossFit WOD waitlists joiners from 2 hours before the start: its gym adds a session 1 hour ahead.
  const slot = await addSessionSoon(page, 'gym@kinetic.test', 'CrossFit WOD', 60);
  const demo = await apiToken(page, 'customer@kinetic.test');
  const joined = await page.request.post(`${MAIN_URL}/api/v1/bookings`, {
    headers: { authorization: `Bearer ${demo}` },
    data: { classSessionId: slot.classSessionId, waitlistIfFull: true },
  });
  expect(((await joined.json()) as { data: { status: string } }).data.status).toBe('WAITLISTED');
  const creditsBefore = await creditBalance(page, demo);

  await signInAs(page, 'gym@kinetic.test');
  await page.goto(`${MAIN_URL}/gym/classes/${Date.now()}?date=${slot.classDate}`);
  await ownSessionCard(page, slot.classSessionId).getByRole('button', { name: 'Participants' }).click();
  const drawer = page.getByRole('dialog', { name: 'Participants: CrossFit WOD' });
  const waiting = drawer.getByTestId('waitlisted').filter({ hasText: 'Layla Al-Ahmad' });
  await expect(waiting).toContainText('#1');
  await expectAccessible(page);
  await waiting.getByRole('button', { name: 'Book from waitlist: Layla Al-Ahmad' }).click();
  await expect(page.getByText('Layla Al-Ahmad is booked and has been told.')).toBeVisible();
  await expect(drawer.getByTestId('participant').filter({ hasText: 'Layla Al-Ahmad' })).toBeVisible();
  await expect(drawer.getByText('Nobody is on the waitlist.')).toBeVisible();
  expect(await creditBalance(page, demo)).toBe(creditsBefore - 2);
});

test("the class's trainer books a customer waitlisted inside the auto-waitlist window from their participants screen", async ({
  page,
}) => {
  // Three sign-ins, a slot and an axe audit: more than the default minute on a busy machine.
  test.slow();
  // The gym adds a CrossFit WOD session 75 minutes ahead (inside its 2-hour window), run by Ali.
  const ali = await apiToken(page, 'ali.trainer@kinetic.test');
  const me = await page.request.get(`${MAIN_URL}/api/v1/users/me`, {
    headers: { authorization: `Bearer ${ali}` },
  });
  const aliId = ((await me.json()) as { data: { id: number } }).data.id;
  const slot = await addSessionSoon(page, 'gym@kinetic.test', 'CrossFit WOD', 75, 10, aliId);
  const demo = await apiToken(page, 'customer@kinetic.test');
  const joined = await page.request.post(`${MAIN_URL}/api/v1/bookings`, {
    headers: { authorization: `Bearer ${demo}` },
    data: { classSessionId: slot.classSessionId, waitlistIfFull: true },
  });
  expect(((await joined.json()) as { data: { status: string } }).data.status).toBe('WAITLISTED');
  const creditsBefore = await creditBalance(page, demo);

  await signInAs(page, 'ali.trainer@kinetic.test');
  await page.goto(`${MAIN_URL}/trainer/classes?date=${slot.classDate}`);
  await ownSessionCard(page, slot.classSessionId).getByRole('button', { name: 'Participants' }).click();
  const drawer = page.getByRole('dialog', { name: 'Participants: CrossFit WOD' });
  const waiting = drawer.getByTestId('waitlisted').filter({ hasText: 'Layla Al-Ahmad' });
  await expect(waiting).toContainText('#1');
  await expectAccessible(page);
  await keepPicture(page, { path: '/tmp/shots-waitlist/trainer-waitlist-1366.png' });
  await waiting.getByRole('button', { name: 'Book from waitlist: Layla Al-Ahmad' }).click();
  await expect(page.getByText('Layla Al-Ahmad is booked and has been told.')).toBeVisible();
  await expect(drawer.getByTestId('participant').filter({ hasText: 'Layla Al-Ahmad' })).toBeVisible();
  await expect(drawer.getByText('Nobody is on the waitlist.')).toBeVisible();
  expect(await creditBalance(page, demo)).toBe(creditsBefore - 2);
  await page.setViewportSize({ width: 390, height: 844 });
  await keepPicture(page, { path: '/tmp/shots-waitlist/trainer-waitlist-390.png' });
});
