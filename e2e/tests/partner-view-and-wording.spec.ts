import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  KUWAIT_STORE,
  keepPicture,
  MAIN_URL,
  PICTURES_WANTED,
  signInAs,
  test,
} from '../support/app';
import { addSessionSoon, apiToken, dismissToasts, kuwaitDate, ownSessions } from '../support/manage';
import { buyByApi, newCustomer, TEN_CREDITS } from '../support/payments';

const SHOTS = '/tmp/shots-screens';

// A fresh server's first lists are slow on a loaded machine.
test.describe.configure({ timeout: 240_000 });

interface ListItem {
  classSessionId: number;
  classId: number;
  title: string;
}

/** A class card on /classes, by its session. */
const cardOf = (page: Page, classSessionId: number) =>
  page.locator(`article[aria-labelledby="class-title-${classSessionId}"]`);

/**
 * A day whose first page of the class list (as /classes shows it) holds one of the partner's own
 * sessions and one of another partner's, with the partner's own classes from the API.
 */
async function dayWithOwnAndOther(page: Page, email: string) {
  const token = await apiToken(page, email);
  for (let offset = 1; offset <= 7; offset += 1) {
    const date = kuwaitDate(offset);
    const ownClassIds = new Set((await ownSessions(page, token, date, 1)).map((s) => s.classId));
    const response = await page.request.post(`${MAIN_URL}/api/v1/classes/list`, {
      // The web asks for its store's classes (Kuwait, store 1), so the journey asks the same.
      headers: { authorization: `Bearer ${token}`, ...KUWAIT_STORE },
      data: { page: 0, size: 10, date },
    });
    expect(response.status()).toBe(200);
    const items = ((await response.json()) as { data: { items: ListItem[] } }).data.items;
    const own = items.find((item) => ownClassIds.has(item.classId));
    const other = items.find((item) => !ownClassIds.has(item.classId));
    if (own && other) return { date, own, other };
  }
  throw new Error(`no day with both an own and another partner's class for ${email}`);
}

