import type { Page } from '@playwright/test';
import { expect, keepPicture, MAIN_URL, test } from '../support/app';
import { newCustomer, openCheckout, payOnSandbox, SUCCESS_CARD, TEN_CREDITS } from '../support/payments';

/**
 * Extend and Upgrade charge the saved card, and the sandbox settles that charge at
 * once; the "Payment Under Process" popup must close as soon as it is settled, not after a fixed 10 s.
 * Counted from the moment the edit's answer (the settled charge) reaches the browser, not from the
 * click, so a slow server on a busy machine does not count: the old popup waited 10 s from then.
 */
const QUICKLY_MS = 4000;

async function charged(page: Page): Promise<number> {
  const answer = await page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/api\/v1\/subscriptions\/\d+$/.test(r.url()),
    { timeout: 30_000 },
  );
  expect(((await answer.json()) as { data: { status: string } }).data.status).toBe('PAID');
  return Date.now();
}

test('Extend and Upgrade confirm as soon as the saved card is charged', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await newCustomer(page, 'quick-edit');
  await page.goto(`${MAIN_URL}/membership`);
  const dialog = await openCheckout(page, TEN_CREDITS);
  await dialog.getByRole('switch', { name: 'Subscribe and renew automatically' }).check();
  await dialog.getByRole('button', { name: /^Pay/ }).click();
  await payOnSandbox(page, SUCCESS_CARD);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });

  await page.goto(`${MAIN_URL}/membership`);
  const subscription = page.getByTestId('subscription');
  const processing = page.getByRole('dialog', { name: 'Payment Under Process' });
  const success = page.getByText('Your payment was successful.').first();

  await subscription.getByRole('button', { name: 'Extend' }).click();
  const extendedAtAnswer = charged(page);
  await page
    .getByRole('dialog', { name: 'Extend subscription' })
    .getByRole('button', { name: /^Pay/ })
    .click();
  const extendedAt = await extendedAtAnswer;
  await expect(success).toBeVisible({ timeout: QUICKLY_MS });
  await expect(processing).toBeHidden();
  testInfo.annotations.push({ type: 'extend confirmed after', description: `${Date.now() - extendedAt} ms` });
  await keepPicture(page, { path: testInfo.outputPath('extend-confirmed.png') });

  await page.reload();
  await subscription.getByRole('combobox', { name: 'Upgrade to' }).click();
  await page.getByRole('option', { name: 'Kinetic 20 Credits (40.500 KWD)' }).click();
  await subscription.getByRole('button', { name: 'Upgrade', exact: true }).click();
  const upgradedAtAnswer = charged(page);
  await page
    .getByRole('dialog', { name: 'Upgrade subscription' })
    .getByRole('button', { name: /^Pay/ })
    .click();
  const upgradedAt = await upgradedAtAnswer;
  await expect(success).toBeVisible({ timeout: QUICKLY_MS });
  await expect(processing).toBeHidden();
  testInfo.annotations.push({
    type: 'upgrade confirmed after',
    description: `${Date.now() - upgradedAt} ms`,
  });
  await expect(subscription).toContainText('Kinetic 20 Credits');
});
