import { expect, expectAccessible, keepPicture, MAIN_URL, signInAs, test } from '../support/app';
import { dismissToasts, pick } from '../support/manage';
import { buyByApi, newCustomer } from '../support/payments';

/**
 * The demo gym finds a customer, gives them a package paid at the desk, corrects it with a
 * reason and reads the ledger; the customer then reads the gym's reason in their own history.
 */
const FLEX_PACKAGE = 'FlexZone 8 Visits';

async function customerOfTheGym(page: Parameters<typeof newCustomer>[0], prefix: string) {
  const customer = await newCustomer(page, prefix);
  // Holding one of the gym's packages makes them its customer.
  await buyByApi(page, customer.token, FLEX_PACKAGE);
  return customer;
}

test.describe('gym customers (English)', () => {
  test('finds a customer, adds and edits a package, and the customer sees why', async ({ page }) => {
    test.setTimeout(120_000);
    const customer = await customerOfTheGym(page, 'desk');

    await signInAs(page, 'gym@kinetic.test');
    await page.goto(`${MAIN_URL}/gym/classes/${Date.now()}`);
    await page.getByTestId('avatar-menu').click();
    await page.getByRole('menuitem', { name: 'Business' }).click();
    // The Business area opens on the dashboard (docs/adr/0046); customers are a tab away.
    await expect(page).toHaveURL(/\/gym\/admin$/);
    await page.getByRole('tab', { name: 'Customers' }).click();
    await expect(page).toHaveURL(/\/gym\/admin\/customers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(page.getByTestId('total-revenue')).not.toContainText(/^Revenue$/);
    await expectAccessible(page);

    await page.getByLabel('Search customers').fill(customer.email);
    await expect(page.getByTestId('customer-row')).toHaveCount(1);
    await page.getByRole('link', { name: 'Dana Al-Fahad' }).click();
    await expect(page.getByTestId('customer-name')).toHaveText('Dana Al-Fahad');
    await expect(page.getByTestId('customer-package')).toHaveCount(1);

    // Add a package paid at the desk.
    await page.getByRole('button', { name: 'Add package' }).click();
    const add = page.getByRole('dialog', { name: 'Add a package' });
    await pick(add, page, 'Package', FLEX_PACKAGE);
    await add.getByLabel(/Amount charged/).fill('30.000');
    await add.getByLabel('Note (optional)').fill('Cash at reception');
    await expectAccessible(page);
    await add.getByRole('button', { name: 'Add package' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByTestId('customer-package')).toHaveCount(2);
    const added = page.getByTestId('customer-package').filter({ hasText: 'Paid at the desk' });
    await expect(added.getByTestId('ledger-row')).toHaveCount(1);
    await expect(added.getByTestId('ledger-row')).toContainText('Cash at reception');
    await expect(added).toContainText('30.000 KWD');

    // Edit it with a reason: the ledger shows the change, the gym and the reason.
    await added.getByRole('button', { name: `Edit ${FLEX_PACKAGE}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${FLEX_PACKAGE}` });
    await edit.getByLabel('Credits balance').fill('26');
    await edit.getByLabel(/Reason/).fill('Two make-up visits after the closure');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    const rows = added.getByTestId('ledger-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Changed: +2 credits');
    await expect(rows.nth(1)).toContainText('Two make-up visits after the closure');
    await expect(rows.nth(1)).toContainText('FlexZone');
    await expect(added.getByTestId('package-credits')).toHaveText('26');

    // The desk payment is among the customer's transactions here.
    await page.getByRole('tab', { name: 'Transactions' }).click();
    await expect(page.getByTestId('customer-transaction').filter({ hasText: 'Desk' })).toContainText(
      '30.000 KWD',
    );
    // The desk's toasts come and go with a fade, which axe reads as faint text mid-way.
    await dismissToasts(page);
    await expectAccessible(page);

    // The bookings page reads, with its filters.
    await page.getByRole('tab', { name: 'Bookings' }).first().click();
    await page.goto(`${MAIN_URL}/gym/admin/bookings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    await expect(page.getByTestId('booking-row').first()).toBeVisible();
    await expectAccessible(page);

    // The customer reads the gym's change and its reason in their package history.
    await signInAs(page, customer.email);
    await page.goto(`${MAIN_URL}/membership`);
    const card = page
      .getByTestId('user-package')
      .filter({ has: page.getByTestId('credits-balance').filter({ hasText: /\b26\b/ }) });
    await card.getByRole('button', { name: `History of ${FLEX_PACKAGE}` }).click();
    const history = page.getByRole('dialog', { name: `History of ${FLEX_PACKAGE}` });
    await expect(history.getByTestId('history-row').first()).toContainText('+2 credits');
    await expect(history.getByTestId('history-row').first()).toContainText(
      'Reason: Two make-up visits after the closure',
    );
    await expectAccessible(page);
  });
});

test.describe('gym customers (Arabic)', () => {
  test.use({ locale: 'ar' });

  test('the customers page reads in Arabic', async ({ page }) => {
    test.setTimeout(90_000);
    const customer = await customerOfTheGym(page, 'desk-ar');
    await signInAs(page, 'gym@kinetic.test');
    await page.goto(`${MAIN_URL}/gym/admin/customers`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'العملاء' })).toBeVisible();
    await page.getByLabel('ابحث في العملاء').fill(customer.email);
    await expect(page.getByTestId('customer-row')).toHaveCount(1);
    await expect(page.getByTestId('total-revenue')).toContainText('الإيرادات');
    await expectAccessible(page);
    await keepPicture(page, { path: 'test-results/gym-customers-ar.png', fullPage: true });
  });
});
