import type { Page, TestInfo } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  keepPicture,
  latestMailTo,
  MAIN_URL,
  PICTURES_WANTED,
  signInAs,
  test,
  uniqueEmail,
} from '../support/app';
import {
  apiToken,
  createClassByApi,
  dismissToasts,
  kuwaitDate,
  registerFreelancer,
  weekdayOf,
} from '../support/manage';

const OPERATOR = 'gym@kinetic.test';

/** The page at 1280 px and at 390 px, kept with the run's results. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  if (!PICTURES_WANTED) return;
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepPicture(page, { path: testInfo.outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepPicture(page, { path: testInfo.outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Signs out in the browser: the next pages are a guest's. */
const signOut = (page: Page) => page.evaluate(() => localStorage.clear());

/** The main brand's review setting, through the operator's API (the journey turns it back off). */
async function setMainBrandReview(page: Page, on: boolean) {
  const token = await apiToken(page, OPERATOR);
  const brands = await page.request.get(`${MAIN_URL}/api/v1/partner-reviews/brands`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const main = ((await brands.json()) as { data: { brandId: number; host: string }[] }).data.find(
    (brand) => brand.host === 'localhost',
  )!;
  const turned = await page.request.put(`${MAIN_URL}/api/v1/partner-reviews/brands/${main.brandId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { partnersNeedApproval: on },
  });
  expect(turned.status()).toBe(200);
}

/** The operator opens the review screen from the account menu. */
async function openReviews(page: Page) {
  await signInAs(page, OPERATOR);
  await page.goto(`${MAIN_URL}/classes`);
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: 'Partner reviews' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Partner reviews' })).toBeVisible();
}

/** What a guest finds of the gym and its class in the class list, search, the gym list and the pages. */
async function guestSees(
  page: Page,
  gym: { id: number; studioName: string },
  klass: { id: number; title: string; day: string },
) {
  await signOut(page);
  const list = page.waitForResponse((r) => r.url().endsWith('/api/v1/classes/list') && r.ok());
  await page.goto(`${MAIN_URL}/classes?date=${klass.day}`);
  await list;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const inList = await page.locator('article').filter({ hasText: klass.title }).count();

  const search = page.waitForResponse((r) => r.url().includes('/api/v1/search') && r.ok());
  await page.goto(`${MAIN_URL}/searchresults/${encodeURIComponent(klass.title)}`);
  await search;
  // The answer drawn: its count of results, or the page saying there are none (counting before it
  // was drawn read 0 on a busy machine).
  await expect(page.getByText(/results? for “|No results for “/).first()).toBeVisible();
  const inSearch = await page.getByTestId('class-row').filter({ hasText: klass.title }).count();

  await page.goto(`${MAIN_URL}/gyms`);
  await expect(page.getByText('Lotus Yoga House').first()).toBeVisible();
  const inGyms = await page.getByTestId('gym-card').filter({ hasText: gym.studioName }).count();

  await page.goto(`${MAIN_URL}/gym/${gym.id}`);
  const gymPage = page
    .getByRole('heading')
    .filter({ hasText: new RegExp(`^(This gym could not be found|${gym.studioName})$`) })
    .first();
  await expect(gymPage).toBeVisible();
  return {
    inList: inList > 0,
    inSearch: inSearch > 0,
    inGyms: inGyms > 0,
    gymPage: await gymPage.innerText(),
  };
}

test.describe('partners wait for the operator’s approval where the brand asks for it', () => {
  test.afterAll(async ({ browser }) => {
    // Every other journey registers partners expecting them public at once.
    const page = await browser.newPage();
    await setMainBrandReview(page, false);
    await page.close();
  });

  test('a new gym stays hidden until the operator approves it, and is told', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    // The operator turns the review on for the main brand, on the review screen.
    await openReviews(page);
    const setting = page.getByRole('switch', {
      name: 'New partners of Kinetic (localhost) need my approval',
    });
    await expect(setting).not.toBeChecked();
    await setting.click();
    await expect(page.getByText('New partners of Kinetic now wait for your approval.')).toBeVisible();
    await expect(setting).toBeChecked();
    await dismissToasts(page);

    // A new gym registers on the site and adds a class.
    await signOut(page);
    const studioName = `Dune Strength ${Date.now().toString(36)}`;
    const email = uniqueEmail('reviewgym');
    await page.goto(`${MAIN_URL}/register/gym`);
    const form = page.getByRole('form', { name: 'Gym registration' });
    await form.getByLabel('Studio name').fill(studioName);
    await form.getByLabel('Type of classes').fill('Strength');
    await form.getByLabel('Drop-in class').fill('5');
    await form.getByLabel('Monthly membership').fill('30');
    await form.getByLabel('Yearly membership').fill('300');
    await form.getByLabel('First name').fill('Hessa');
    await form.getByLabel('Last name').fill('Al-Rashed');
    await form.getByRole('radio', { name: 'Owner' }).check();
    await form.getByLabel(/^E-mail( \*)?$/).fill(email);
    await form.getByLabel('Mobile number').fill('96522004400');
    await form.getByLabel(/^Password( \*)?$/).fill(DEMO_PASSWORD);
    await form.getByLabel('Confirm password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Register my gym' }).click();
    await expect(page.getByText('Welcome to Kinetic, Hessa!')).toBeVisible();
    const gymToken = await apiToken(page, email);
    const gymId = (
      (await page.evaluate(() => JSON.parse(localStorage.getItem('kinetic.user') ?? '{}'))) as {
        id: number;
      }
    ).id;
    const day = kuwaitDate(30);
    const title = `Dawn Lift ${Date.now().toString(36)}`;
    const classId = await createClassByApi(page, gymToken, {
      title,
      timings: [
        {
          classDays: [weekdayOf(day)],
          fromTime: '05:15',
          durationMinutes: 45,
          fromDate: day,
          toDate: day,
          totalSeat: 10,
        },
      ],
    });

    // In its own space the gym reads that its account awaits review.
    await page.goto(`${MAIN_URL}/gym/classes/${Date.now()}`);
    await expect(page.getByTestId('partner-review-banner')).toContainText('Your account is awaiting review');
    await dismissToasts(page);
    await expectAccessible(page);
    await shoot(page, testInfo, 'gym-awaiting-review');

    // Others find neither the gym nor its class.
    const gym = { id: gymId, studioName };
    const klass = { id: classId, title, day };
    expect(await guestSees(page, gym, klass)).toEqual({
      inList: false,
      inSearch: false,
      inGyms: false,
      gymPage: 'This gym could not be found',
    });
    await signInAs(page, 'customer@kinetic.test');
    await page.goto(`${MAIN_URL}/class/${classId}`);
    await expect(page.getByText('This class has been deleted.')).toBeVisible();

    // The operator approves it on the review screen.
    await openReviews(page);
    const card = page.getByTestId('pending-partner').filter({ hasText: studioName });
    await expect(card).toContainText('Gym');
    await expect(card).toContainText(email);
    await expect(card).toContainText('Contact: Hessa Al-Rashed');
    await expect(card).toContainText('Brand: Kinetic');
    await expectAccessible(page);
    await shoot(page, testInfo, 'operator-review-screen');
    await page.goto(`${MAIN_URL}/gym/admin/partner-reviews?lang=ar`);
    await expect(page.getByRole('heading', { level: 1, name: 'مراجعة الشركاء' })).toBeVisible();
    await expect(page.getByTestId('pending-partner').filter({ hasText: studioName })).toContainText(
      'نادي رياضي',
    );
    await shoot(page, testInfo, 'operator-review-screen-ar');
    await page.goto(`${MAIN_URL}/gym/admin/partner-reviews?lang=en`);
    await card.getByRole('button', { name: `Approve ${studioName}` }).click();
    await expect(page.getByText(`${studioName} is now public and has been told.`)).toBeVisible();
    await expect(card).toHaveCount(0);

    // The gym is told in the bell and by e-mail; its space no longer warns.
    await signInAs(page, email);
    await page.goto(`${MAIN_URL}/gym/classes/${Date.now()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'My classes' })).toBeVisible();
    await expect(page.getByTestId('partner-review-banner')).toHaveCount(0);
    await page.getByRole('button', { name: /Notifications/ }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Notifications' })
        .getByText('Your account is approved: your page and classes are now public.'),
    ).toBeVisible();
    const mail = await latestMailTo(page, email, /approved/);
    expect(mail.subject).toBe('Your Kinetic partner account is approved');
    expect(mail.textBody).toContain(`${MAIN_URL}/gym/${gymId}`);

    // Now everyone finds the gym and its class, once the lists' caches have moved on (a second at most).
    await expect
      .poll(() => guestSees(page, gym, klass), { intervals: [250, 500, 1000], timeout: 30_000 })
      .toEqual({ inList: true, inSearch: true, inGyms: true, gymPage: studioName });
  });

  test('the operator refuses a trainer with a reason, which the trainer reads in Arabic', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await setMainBrandReview(page, true);
    const lastName = `Qassim${Date.now().toString(36)}`;
    const email = uniqueEmail('reviewtrainer');
    const registered = await registerFreelancer(page, {
      firstName: 'Maha',
      lastName,
      email,
      mobile: '96550008888',
      language: 'ar',
    });
    expect(registered.status()).toBe(201);

    await openReviews(page);
    const card = page.getByTestId('pending-partner').filter({ hasText: lastName });
    await expect(card).toContainText('Trainer');
    await card.getByRole('button', { name: `Refuse Maha ${lastName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Refuse Maha ${lastName}` });
    // A reason is required.
    await dialog.getByRole('button', { name: 'Refuse partner' }).click();
    await expect(dialog.getByText('This information is required.')).toBeVisible();
    await expectAccessible(page);
    await shoot(page, testInfo, 'operator-refuse-modal');
    const reason = 'Please add a photo of your REPs certificate.';
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await dialog.getByRole('button', { name: 'Refuse partner' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Maha ${lastName} has been told the reason.`)).toBeVisible();
    await expect(card).toHaveCount(0);

    // The trainer reads the refusal and its reason in Arabic: in their space, the bell and the e-mail.
    await signInAs(page, email);
    await page.goto(`${MAIN_URL}/trainer/classes?lang=ar`);
    const banner = page.getByTestId('partner-review-banner');
    await expect(banner).toContainText('لم تتم الموافقة على حسابك');
    await expect(banner).toContainText('السبب:');
    await expect(banner).toContainText(reason);
    await page.getByRole('button', { name: /الإشعارات/ }).click();
    await expect(page.getByRole('dialog').getByText(`لم تتم الموافقة على حسابك: ${reason}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expectAccessible(page);
    await shoot(page, testInfo, 'trainer-refused-ar');
    const mail = await latestMailTo(page, email, /لم تتم الموافقة/);
    expect(mail.subject).toBe('لم تتم الموافقة على حسابك كشريك في Kinetic');
    expect(mail.textBody).toContain(reason);
  });
});
