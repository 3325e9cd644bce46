import { expect, expectAccessible, MAIN_URL, signInAs, test } from '../support/app';
import { bookableSessions, bookFirst } from '../support/classes';
import { addSessionSoon, bookByApi, classRowOf } from '../support/manage';

const HOUR = 3_600_000;
const NO_REFUND =
  'This class starts in less than 6 hours. If you cancel now, your credits will not be refunded.';

test.describe('schedule', () => {
  test('the demo customer cancels a booked class with a reason and gets the credits back', async ({
    page,
  }) => {
    const { token } = await signInAs(page, 'customer@kinetic.test');
    const booked = await bookFirst(
      page,
      token,
      await bookableSessions(page, token, { fromMs: 8 * HOUR, toMs: 7 * 24 * HOUR }),
    );
    expect(booked, 'a class more than 6 hours ahead to book').not.toBeNull();
    const { session, balanceAfterBooking, packageName } = booked!;

    await page.goto(`${MAIN_URL}/userschedule/${session.classDate}`);
    await expect(page).toHaveTitle(/My schedule/);
    await page.locator(`[role="tab"][data-date="${session.classDate}"]`).click();
    // By the session: the customer may hold another session of the same class that day.
    const row = classRowOf(page, session.classSessionId);
    await expect(row).toBeVisible();
    await expectAccessible(page);

    await row.getByRole('button', { name: `Cancel ${session.title}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Why do you want to cancel this class ?')).toBeVisible();
    await expect(dialog.getByText(NO_REFUND)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog.getByText('Please choose a valid cancellation reason.')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('radio', { name: 'Schedule conflict' }).check();
    await dialog.getByLabel('Remark (optional)').fill('Work trip');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();

    const restored = balanceAfterBooking + session.credit;
    const credits = (n: number) => (n === 1 ? '1 credit' : `${n} credits`);
    await expect(dialog.getByTestId('cancel-outcome')).toContainText(
      `${credits(session.credit)} refunded to ${packageName}. Balance: ${credits(restored)}.`,
    );
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(row).toHaveCount(0);

    // The stored user was refreshed with the restored balance.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('kinetic.user') ?? '{}'));
    expect(stored.userPackageDetailDtoList).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: packageName, balance: restored })]),
    );
  });

  test('cancelling a class that starts within 6 hours warns that nothing is refunded', async ({ page }) => {
    const { token } = await signInAs(page, 'customer@kinetic.test');
    // Its gym adds a HIIT Burn session two hours from now, so this journey runs at any time of day.
    const slot = await addSessionSoon(page, 'gym@kinetic.test', 'HIIT Burn', 120);
    await bookByApi(page, token, slot.classSessionId);

    await page.goto(`${MAIN_URL}/upcoming`);
    const row = classRowOf(page, slot.classSessionId);
    await row.getByRole('button', { name: 'Cancel HIIT Burn' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(NO_REFUND)).toBeVisible();
    await dialog.getByRole('radio', { name: 'Feeling unwell' }).check();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog.getByTestId('cancel-outcome')).toContainText('Your booking is cancelled');
    await expect(dialog.getByTestId('cancel-outcome')).toContainText(NO_REFUND);
  });

  test('a booked live video class offers Join from 10 minutes before, and the mobile-web note on phones', async ({
    page,
  }) => {
    const { token } = await signInAs(page, 'customer@kinetic.test');
    const title = 'Live Online Yoga Flow';
    const soon = await addSessionSoon(page, 'trainer@kinetic.test', title, 5);
    const later = await addSessionSoon(page, 'trainer@kinetic.test', title, 90);
    await bookByApi(page, token, soon.classSessionId);
    await bookByApi(page, token, later.classSessionId);
    // By the session each row links to: the seeded booking of the same class may share a time.
    const row = (at: { classSessionId: number }) => classRowOf(page, at.classSessionId);

    // Not yet open an hour and a half ahead.
    await page.goto(`${MAIN_URL}/upcoming`);
    await expect(row(later).getByRole('button', { name: `Join ${title}` })).toBeDisabled();
    await expect(row(later).getByText('Opens 10 minutes before the start')).toBeVisible();

    // Open five minutes ahead, in the weekly schedule: it leads to the live page.
    await page.goto(`${MAIN_URL}/userschedule/${soon.classDate}`);
    await page.locator(`[role="tab"][data-date="${soon.classDate}"]`).click();
    const join = row(soon).getByRole('link', { name: `Join ${title}` });
    await expect(join).toBeVisible();
    await expectAccessible(page);
    await join.click();
    await expect(page).toHaveURL(new RegExp(`/live/${soon.classSessionId}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Waiting for the trainer to join the live class')).toBeVisible();

    // SPEC 1: no live video in a mobile browser; the row says to use the desktop site or the app.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${MAIN_URL}/userschedule/${soon.classDate}`);
    await page.locator(`[role="tab"][data-date="${soon.classDate}"]`).click();
    await expect(
      row(soon).getByText(
        'Live video classes are not available on mobile web. Please use the desktop site or the app.',
      ),
    ).toBeVisible();
    await expect(row(soon).getByRole('link', { name: `Join ${title}` })).toHaveCount(0);
  });

  test('the member pages are one click apart and the week moves on', async ({ page }) => {
    await signInAs(page, 'customer@kinetic.test');
    await page.goto(`${MAIN_URL}/userschedule`);
    const week = page.getByRole('heading', { level: 2 }).filter({ hasText: /–/ });
    const thisWeek = await week.innerText();
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page).toHaveURL(/\/userschedule\/\d{4}-\d{2}-\d{2}$/);
    await expect(week).not.toHaveText(thisWeek);
    await page.getByRole('link', { name: 'This week' }).click();
    await expect(week).toHaveText(thisWeek);

    const nav = page.getByRole('navigation', { name: 'My classes' });
    await nav.getByRole('link', { name: 'Finished' }).click();
    await expect(page).toHaveTitle(/Finished classes/);
    await expect(page.getByTestId('class-row').first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Wishlist' }).click();
    await expect(page).toHaveTitle(/Wishlist/);
    const zumba = page.getByTestId('class-row').filter({ hasText: 'Zumba Dance Party' });
    await expect(zumba).toBeVisible();
    await expectAccessible(page);
    await zumba.getByRole('button', { name: /^Remove/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(zumba).toHaveCount(0);
  });

  test('a trainer searching sees only classes', async ({ page }) => {
    await signInAs(page, 'trainer@kinetic.test');
    await page.goto(`${MAIN_URL}/trainers`);
    const box = page.getByRole('search').getByLabel('Search classes', { exact: true });
    await box.fill('yoga');
    const panel = page.getByTestId('search-panel');
    await expect(panel.getByRole('heading', { name: 'Classes' })).toBeVisible();
    await expect(panel.getByRole('link', { name: /Sunrise Vinyasa Yoga/ })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Gyms' })).toHaveCount(0);
    await expect(panel.getByRole('heading', { name: 'Trainers' })).toHaveCount(0);
    await box.press('Enter');
    await expect(page.getByRole('heading', { name: 'Classes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gyms' })).toHaveCount(0);
  });
});
