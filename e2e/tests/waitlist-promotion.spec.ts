import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, MAIN_URL, signInAs, test } from '../support/app';

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
  const list = await page.request.post(`${MAIN_URL}/api/v1/classes/list`, { data: { size: 100 } });
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
  await page.getByRole('link', { name: /Notifications, \d+ unread/ }).click();
  await expect(page.getByText(/waitlist/i).first()).toBeVisible();
});
