import { expect, expectAccessible, MAIN_URL, PRIME_URL, signInAs, test } from '../support/app';
import { newCustomer, openCheckout, payOnSandbox, SUCCESS_CARD, TEN_CREDITS } from '../support/payments';

/** A subscription's life (KWD store), saved cards, and the prime brand's membership page. */
test.describe('subscriptions and saved cards', () => {
  test('a KWD customer subscribes, extends, upgrades and cancels the subscription', async ({ page }) => {
    test.setTimeout(180_000);
    const { token } = await newCustomer(page, 'subscriber');
    await page.goto(`${MAIN_URL}/membership`);
    await expect(page.getByRole('heading', { name: 'No subscriptions' })).toBeVisible();

    const dialog = await openCheckout(page, TEN_CREDITS);
    await dialog.getByRole('switch', { name: 'Subscribe and renew automatically' }).check();
    await expect(dialog.getByText('Subscription discount')).toBeVisible();
    await expect(dialog.getByTestId('checkout-total')).toHaveText('22.500 KWD');
    await dialog.getByRole('button', { name: /^Pay/ }).click();
    await payOnSandbox(page, SUCCESS_CARD);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });

    await page.goto(`${MAIN_URL}/membership`);
    const subscription = page.getByTestId('subscription');
    await expect(subscription).toContainText(TEN_CREDITS);
    await expect(subscription.getByText('Active')).toBeVisible();
    await expectAccessible(page);

    // Extend asks first, as checkout does: the amount, the card and what it gives. Cancelling
    // charges nothing.
    const transactions = async () => {
      const listed = await page.request.get(`${MAIN_URL}/api/v1/transactions`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await listed.json()) as { data: { total: number } }).data.total;
    };
    await subscription.getByRole('button', { name: 'Extend' }).click();
    const confirmExtend = page.getByRole('dialog', { name: 'Extend subscription' });
    await expect(confirmExtend.getByTestId('edit-charge')).toHaveText('22.500 KWD');
    await expect(confirmExtend).toContainText('Charged at once to your saved card ending 4242.');
    await expect(confirmExtend).toContainText(`${TEN_CREDITS} · 10 credits`);
    await expect(confirmExtend).toContainText('runs 1 month longer');
    await expectAccessible(page);
    await confirmExtend.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmExtend).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Payment Under Process' })).toHaveCount(0);
    expect(await transactions()).toBe(1);

    // Confirmed: the saved card is charged in the background. The sandbox settles it at once, so the
    // processing popup closes as soon as it opens (payments.spec.ts holds a pending
    // charge to read that popup): what the customer is left with is the success and no popup.
    await subscription.getByRole('button', { name: 'Extend' }).click();
    await confirmExtend.getByRole('button', { name: 'Pay 22.500 KWD' }).click();
    const processing = page.getByRole('dialog', { name: 'Payment Under Process' });
    await expect(page.getByText('Your payment was successful.').first()).toBeVisible({ timeout: 75_000 });
    await expect(processing).toBeHidden();
    await page.goto(`${MAIN_URL}/transactions`);
    await expect(page.getByTestId('transaction-row')).toHaveCount(2);

    // Upgrade offers only dearer packages, and asks before charging the same way.
    await page.goto(`${MAIN_URL}/membership`);
    await subscription.getByRole('combobox', { name: 'Upgrade to' }).click();
    await expect(page.getByRole('option', { name: /^Kinetic Unlimited Month/ })).toBeVisible();
    await expect(page.getByRole('option', { name: /Drop-in/ })).toHaveCount(0);
    await page.getByRole('option', { name: 'Kinetic 20 Credits (40.500 KWD)' }).click();
    await subscription.getByRole('button', { name: 'Upgrade', exact: true }).click();
    const confirmUpgrade = page.getByRole('dialog', { name: 'Upgrade subscription' });
    await expect(confirmUpgrade.getByTestId('edit-charge')).toHaveText('40.500 KWD');
    await expect(confirmUpgrade).toContainText('Kinetic 20 Credits · 20 credits');
    await confirmUpgrade.getByRole('button', { name: 'Pay 40.500 KWD' }).click();
    await expect(subscription).toContainText('Kinetic 20 Credits', { timeout: 75_000 });
    await expect(processing).toBeHidden();
    await expect(page.getByTestId('user-package').filter({ hasText: 'Kinetic 20 Credits' })).toBeVisible();

    // Cancel.
    await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel subscription' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(subscription.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(subscription.getByRole('button', { name: 'Extend' })).toHaveCount(0);

    await page.goto(`${MAIN_URL}/cardpayment`);
    await expect(page.getByTestId('saved-card').first()).toContainText('ending 4242');
    await expectAccessible(page);

    // The saved card pays for a new subscription from the card payment page (card verify).
    const listed = await page.request.get(`${MAIN_URL}/api/v1/packages`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const pkg = ((await listed.json()) as { data: { id: number; name: string }[] }).data.find(
      (item) => item.name === TEN_CREDITS,
    )!;
    const query = new URLSearchParams({
      packageId: String(pkg.id),
      name: TEN_CREDITS,
      priceAfterDiscount: '22.500 KWD',
    });
    await page.goto(`${MAIN_URL}/cardpayment?${query}`);
    await expect(page.getByRole('heading', { name: 'Card payment' })).toBeVisible();
    await expect(page.getByText('Price: 22.500 KWD')).toBeVisible();
    await page.getByRole('button', { name: 'Pay with card ending 4242' }).click();
    await expect(page).toHaveURL(/\/paymentconfirmation\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
  });

  test('on the prime brand the membership page hides credits and the wallet', async ({ page }) => {
    // The API request context cannot resolve *.localhost: log in on the main host, keep the session on prime's.
    const { token, user } = await signInAs(page, 'customer@kinetic.test');
    await page.goto(`${PRIME_URL}/classes`);
    await page.evaluate(
      (session) => {
        localStorage.setItem('kinetic.token', session.token);
        localStorage.setItem('kinetic.user', JSON.stringify(session.user));
        localStorage.setItem('kinetic.userType', String(session.user.userCategory));
        localStorage.setItem('kinetic.storeId', String(session.user.storeId));
      },
      { token, user },
    );
    await page.goto(`${PRIME_URL}/membership`);
    await expect(page.getByTestId('user-package').first()).toBeVisible();
    await expect(page.getByTestId('credits-balance')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Wallet' })).toHaveCount(0);
    await expect(page.getByTestId('package-card').first()).toBeVisible();
    await expect(page.getByTestId('package-card').getByText(/\d+ credits?$/)).toHaveCount(0);
    await expectAccessible(page);
  });
});
