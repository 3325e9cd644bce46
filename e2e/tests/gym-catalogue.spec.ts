import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, keepPicture, MAIN_URL, signInAs, test } from '../support/app';
import { pick } from '../support/manage';
import { openCheckout, payOnSandbox, SUCCESS_CARD } from '../support/payments';

const SHOTS = '/tmp/shots-screens';
const PASS = 'FlexZone Weekend Pass';

async function customerPage(page: Page): Promise<Page> {
  const context = await page.context().browser()!.newContext();
  const customer = await context.newPage();
  await signInAs(customer, 'customer@kinetic.test');
  return customer;
}

/**
 * The gym's catalogue: the demo gym adds a package and a coupon for it; the demo customer
 * sees the package in the shop at once and pays the discounted price with the coupon; the gym sees the
 * coupon used once, deactivates the package and the shop no longer offers it. Then activities.
 */
test('the gym adds a package and a coupon, the customer buys it at the coupon price, then it goes off sale', async ({
  page,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  await signInAs(page, 'gym@kinetic.test');
  await page.goto(`${MAIN_URL}/gym/admin/packages`);
  await expect(page.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Packages' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('gym-package-row').filter({ hasText: 'FlexZone 8 Visits' })).toContainText(
    '35.000',
  );
  await expectAccessible(page);

  // A package without a name or price is refused in place; then it is saved and listed.
  await page.getByRole('button', { name: 'Add a package' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add a package' });
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('This information is required.').first()).toBeVisible();
  await expectAccessible(page);
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill(PASS);
  await add.getByRole('textbox', { name: 'Price (KWD)' }).fill('12.5');
  await add.getByRole('textbox', { name: 'Credits' }).fill('6');
  await add.getByRole('textbox', { name: 'Valid for (days)' }).fill('14');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  const row = page.getByTestId('gym-package-row').filter({ hasText: PASS });
  await expect(row).toContainText('12.500');
  await expect(row).toContainText('6 credits');
  await expect(row).toContainText('On sale');

  // A coupon of 20% for that package.
  await page.goto(`${MAIN_URL}/gym/admin/coupons`);
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create a coupon' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create a coupon' });
  await create.getByRole('textbox', { name: 'Code' }).fill('flex weekend');
  await create.getByRole('textbox', { name: 'Discount (%)' }).fill('20');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create.getByText('Use 3 to 30 letters, digits, dashes or underscores')).toBeVisible();
  await create.getByRole('textbox', { name: 'Code' }).fill('FLEXWEEKEND');
  await create.getByRole('combobox', { name: 'Packages' }).click();
  await page.getByRole('option', { name: PASS }).click();
  await create.getByRole('combobox', { name: 'Packages' }).press('Escape');
  await expectAccessible(page);
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();
  const coupon = page.getByTestId('coupon-row').filter({ hasText: 'FLEXWEEKEND' });
  await expect(coupon).toContainText('20% off');
  await expect(coupon).toContainText(PASS);
  await expect(coupon).toContainText('Valid now');
  await keepPicture(page, { path: `${SHOTS}/gym-coupons.png`, fullPage: true });

  // The customer finds the new package in the shop and pays 20% less with the code.
  const customer = await customerPage(page);
  await customer.goto(`${MAIN_URL}/membership`);
  await expect(customer.getByTestId('package-card').filter({ hasText: PASS })).toBeVisible();
  const checkout = await openCheckout(customer, PASS);
  await expect(checkout.getByTestId('checkout-total')).toHaveText('12.500 KWD');
  await checkout.getByLabel('Promo code').fill('flexweekend');
  await checkout.getByRole('button', { name: 'Apply' }).click();
  await expect(checkout.getByText('Promo code FLEXWEEKEND applied')).toBeVisible();
  await expect(checkout.getByTestId('checkout-total')).toHaveText('10.000 KWD');
  await checkout.getByRole('button', { name: /^Pay/ }).click();
  await payOnSandbox(customer, SUCCESS_CARD);
  await expect(customer.getByRole('heading', { name: 'Payment successful' })).toBeVisible({
    timeout: 20_000,
  });

  // The gym sees the use counted, and takes the package off sale.
  await page.reload();
  await expect(coupon.getByRole('cell').nth(4)).toHaveText('1');
  // The coupons download as CSV, the used one with its use.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('coupons.csv');
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks).toString('utf8').replace('\uFEFF', '').trim().split('\r\n');
  const used = lines.find((line) => line.startsWith('FLEXWEEKEND,'));
  expect(used?.split(',')[8]).toBe('1');
  await page.goto(`${MAIN_URL}/gym/admin/packages`);
  await row.getByRole('button', { name: `Deactivate ${PASS}` }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate this package?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(row).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show deactivated packages' }).check();
  await expect(row).toContainText('Deactivated');
  await expect(row.getByRole('cell').nth(5)).toHaveText('1');

  await customer.goto(`${MAIN_URL}/membership`);
  await expect(customer.getByTestId('package-card').filter({ hasText: 'FlexZone 8 Visits' })).toBeVisible();
  await expect(customer.getByTestId('package-card').filter({ hasText: PASS })).toHaveCount(0);
  await customer.context().close();

  await page.goto(`${MAIN_URL}/gym/admin/packages?lang=ar`);
  await expect(page.getByRole('heading', { level: 1, name: 'الباقات' })).toBeVisible();
  await expect(page.getByText('معروضة للبيع').first()).toBeVisible();
  await expectAccessible(page);
  await keepPicture(page, { path: `${SHOTS}/gym-packages-ar.png`, fullPage: true });
});