async function shoot(page: Page, name: string) {
  if (!PICTURES_WANTED) return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await keepPicture(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe('partners see EDIT only on their own classes', () => {
  test("a trainer sees EDIT on their own class and VIEW on another gym's, which opens its details without booking", async ({
    page,
  }) => {
    const { date, own, other } = await dayWithOwnAndOther(page, 'trainer@kinetic.test');
    await signInAs(page, 'trainer@kinetic.test');
    await page.goto(`${MAIN_URL}/classes?date=${date}`);

    const otherCard = cardOf(page, other.classSessionId);
    // The first list of a fresh server can take a while.
    await expect(otherCard).toBeVisible({ timeout: 90_000 });
    await expect(otherCard.getByRole('button', { name: 'VIEW', exact: true })).toBeVisible();
    await expect(otherCard.getByRole('button', { name: 'EDIT' })).toHaveCount(0);
    await expect(
      cardOf(page, own.classSessionId).getByRole('button', { name: 'EDIT', exact: true }),
    ).toBeVisible();
    await otherCard.scrollIntoViewIfNeeded();
    await shoot(page, 'classes-trainer-view-edit');
    await expectAccessible(page);

    // VIEW opens the class's details: no booking, no editing, and why.
    await otherCard.getByRole('button', { name: 'VIEW', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Only members book classes.', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^(BOOK|EDIT|AT GYM|ONLINE|WAITLIST)$/ })).toHaveCount(0);
    await shoot(page, 'class-popup-trainer-view');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // The class page says the same; search results open another's class there, not in the editor.
    await page.goto(`${MAIN_URL}/classes/${other.classSessionId}/x`);
    await expect(page.getByText('Only members book classes.', { exact: false })).toBeVisible();
    await page.goto(`${MAIN_URL}/searchresults/${encodeURIComponent(other.title)}`);
    await expect(page.getByRole('link', { name: other.title }).first()).toHaveAttribute(
      'href',
      /^\/classes\/\d+\//,
    );

    // EDIT on the trainer's own class opens its editor.
    await page.goto(`${MAIN_URL}/classes?date=${date}`);
    await cardOf(page, own.classSessionId).getByRole('button', { name: 'EDIT', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/trainer/classes/edit/${own.classId}$`));
    await expect(page.getByRole('form', { name: 'Edit class' })).toBeVisible();
  });

  test("a gym sees EDIT on its own class and VIEW on another partner's", async ({ page }) => {
    const { date, own, other } = await dayWithOwnAndOther(page, 'gym@kinetic.test');
    await signInAs(page, 'gym@kinetic.test');
    await page.goto(`${MAIN_URL}/classes?date=${date}`);
    await expect(cardOf(page, other.classSessionId)).toBeVisible({ timeout: 90_000 });
    await expect(
      cardOf(page, other.classSessionId).getByRole('button', { name: 'VIEW', exact: true }),
    ).toBeVisible();
    await expect(cardOf(page, other.classSessionId).getByRole('button', { name: 'EDIT' })).toHaveCount(0);
    await cardOf(page, own.classSessionId).getByRole('button', { name: 'EDIT', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/gym/classes/edit/${own.classId}$`));
  });
});

test.describe('toasts and notifications say what happened, when, as people read it', () => {
  test('booking toasts "Class booked"; a message from the gym reads its class day and time in words', async ({
    page,
  }) => {
    const { token, email } = await newCustomer(page, 'toast');
    await buyByApi(page, token, TEN_CREDITS);
    await signInAs(page, email);
    const slot = await addSessionSoon(page, 'gym@kinetic.test', 'HIIT Burn', 8 * 60);

    await page.goto(`${MAIN_URL}/classes/${slot.classSessionId}/HIIT-Burn`);
    await page.getByRole('button', { name: 'BOOK', exact: true }).click();
    const toast = page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'You have joined the class.' });
    await expect(toast.locator('.mantine-Notification-title')).toHaveText('Class booked');
    await expect(page.getByText(/^(SUCCESS|DANGER|WAITLIST)$/)).toHaveCount(0);
    await shoot(page, 'toast-class-booked');
    await dismissToasts(page);

    // The gym writes to everyone booked: the customer's notification names the day as a weekday.
    const gymToken = await apiToken(page, 'gym@kinetic.test');
    const sent = await page.request.post(
      `${MAIN_URL}/api/v1/manage/sessions/${slot.classSessionId}/messages`,
      { headers: { authorization: `Bearer ${gymToken}` }, data: { message: 'Bring water.' } },
    );
    expect(sent.status(), await sent.text()).toBe(200);

    await page.goto(`${MAIN_URL}/notifications`);
    const day = new Date(`${slot.classDate}T00:00:00Z`).toLocaleDateString('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const item = page.getByTestId('notification').filter({ hasText: 'Bring water.' });
    await expect(item).toContainText(`about HIIT Burn on ${day}: Bring water.`);
    await expect(item).not.toContainText(slot.classDate);
    // When it happened: weekday, date and a 12-hour time on the store's clock.
    await expect(item.locator('time')).toHaveText(
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2} (AM|PM)$/,
    );
    await shoot(page, 'notifications-readable-dates');
    await expectAccessible(page);
  });
});

test.describe('register step 2 and counts', () => {
  test('"Password does not match." shows on the first submit with the other errors', async ({ page }) => {
    await page.goto(`${MAIN_URL}/classes`);
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Register' }).click();
    await dialog.getByRole('radio', { name: 'Kuwait' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();

    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Password', { exact: true }).fill('secret1');
    await dialog.getByLabel('Confirm password').fill('secret2');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText('Password does not match.')).toBeVisible();
    await expect(dialog.getByText('Invalid email address.')).toBeVisible();
    await expect(dialog.getByText('This information is required.').first()).toBeVisible();
    await shoot(page, 'register-step2-errors');
    await expectAccessible(page);
  });

  test('one search result reads "1 result", in the panel and on the results page', async ({ page }) => {
    await page.goto(`${MAIN_URL}/classes`);
    const box = page.getByRole('search').getByLabel('Search classes, trainers and gyms');
    await box.fill('Little Movers');
    const panel = page.getByTestId('search-panel');
    await expect(panel.locator('a[href^="/classes/"]')).toHaveCount(1);
    await expect(panel.getByText('1 result', { exact: true })).toBeAttached();
    await box.press('Enter');
    await expect(page.getByText('1 result for “Little Movers”')).toBeVisible();
    await shoot(page, 'search-one-result');
  });
});
