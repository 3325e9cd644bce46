import type { Page } from '@playwright/test';
import { expect, expectAccessible, keepPicture, MAIN_URL, PICTURES_WANTED, test } from '../support/app';
import { buyByApi, newCustomer, TEN_CREDITS } from '../support/payments';

const FORTY_CREDITS = 'Kinetic 40 Credits';
const DAY_MS = 86_400_000;

/** The date as the membership page writes it. */
const dateLabel = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** When the package the subscription paid for last ends, as the API tells it. */
async function packageEnd(page: Page, token: string): Promise<string> {
  const listed = await page.request.get(`${MAIN_URL}/api/v1/user-packages`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const held = (await listed.json()) as { data: { expiresAt: string; subscription: unknown }[] };
  return held.data.find((p) => p.subscription !== null)!.expiresAt;
}

/** The next renewal follows the package's validity after any Extend or Upgrade. */
test.describe('a subscription renews when its package ends', () => {
  test('Subscribe, Upgrade to Kinetic 40, Extend: "Renews on" is the package’s new end, every 2 months', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { token } = await newCustomer(page, 'renews');
    await buyByApi(page, token, TEN_CREDITS, { subscribe: true });
    await page.goto(`${MAIN_URL}/membership`);
    const subscription = page.getByTestId('subscription');
    await expect(subscription).toContainText('22.500 KWD every month', { timeout: 30_000 });
    await expect(subscription).toContainText(`Renews on ${dateLabel(await packageEnd(page, token))}`);

    const processing = page.getByRole('dialog', { name: 'Payment Under Process' });
    await subscription.getByRole('combobox', { name: 'Upgrade to' }).click();
    await page.getByRole('option', { name: `${FORTY_CREDITS} (72.000 KWD)` }).click();
    await subscription.getByRole('button', { name: 'Upgrade', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Upgrade subscription' })
      .getByRole('button', { name: 'Pay 72.000 KWD' })
      .click();
    // The sandbox settles the charge at once: the processing popup closes as soon as it opens.
    await expect(subscription).toContainText(FORTY_CREDITS, { timeout: 75_000 });
    await expect(processing).toBeHidden();

    await subscription.getByRole('button', { name: 'Extend' }).click();
    await page
      .getByRole('dialog', { name: 'Extend subscription' })
      .getByRole('button', { name: 'Pay 72.000 KWD' })
      .click();
    await expect(page.getByText('Your payment was successful.').first()).toBeVisible({ timeout: 75_000 });
    await expect(processing).toBeHidden();

    // Two periods of Kinetic 40 (60 days each) from now: the paid period ends in about four months.
    const end = await packageEnd(page, token);
    expect(Date.parse(end)).toBeGreaterThan(Date.now() + 119 * DAY_MS);
    await page.goto(`${MAIN_URL}/membership`);
    await expect(subscription).toContainText('72.000 KWD every 2 months');
    await expect(subscription).toContainText(`Renews on ${dateLabel(end)}`);
    const held = page.getByTestId('user-package').filter({ hasText: FORTY_CREDITS });
    await expect(held).toContainText(`Expires ${dateLabel(end)}`);
    await expectAccessible(page);
    const shots = async (name: string) => {
      if (!PICTURES_WANTED) return;
      await keepPicture(page, { path: `/tmp/shots-32/subscription-${name}-desktop.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await keepPicture(subscription, { path: `/tmp/shots-32/subscription-${name}-390.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
    };
    await shots('en');

    await page.goto(`${MAIN_URL}/membership?lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(subscription).toContainText('كل شهرين');
    await expect(subscription).toContainText('يتجدد في');
    await shots('ar');
  });
});
