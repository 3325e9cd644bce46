import { expect, expectAccessible, MAIN_URL, test } from '../support/app';
import { newCustomer, openCheckout, payOnSandbox, SUCCESS_CARD, TEN_CREDITS } from '../support/payments';

/** A guest buys a special package (SPEC 3.2); checkout offers a saved card (card verify). */
test.describe('special packages and saved cards', () => {
  test('a guest buys a special package and sees the result without an account', async ({ page }) => {
    await page.goto(`${MAIN_URL}/specialProgram`);
    await expect(page.getByRole('heading', { level: 1, name: 'Special program' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Buy a special package' });
    await form.getByRole('combobox', { name: 'Package' }).click();
    await page.getByRole('option', { name: /^Special Program Pass/ }).click();
    await form.getByLabel('E-mail').fill(`guest-${Date.now()}@example.com`);
    await form.getByLabel('First name').fill('Guest');
    await form.getByLabel('Description').fill('Summer program');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Pay 60.000 KWD' }).click();

    await payOnSandbox(page, SUCCESS_CARD);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Special Program Pass')).toBeVisible();
    await expectAccessible(page);

    // Another tab (no e-mail kept) asks for the e-mail before showing the order.
    const url = page.url();
    const other = await page.context().newPage();
    await other.goto(url);
    await expect(other.getByRole('button', { name: 'Show my payment' })).toBeVisible();
    await other.getByLabel('E-mail').fill('someone.else@example.com');
    await other.getByRole('button', { name: 'Show my payment' }).click();
    await expect(other.getByText('Transaction not found.')).toBeVisible();
  });

  test('checkout offers a saved card and goes to card payment with the order', async ({ page }) => {
    test.setTimeout(120_000);
    await newCustomer(page, 'savedcard');
    await page.goto(`${MAIN_URL}/membership`);
    // A subscription keeps the card.
    let dialog = await openCheckout(page, TEN_CREDITS);
    await expect(dialog.getByRole('link', { name: 'Pay with saved card' })).toHaveCount(0);
    await dialog.getByRole('switch', { name: 'Subscribe and renew automatically' }).check();
    await dialog.getByRole('button', { name: /^Pay/ }).click();
    await payOnSandbox(page, SUCCESS_CARD);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });

    await page.goto(`${MAIN_URL}/membership`);
    dialog = await openCheckout(page, 'Aerial Pack 8');
    await dialog.getByRole('link', { name: 'Pay with saved card' }).click();
    await expect(page).toHaveURL(
      /\/cardpayment\?packageId=\d+&name=Aerial\+Pack\+8&priceAfterDiscount=.+&subscription=false$/,
    );
    await expect(page.getByRole('heading', { name: 'Card payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay with card ending 4242' }).click();
    await expect(page).toHaveURL(/\/paymentconfirmation\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
  });

  test('a customer adds a card without buying anything, and removes it after confirming', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await newCustomer(page, 'cards');
    await page.goto(`${MAIN_URL}/membership`);
    const section = page.getByRole('region', { name: 'Saved cards' });
    await expect(section.getByRole('heading', { name: 'No saved cards' })).toBeVisible();
    await expectAccessible(page);

    // The card check on the gateway page takes no money.
    await section.getByRole('button', { name: 'Add a card' }).click();
    await expect(page).toHaveURL(/\/pay\/sandbox\//);
    await expect(page.getByText('0.000 KWD')).toBeVisible();
    await expect(page.getByText('no money is taken', { exact: false })).toBeVisible();
    await page.getByLabel('Card number').fill('5555 5555 5555 4444');
    await page.getByRole('button', { name: 'Verify card' }).click();
    await expect(page).toHaveURL(/\/paymentconfirmation\/[^/]+$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Card saved' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Your card is saved. No money was taken.')).toBeVisible();

    await page.goto(`${MAIN_URL}/membership`);
    await expect(section.getByTestId('saved-card')).toHaveText(/MASTERCARD ending 4444/);
    // The first card kept is the one renewals use.
    await expect(section.getByTestId('saved-card')).toContainText('Renewals use this card');
    await expectAccessible(page);

    // A second card; the customer moves renewals to it.
    await section.getByRole('button', { name: 'Add a card' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Verify card' }).click();
    await expect(page.getByRole('heading', { name: 'Card saved' })).toBeVisible({ timeout: 20_000 });
    await page.goto(`${MAIN_URL}/membership`);
    const visa = section.getByTestId('saved-card').filter({ hasText: 'ending 4242' });
    const mastercard = section.getByTestId('saved-card').filter({ hasText: 'ending 4444' });
    await expect(visa).not.toContainText('Renewals use this card');
    await section.getByRole('button', { name: 'Use the card ending 4242 for renewals' }).click();
    await expect(page.getByText('Your subscriptions now renew on your card ending 4242.')).toBeVisible();
    await expect(visa).toContainText('Renewals use this card');
    await expect(mastercard).not.toContainText('Renewals use this card');

    // Removing asks first, saying where renewals go; saying no keeps the card.
    await section.getByRole('button', { name: 'Remove card ending 4242' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove card' });
    await expect(confirm).toContainText('Remove your VISA card ending 4242?');
    await expect(confirm).toContainText('will renew on your card ending 4444');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(section.getByTestId('saved-card')).toHaveCount(2);
    await section.getByRole('button', { name: 'Remove card ending 4242' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(mastercard).toContainText('Renewals use this card');
    await section.getByRole('button', { name: 'Remove card ending 4444' }).click();
    await expect(confirm).toContainText('Remove your MASTERCARD card ending 4444?');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(section.getByRole('heading', { name: 'No saved cards' })).toBeVisible();
    await expect(section.getByTestId('saved-card')).toHaveCount(0);
  });
});
