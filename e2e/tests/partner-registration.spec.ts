import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  keepPicture,
  MAIN_URL,
  test,
  uniqueEmail,
} from '../support/app';

// That the prime brand has no such pages is checked in route-guards.spec.ts.

const PASSWORD_RULE = 'Invalid password. Password must be at least 8 characters long, and contain a number.';

/** Where the journeys keep their screenshots of the checklist. */
const SHOTS = '/tmp/shots-onboarding';

/** The checklist's count of steps done, as the progress card says it ("1 of 3 done"). */
const progressCount = (page: Page) => page.getByTestId('onboarding-count');

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

    // The first screen is the checklist of first steps, not the class list.
    await expect(page).toHaveURL(/\/trainer\/start$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get started' })).toBeVisible();
    await expect(progressCount(page)).toHaveText('0 of 3 done');
    await expect(page.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(
      page.getByRole('listitem', { name: 'Set up your payouts' }).getByRole('link'),
    ).toHaveAttribute('href', '/contact');
    await expectAccessible(page);

    // A step opens the screen that does it; once done, the checklist counts it.
    await page
      .getByRole('listitem', { name: 'Write your bio' })
      .getByRole('link', { name: 'Write my bio' })
      .click();
    await expect(page).toHaveURL(/\/trainer\/editProfile$/);
    await page
      .getByRole('textbox', { name: 'Bio', exact: true })
      .fill('Vinyasa and yin yoga for every level, in Salmiya and online.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await page.getByTestId('avatar-menu').click();
    await page.getByRole('menuitem', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/trainer\/start$/);
    await expect(progressCount(page)).toHaveText('1 of 3 done');
    await expect(page.getByRole('listitem', { name: 'Write your bio' })).toContainText('Done');
    await keepPicture(page, { path: `${SHOTS}/trainer-start.png`, fullPage: true });
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

    // A gym's checklist asks for its branch too.
    await expect(page).toHaveURL(/\/gym\/start$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get started' })).toBeVisible();
    await expect(progressCount(page)).toHaveText('0 of 4 done');
    await expect(
      page.getByRole('listitem', { name: 'Add your branch' }).getByRole('link', { name: 'Add a branch' }),
    ).toHaveAttribute('href', '/gym/editProfile');
    await expect(
      page
        .getByRole('listitem', { name: 'Create your first class' })
        .getByRole('link', { name: 'Create a class' }),
    ).toHaveAttribute('href', '/gym/classes/new');
    await expectAccessible(page);
    await keepPicture(page, { path: `${SHOTS}/gym-start.png`, fullPage: true });

    // The same checklist in Arabic, right to left.
    await page.goto(`${MAIN_URL}/gym/start?lang=ar`);
    await expect(page.getByRole('heading', { level: 1, name: 'ابدأ من هنا' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(progressCount(page)).toHaveText(/^أنجزت (0|٠) من (4|٤)$/);
    await expect(page.getByRole('listitem', { name: 'أضف فرعك' })).toBeVisible();
    await expectAccessible(page);
    await keepPicture(page, { path: `${SHOTS}/gym-start-ar.png`, fullPage: true });
  });
});
