import { expect, MAIN_URL, PRIME_URL, signInAs, test } from '../support/app';

/** SPEC 2.1 route guards (docs/adr/0008-route-guards.md). */
test.describe('route guards', () => {
  test('the member pages send a trainer to /classes and admit a customer', async ({ page }) => {
    await signInAs(page, 'trainer@kinetic.test');
    for (const path of ['/membership', '/transactions', '/cardpayment', '/paymentconfirmation']) {
      await page.goto(`${MAIN_URL}${path}`);
      await expect(page).toHaveURL(/\/classes$/);
    }

    await signInAs(page, 'customer@kinetic.test');
    await page.goto(`${MAIN_URL}/transactions`);
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    await page.goto(`${MAIN_URL}/membership`);
    await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
  });

  test('partner registration pages exist on the main brand only', async ({ page }) => {
    for (const path of ['/register/trainer', '/register/gym']) {
      await page.goto(`${PRIME_URL}${path}`);
      await expect(page).toHaveURL(/prime\.localhost:\d+\/classes$/);
      await page.goto(`${MAIN_URL}${path}`);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });
});
