import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  MAIN_URL,
  registerCustomer,
  signInAs,
  test,
  uniqueEmail,
} from '../support/app';

/** The next local date in Bahrain, from tomorrow on, that is a Sunday to Thursday (PT runs then). */
function nextWorkday(): string {
  for (let offset = 1; ; offset += 1) {
    const at = new Date(Date.now() + offset * 86_400_000);
    const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Bahrain', weekday: 'short' }).format(
      at,
    );
    if (!['Fri', 'Sat'].includes(weekday)) {
      return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bahrain' }).format(at);
    }
  }
}

test.describe('the Bahrain store', () => {
  test('a guest chooses Bahrain and sees its classes, and the browser remembers it', async ({ page }) => {
    const day = nextWorkday();
    await page.goto(`${MAIN_URL}/classes?date=${day}`);
    const cards = page.getByRole('article');
    await expect(cards.filter({ hasText: 'Power Spin 45' }).first()).toBeVisible({ timeout: 30_000 });
    const country = page.getByRole('combobox', { name: 'Country' });
    await expect(country.locator('option:checked')).toHaveText('Kuwait');
    await country.selectOption({ label: 'Bahrain' });
    await expect(cards.filter({ hasText: 'Riffa Spin 45' }).first()).toBeVisible({ timeout: 30_000 });
    await expect(cards.filter({ hasText: 'Power Spin 45' })).toHaveCount(0);
    await expectAccessible(page);

    await page.reload();
    await expect(country.locator('option:checked')).toHaveText('Bahrain');
    await expect(cards.filter({ hasText: 'Riffa Spin 45' }).first()).toBeVisible({ timeout: 30_000 });
  });

  test('a member who moved to Bahrain on another device sees Bahrain’s classes here too', async ({
    page,
  }) => {
    const email = uniqueEmail('mover');
    await registerCustomer(page, email);
    // This device signed in while the account was in Kuwait, and keeps that record.
    const { token, user } = await signInAs(page, email);
    // Another device moves the account to Bahrain.
    const moved = await page.request.put(`${MAIN_URL}/api/v1/users/${user.id}/store`, {
      headers: { authorization: `Bearer ${token}` },
      data: { storeId: 2 },
    });
    expect(moved.status()).toBe(200);

    await page.goto(`${MAIN_URL}/classes?date=${nextWorkday()}`);
    const cards = page.getByRole('article');
    await expect(cards.filter({ hasText: 'Riffa Spin 45' }).first()).toBeVisible({ timeout: 30_000 });
    await expect(cards.filter({ hasText: 'Power Spin 45' })).toHaveCount(0);
  });

  test('a visitor who registers for Bahrain finds its classes, priced in BHD', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`${MAIN_URL}/classes`);
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Register' }).click();
    await dialog.getByRole('radio', { name: 'Bahrain' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('First name').fill('Huda');
    await dialog.getByLabel('Last name').fill('Al-Jishi');
    await dialog.getByLabel('Email').fill(uniqueEmail('manama'));
    await dialog.getByLabel('Phone').fill('97333445566');
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByLabel('Confirm password').fill(DEMO_PASSWORD);
    await dialog.getByRole('radio', { name: 'Female' }).check();
    await dialog.getByRole('button', { name: 'Register' }).click();
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await expect(dialog).toBeHidden();

    const day = nextWorkday();
    await page.goto(`${MAIN_URL}/classes?date=${day}`);
    const cards = page.getByRole('article');
    await expect(cards.filter({ hasText: 'Riffa Spin 45' })).toBeVisible({ timeout: 30_000 });
    await expect(cards.filter({ hasText: '1:1 Personal Training in Seef' })).toContainText('12.750 BHD');
    // Kuwait's timetable is not Bahrain's.
    await expect(cards.filter({ hasText: 'Power Spin 45' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
