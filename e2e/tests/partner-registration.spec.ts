import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, MAIN_URL, test, uniqueEmail } from '../support/app';

// That the prime brand has no such pages is checked in route-guards.spec.ts.

const PASSWORD_RULE = 'Invalid password. Password must be at least 8 characters long, and contain a number.';

/** The signed-in user's category, as the web app keeps it (SPEC 3.1 local storage). */
const storedUserType = (page: Page) => page.evaluate(() => localStorage.getItem('kinetic.userType'));

test.describe('trainer and gym registration', () => {
  test('a trainer registers with the form and is signed in', async ({ page }) => {
    await page.goto(`${MAIN_URL}/register/trainer`);
    await expect(page.getByRole('heading', { level: 1, name: 'Register as a trainer' })).toBeVisible();
    await expect(page).toHaveTitle(/Register as a trainer/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Teach your classes and personal training sessions to members across the Gulf.',
    );
    await expectAccessible(page);
    const form = page.getByRole('form', { name: 'Trainer registration' });

    await form.getByRole('button', { name: 'Create trainer account' }).click();
    await expect(form.getByText('This information is required.').first()).toBeVisible();

    await form.getByLabel('First name').fill('Nora');
    await form.getByLabel('Last name').fill('Al-Mutairi');
    await form.getByRole('radio', { name: 'Female' }).check();
    await form.getByRole('combobox', { name: 'Nationality' }).click();
    await form.getByRole('combobox', { name: 'Nationality' }).fill('Kuwaiti');
    await page.getByRole('option', { name: 'Kuwaiti', exact: true }).click();
    await form.getByLabel(/^E-mail( \*)?$/).fill(uniqueEmail('trainer'));
    await form.getByLabel('Mobile number').fill('96550007777');
    await form.getByLabel(/^Password( \*)?$/).fill('nodigits');
    await form.getByLabel('Confirm password').fill('nodigits');
    await form.getByRole('radio', { name: 'Freelancer' }).check();
    await form.getByLabel('Rate per class').fill('12.500');
    await form.getByRole('checkbox', { name: 'Yoga' }).check();
    await form.getByRole('button', { name: 'Add certificate' }).click();
    await form.getByLabel(/^Certificate 1( \*)?$/).fill('REPs Level 3');
    await form.getByRole('button', { name: 'Create trainer account' }).click();
    await expect(form.getByText(PASSWORD_RULE)).toBeVisible();
    await expectAccessible(page);

    await form.getByLabel(/^Password( \*)?$/).fill(DEMO_PASSWORD);
    await form.getByLabel('Confirm password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Create trainer account' }).click();
    await expect(page.getByText('Welcome to Kinetic, Nora!')).toBeVisible();
    await expect.poll(() => storedUserType(page)).toBe('2');
  });

  test('a gym registers with the form, monthly price below yearly, and is signed in', async ({ page }) => {
    await page.goto(`${MAIN_URL}/register/gym`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Register your gym/);
    await expectAccessible(page);
    const form = page.getByRole('form', { name: 'Gym registration' });

    await form.getByLabel('Studio name').fill('Harbour Strength');
    await form.getByLabel('Type of classes').fill('Strength, HIIT');
    await form.getByLabel('Drop-in class').fill('5');
    await form.getByLabel('Monthly membership').fill('300');
    await form.getByLabel('Yearly membership').fill('250');
    await form.getByLabel('First name').fill('Bader');
    await form.getByLabel('Last name').fill('Al-Fahad');
    await form.getByRole('radio', { name: 'Owner' }).check();
    await form.getByLabel(/^E-mail( \*)?$/).fill(uniqueEmail('gym'));
    await form.getByLabel('Mobile number').fill('96522003300');
    await form.getByLabel(/^Password( \*)?$/).fill(DEMO_PASSWORD);
    await form.getByLabel('Confirm password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Register my gym' }).click();
    await expect(
      form.getByText('Monthly Price cannot be greater than or equal to Yearly Price'),
    ).toBeVisible();
    await expectAccessible(page);

    await form.getByLabel('Yearly membership').fill('3000');
    await form.getByRole('button', { name: 'Register my gym' }).click();
    await expect(page.getByText('Welcome to Kinetic, Bader!')).toBeVisible();
    await expect.poll(() => storedUserType(page)).toBe('3');
  });
});
