import { expect, expectAccessible, MAIN_URL, test } from '../support/app';
import {
  newCustomer,
  openCheckout,
  openClassAndBook,
  paidClass,
  payOnSandbox,
  SUCCESS_CARD,
  TEN_CREDITS,
} from '../support/payments';

const UNLIMITED = 'Kinetic Unlimited Month';

/** A package says 'Unlimited classes' only when it is unlimited, and it is. */
test.describe('what a package gives', () => {
  test('credit packs show their credits; the unlimited package books classes without spending any', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await newCustomer(page, 'unlimited');
    await page.goto(`${MAIN_URL}/membership`);
    const tenCredits = page.getByTestId('package-card').filter({ hasText: TEN_CREDITS });
    await expect(tenCredits.getByText('10 credits', { exact: true })).toBeVisible();
    await expect(tenCredits.getByText('Unlimited classes')).toHaveCount(0);
    const aerial = page.getByTestId('package-card').filter({ hasText: 'Aerial Pack 8' });
    await expect(aerial.getByText('8 classes', { exact: true })).toBeVisible();
    const unlimited = page.getByTestId('package-card').filter({ hasText: UNLIMITED });
    await expect(unlimited.getByText('Unlimited classes', { exact: true })).toBeVisible();
    await expect(unlimited.getByText(/credits?$/)).toHaveCount(0);
    await expect(page.getByText('Unlimited classes', { exact: true })).toHaveCount(1);
    await expectAccessible(page);

    const checkout = await openCheckout(page, UNLIMITED);
    await expect(checkout.getByText('Unlimited classes', { exact: true })).toBeVisible();
    await checkout.getByRole('button', { name: /^Pay/ }).click();
    await payOnSandbox(page, SUCCESS_CARD);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
    await page.goto(`${MAIN_URL}/membership`);
    const held = page.getByTestId('user-package').filter({ hasText: UNLIMITED });
    await expect(held.getByText('Unlimited classes', { exact: true })).toBeVisible();
    await expect(held.getByTestId('credits-balance')).toHaveCount(0);

    // Booking with it takes no credits: the confirmation says nothing is left to count.
    await openClassAndBook(page, await paidClass(page));
    await expect(page.getByText('You have joined the class.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'BOOKED' })).toBeDisabled();
    await page.goto(`${MAIN_URL}/membership`);
    await expect(held.getByText('Unlimited classes', { exact: true })).toBeVisible();
  });
});