test('the gym adds its own activity and a sub-category; deleting an activity in use is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'gym@kinetic.test');
  await page.goto(`${MAIN_URL}/gym/admin/activities`);
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
  await expect(page.getByTestId('activity-row').filter({ hasText: 'Yoga' })).toContainText('Shared');
  await expect(page.getByText('No sub-categories yet')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add an activity' }).click();
  const add = page.getByRole('dialog', { name: 'Add an activity' });
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill('Aerial Hoop');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  const hoop = page.getByTestId('activity-row').filter({ hasText: 'Aerial Hoop' });
  await expect(hoop).toContainText('Your gym');

  await page.getByRole('button', { name: 'Add a sub-category' }).click();
  const sub = page.getByRole('dialog', { name: 'Add a sub-category' });
  await pick(sub, page, 'Activity', 'Aerial Hoop');
  await sub.getByRole('textbox', { name: 'Name', exact: true }).fill('Beginners');
  await sub.getByRole('button', { name: 'Save' }).click();
  await expect(sub).toBeHidden();
  await expect(page.getByTestId('sub-category-row').filter({ hasText: 'Beginners' })).toContainText(
    'Aerial Hoop',
  );
  await expect(hoop.getByRole('cell').nth(3)).toHaveText('1');

  // The class editor offers the gym's own activity and, under it, its sub-category.
  await page.goto(`${MAIN_URL}/gym/classes/new`);
  await pick(page, page, 'Activity', 'Aerial Hoop');
  const subCategory = page.getByRole('combobox', { name: 'Sub-category', exact: true });
  await subCategory.click();
  await page.getByRole('option', { name: 'Beginners', exact: true }).click();
  await expect(subCategory).toHaveValue('Beginners');
  await expectAccessible(page);
  // Another activity has no sub-categories: the field goes away, and the choice with it.
  await pick(page, page, 'Activity', 'Yoga');
  await expect(subCategory).toHaveCount(0);
  await page.goto(`${MAIN_URL}/gym/admin/activities`);

  // The activity has a sub-category: the deletion is refused with the reason, nothing is deleted.
  await hoop.getByRole('button', { name: 'Delete Aerial Hoop' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this activity?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(
    'This activity has 1 sub-category(ies). Delete them first.',
  );
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(hoop).toBeVisible();

  // Sub-category first, then the activity.
  await page.getByRole('button', { name: 'Delete Beginners' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this sub-category?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('No sub-categories yet')).toBeVisible();
  await hoop.getByRole('button', { name: 'Delete Aerial Hoop' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this activity?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(hoop).toHaveCount(0);
});
