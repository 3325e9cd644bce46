import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  MAIN_URL,
  PRIME_URL,
  test,
  uniqueEmail,
} from '../support/app';

test.describe('registration', () => {
  test('a visitor registers through all five steps on the main brand', async ({ page }) => {
    await page.goto(`${MAIN_URL}/classes`);
    await expect(page).toHaveTitle(/Kinetic/);
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Register' }).click();

    await expect(dialog.getByText('Where will you working out?')).toBeVisible();
    await expect(dialog.getByText('Step 1 of 5')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('radio', { name: 'Kuwait' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();

    const email = uniqueEmail('reem');
    await dialog.getByLabel('First name').fill('Reem');
    await dialog.getByLabel('Last name').fill('Al-Khalid');
    await dialog.getByLabel('Email').fill('customer@kinetic.test');
    await dialog.getByLabel('Phone').click();
    await expect(dialog.getByText('Already have an account')).toBeVisible();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').click();
    await expect(dialog.getByText('Valid Email')).toBeVisible();
    await dialog.getByLabel('Phone').fill('96550001111');
    await dialog.getByRole('radio', { name: 'Female' }).check();
    // New passwords have at least 8 characters and are not among the most common ones.
    for (const [password, message] of [
      ['Secret1', 'Field must contain atleast 8 characters.'],
      ['Password1', 'This password is too common and easy to guess. Please choose a different one.'],
    ]) {
      await dialog.getByLabel('Password', { exact: true }).fill(password!);
      await dialog.getByLabel('Confirm password').fill(password!);
      await dialog.getByRole('button', { name: 'Register' }).click();
      await expect(dialog.getByText(message!)).toBeVisible();
    }
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByLabel('Confirm password').fill('Mismatch1');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText('Password does not match.')).toBeVisible();
    await dialog.getByLabel('Confirm password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Register' }).click();

    await expect(
      dialog.getByText('With a few questions, we will suggest the best classes just for you!'),
    ).toBeVisible();
    await expect(dialog.getByText('Step 3 of 5')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'GET STARTED' }).click();

    await expect(dialog.getByText('What are your favorite activities ?')).toBeVisible();
    await expect(dialog.getByText('Step 4 of 5')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Activities are required.')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Yoga' }).check();
    await dialog.getByRole('checkbox', { name: 'Boxing' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();

    await expect(dialog.getByText('What time do you prefer to workout ?')).toBeVisible();
    await expect(dialog.getByText('Step 5 of 5')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog.getByText('Timing is required.')).toBeVisible();
    await dialog.getByRole('checkbox', { name: /^Morning/ }).check();
    await dialog.getByRole('button', { name: 'Done' }).click();

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile', exact: true }).click();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('Yoga')).toBeVisible();
    await expect(page.getByText('Boxing')).toBeVisible();
  });

  test('the Other country branch saves the city and e-mail and ends on /classes', async ({ page }) => {
    await page.goto(`${MAIN_URL}/trainers`);
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Register' }).click();
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByLabel('City')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('City').fill('Muscat');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Want us to expand in your city ?')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('Email').fill(uniqueEmail('muscat'));
    await dialog.getByRole('button', { name: 'Keep me up to date' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/classes$/);
  });

  test('the prime brand starts at step 2 with Kuwait preselected and no Back button', async ({ page }) => {
    await page.goto(`${PRIME_URL}/classes`);
    await expect(page).toHaveTitle(/Prime Fitness Club/);
    await expect(page.getByRole('img', { name: 'Prime Fitness Club' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Partner Access' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Privacy policy' })).toHaveCount(0);
    await expect(page.getByTestId('copyright')).toContainText(String(new Date().getFullYear()));

    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Register' }).click();
    await expect(dialog.getByText('Where will you working out?')).toHaveCount(0);
    await expect(dialog.getByLabel('First name')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
    // The same numbering as the main brand: prime starts at step 2 (SPEC 2.3).
    await expect(dialog.getByText('Step 2 of 5')).toBeVisible();
    await expectAccessible(page);

    const email = uniqueEmail('prime');
    await dialog.getByLabel('First name').fill('Mariam');
    await dialog.getByLabel('Last name').fill('Al-Saleh');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('96550002222');
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByLabel('Confirm password').fill(DEMO_PASSWORD);
    await dialog.getByRole('radio', { name: 'Female' }).check();
    await dialog.getByRole('button', { name: 'Register' }).click();
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const me = await page.evaluate(async () => {
      const response = await fetch('/api/v1/users/me', {
        headers: { authorization: `Bearer ${localStorage.getItem('kinetic.token')}` },
      });
      return (await response.json()).data as { storeId: number; email: string };
    });
    expect(me).toMatchObject({ storeId: 1, email });
  });
});
