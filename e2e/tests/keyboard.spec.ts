import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, MAIN_URL, registerCustomer, test, uniqueEmail } from '../support/app';
import { kuwaitDate } from '../support/manage';
import { paidClass, SUCCESS_CARD, TEN_CREDITS } from '../support/payments';

/**
 * WCAG 2.1.1, 2.1.2, 2.4.1, 2.4.3 and 2.4.7: a customer finds a class, books it, pays with the
 * sandbox card and cancels it with the keyboard only. After the one page.goto, every step is a key.
 */

/** The focused element draws a focus ring: an outline or a box shadow. */
async function expectFocusVisible(page: Page) {
  const ring = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return {
      outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
      what: `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40)}`,
    };
  });
  expect(ring, 'something has the focus').not.toBeNull();
  expect(ring!.outline || ring!.shadow, `a visible focus ring on ${ring!.what}`).toBe(true);
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until the target has the focus, checking the focus ring where it lands.
 * Failing to reach it within `max` presses means it is not reachable (or the focus is trapped).
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await expect(target).toBeVisible();
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) {
      await expectFocusVisible(page);
      return;
    }
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Focus is inside the open dialog. */
async function expectFocusIn(dialog: Locator) {
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), {
      message: 'the focus moved into the popup',
    })
    .toBe(true);
}

/** Escape closes the dialog and gives the focus back to the control that opened it. */
async function escapeBackTo(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => isFocused(opener), { message: 'the focus went back to the opener' }).toBe(true);
}

test('from the main content, a few Tab presses reach the first class', async ({ page }) => {
  // Tomorrow: late in a Kuwait evening today has no class left to reach.
  await page.goto(`${MAIN_URL}/classes?date=${kuwaitDate(1)}`);
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
  // The day strip and each chip row are one stop each (arrows inside): then the date, the country, more
  // filters, and the first class.
  const firstClass = page.getByRole('article').first().locator('a[href], button:not([disabled])').first();
  await tabTo(page, firstClass, { max: 10 });
  // Inside a chip row the arrows move; Space chooses.
  await tabTo(page, page.getByRole('checkbox', { name: 'Yoga' }), { back: true });
  await page.keyboard.press('ArrowRight');
  expect(await isFocused(page.getByRole('checkbox', { name: 'Pilates' }))).toBe(true);
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Pilates' })).toBeChecked();
});

test('a customer finds, books, pays for and cancels a class with the keyboard only', async ({ page }) => {
  test.setTimeout(180_000);
  // Set-up through the API: a new customer without a package, signed in before the first page load.
  const email = uniqueEmail('keys');
  await registerCustomer(page, email);
  const login = await page.request.post(`${MAIN_URL}/api/v1/auth/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  const { data: session } = (await login.json()) as {
    data: { token: string; user: { userCategory: number; storeId: number } };
  };
  await page.context().addInitScript((stored) => {
    if (localStorage.getItem('kinetic.token')) return;
    localStorage.setItem('kinetic.token', stored.token);
    localStorage.setItem('kinetic.user', JSON.stringify(stored.user));
    localStorage.setItem('kinetic.userType', String(stored.user.userCategory));
    localStorage.setItem('kinetic.storeId', String(stored.user.storeId));
  }, session);
  const item = await paidClass(page);

  await page.goto(`${MAIN_URL}/classes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Find your next class' })).toBeVisible();

  // The first Tab offers the skip link; Enter moves the focus to the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeVisible();
  expect(await isFocused(skip)).toBe(true);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');

  // Find the class: back up into the header's search box, type its name, Enter.
  const search = page
    .getByRole('banner')
    .getByRole('searchbox')
    .or(page.getByRole('banner').getByRole('textbox'));
  await tabTo(page, search.first(), { back: true });
  await page.keyboard.type(item.title);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/searchresults\//);
  const result = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(item.title) })
    .first();
  await tabTo(page, result);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();

  // Book: no package yet, so the class's packages page opens.
  await tabTo(page, page.getByRole('button', { name: 'BOOK', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/membership\/\d+\/\d+\/\d+\/nobalance/);
  await expect(page.getByRole('heading', { name: 'Buy a package for this class' })).toBeVisible();

  // The checkout popup takes the focus, and Escape gives it back to its Buy button.
  const buy = page.getByRole('button', { name: `Buy ${TEN_CREDITS}` }).first();
  await tabTo(page, buy);
  await page.keyboard.press('Enter');
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout.getByTestId('checkout-total')).toBeVisible();
  await expectFocusIn(checkout);
  await escapeBackTo(page, checkout, buy);
  await page.keyboard.press('Enter');
  await expect(checkout.getByTestId('checkout-total')).toBeVisible();
  await expectFocusIn(checkout);
  await tabTo(page, checkout.getByRole('button', { name: /^Pay/ }));
  await page.keyboard.press('Enter');

  // The sandbox gateway's page: the test card, then Pay.
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await tabTo(page, page.getByLabel('Card number'));
  await page.keyboard.type(SUCCESS_CARD);
  await tabTo(page, page.getByRole('button', { name: 'Pay', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/paymentconfirmation\/[^/]+$/, { timeout: 20_000 });
  const success = page.getByTestId('payment-success');
  await expect(success.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });

  // No keyboard trap: Tab walks the whole page and comes round to the skip link again.
  await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }), { max: 120 });
  await page.keyboard.press('Tab');

  // The avatar menu leads to the upcoming classes; the menu takes the focus.
  const avatar = page.getByTestId('avatar-menu');
  await tabTo(page, avatar);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expectFocusIn(menu);
  const upcoming = menu.getByRole('menuitem', { name: 'Upcoming classes' });
  for (let press = 0; press < 12 && !(await isFocused(upcoming)); press += 1) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await isFocused(upcoming)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/upcoming$/);

  // Cancel: the popup takes the focus, Escape returns it, then the reason and the cancellation.
  const cancel = page.getByRole('button', { name: `Cancel ${item.title}` }).first();
  await expect(cancel).toBeVisible();
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Why do you want to cancel this class ?')).toBeVisible();
  await expectFocusIn(dialog);
  await escapeBackTo(page, dialog, cancel);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Why do you want to cancel this class ?')).toBeVisible();
  await expectFocusIn(dialog);
  // A radio group takes one Tab; the arrows then choose (the first arrow selects a reason).
  await tabTo(page, dialog.getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
  await tabTo(page, dialog.getByRole('button', { name: 'Cancel booking' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('cancel-outcome')).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Cancel ${item.title}` })).toHaveCount(0);
  // Its opener went with the booking: the focus lands on the main content, not lost at the page's top.
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
});
