import type { Page as Browser } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  KUWAIT_STORE,
  MAIN_URL,
  registerCustomer,
  signInAs,
  test,
  uniqueEmail,
} from '../support/app';
import { buyByApi, newCustomer, paidClass, TEN_CREDITS } from '../support/payments';

interface ClassItem {
  classSessionId: number;
  classId: number;
  title: string;
  classDate: string;
  startsAt: string;
  availableSeat: number;
  credit: number;
  classCategory: { id: number; name: string };
}

const DAY_MS = 86_400_000;
/** The seed's store (Kuwait) decides what "today" is in the day strip. */
const kuwaitToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait' }).format(new Date());

async function classes(page: Browser, body: Record<string, unknown> = {}): Promise<ClassItem[]> {
  const response = await page.request.post(`${MAIN_URL}/api/v1/classes/list`, {
    headers: KUWAIT_STORE,
    data: { size: 100, ...body },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { items: ClassItem[] } }).data.items;
}

const card = (page: Browser, title: string) => page.locator('article').filter({ hasText: title });

test.describe('booking a class', () => {
  test('the demo customer filters by an activity, books a class, sees BOOKED and fewer credits', async ({
    page,
  }) => {
    const { token } = await signInAs(page, 'customer@kinetic.test');
    const today = kuwaitToday();
    // A Power Spin more than a day ahead: far from the refund cutoff, and inside the 14-day strip.
    const spin = (await classes(page))
      .filter(
        (item) => item.title === 'Power Spin 45' && Date.parse(item.startsAt) > Date.now() + 30 * 3_600_000,
      )
      .find((item) => (Date.parse(item.classDate) - Date.parse(today)) / DAY_MS < 14)!;
    const dayIndex = (Date.parse(spin.classDate) - Date.parse(today)) / DAY_MS;

    await page.goto(`${MAIN_URL}/classes`);
    await page.getByRole('toolbar', { name: 'Choose a day' }).getByRole('button').nth(dayIndex).click();
    const activity = page.getByRole('checkbox', { name: spin.classCategory.name });
    await activity.click();
    await expect(activity).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`activity=${spin.classCategory.id}`));
    await expect(page.locator('article').first()).toBeVisible();
    await expectAccessible(page);

    await card(page, spin.title).getByRole('button', { name: 'AT GYM' }).click();
    const dialog = page.getByRole('dialog', { name: spin.title });
    await expect(dialog.getByText('Open in maps')).toBeVisible();
    await expect(dialog.getByLabel('Share link')).toHaveValue(
      `${MAIN_URL}/classes/${spin.classSessionId}/Power-Spin-45`,
    );
    await expectAccessible(page);

    const joined = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/bookings') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'BOOK', exact: true }).click();
    const response = await joined;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['idempotency-key']).toBeTruthy();
    const { data } = (await response.json()) as {
      data: {
        booking: { id: number; creditsSpent: number; userPackageId: number };
        userPackageDetailDtoList: { id: number; balance: number }[];
      };
    };
    const after = data.userPackageDetailDtoList.find((p) => p.id === data.booking.userPackageId)!.balance;
    await expect(page.getByText(`You have joined the class. ${after} credits left`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card(page, spin.title).getByRole('button', { name: 'BOOKED' })).toBeDisabled();

    // Cancelling (more than 6 hours ahead) refunds the credits: the balance before was `after` + the price.
    const canceled = await page.request.delete(`${MAIN_URL}/api/v1/bookings/${data.booking.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const refund = (await canceled.json()) as {
      data: { userPackageDetailDtoList: { id: number; balance: number }[] };
    };
    const before = refund.data.userPackageDetailDtoList.find(
      (p) => p.id === data.booking.userPackageId,
    )!.balance;
    expect(data.booking.creditsSpent).toBe(spin.credit);
    expect(before - after).toBe(spin.credit);
  });

  test('a full class offers WAITLIST, and joining the waitlist shows WAITLISTED', async ({ page }) => {
    const email = uniqueEmail('waitlister');
    await registerCustomer(page, email);
    await signInAs(page, email);
    const full = (await classes(page)).find(
      (item) => item.title.includes('Reformer') && item.availableSeat === 0,
    )!;

    await page.goto(`${MAIN_URL}/classes?date=${full.classDate}&activity=${full.classCategory.id}`);
    await card(page, full.title).getByRole('button', { name: 'WAITLIST', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: full.title });
    await dialog.getByRole('button', { name: 'WAITLIST', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'WAITLISTED' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Leave waitlist' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card(page, full.title).getByRole('button', { name: 'WAITLISTED' })).toBeDisabled();
  });

  test('a customer without credits is sent to the membership page', async ({ page }) => {
    const email = uniqueEmail('nocredits');
    await registerCustomer(page, email);
    await signInAs(page, email);
    const paid = (await classes(page)).find(
      (item) => item.title === 'Power Spin 45' && item.availableSeat > 0,
    )!;

    await page.goto(`${MAIN_URL}/classes/${paid.classSessionId}/Power-Spin-45`);
    await page.getByRole('button', { name: 'BOOK', exact: true }).click();
    await expect(
      page.getByText('You have no balance. You will be redirected to the membership page.'),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/membership/${paid.classSessionId}/\\d+/\\d+/nobalance`));
  });

  // Which cards say EDIT (own classes) and which VIEW (other partners') is partner-view-and-wording.spec.ts.
  test('a trainer sees EDIT or VIEW on the class cards, never a booking button', async ({ page }) => {
    await signInAs(page, 'trainer@kinetic.test');
    const [first] = await classes(page);
    await page.goto(`${MAIN_URL}/classes?date=${first!.classDate}`);
    const buttons = page.locator('article').getByRole('button');
    await expect(buttons.first()).toHaveText(/^(EDIT|VIEW)$/);
    for (const text of new Set(await buttons.allInnerTexts())) expect(['EDIT', 'VIEW']).toContain(text);
  });

  test('a guest opening a share link gets the login popup, and logs in from BOOK back to the class', async ({
    page,
  }) => {
    const email = uniqueEmail('sharelink');
    await registerCustomer(page, email);
    const run = (await classes(page)).find((item) => item.title === 'Community Run Club')!;
    const link = `${MAIN_URL}/classes/${run.classSessionId}/Community-Run-Club`;

    await page.goto(link);
    // SPEC 2.3: the popup opens on load; closing it leaves the guest on the class.
    const popup = page.getByRole('dialog', { name: /^Welcome to / });
    await expect(popup.getByLabel('Email')).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: run.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${run.title} \\|`));
    await expect(page.getByText('Open in maps')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'BOOK', exact: true }).click();
    const login = page.getByRole('dialog');
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password').fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(link);

    await page.getByRole('button', { name: 'BOOK', exact: true }).click();
    await expect(page.getByText('You have joined the class.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'BOOKED' })).toBeDisabled();
  });

  test('a guest opening class/{classId} logs in from the popup on load and stays on the class', async ({
    page,
  }) => {
    const email = uniqueEmail('classlink');
    await registerCustomer(page, email);
    const run = (await classes(page)).find((item) => item.title === 'Community Run Club')!;
    const link = `${MAIN_URL}/class/${run.classId}`;

    await page.goto(link);
    const popup = page.getByRole('dialog', { name: /^Welcome to / });
    await popup.getByLabel('Email').fill(email);
    await popup.getByLabel('Password').fill(DEMO_PASSWORD);
    await popup.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(link);
    await expect(page.getByRole('heading', { level: 1, name: run.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  });
  test('customer finds a class by search and books it', async ({ page }) => {
    const { token, email } = await newCustomer(page, 'searcher');
    await buyByApi(page, token, TEN_CREDITS);
    // Signing in again stores the user with the package just bought.
    await signInAs(page, email);

    await page.goto(`${MAIN_URL}/classes`);
    const box = page.getByRole('search').getByLabel('Search classes, trainers and gyms');
    await box.fill('HIIT Burn');
    const panel = page.getByTestId('search-panel');
    await expect(panel.getByRole('link', { name: /HIIT Burn/ }).first()).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/searchresults\/HIIT(%20| )Burn$/);
    const row = page.getByTestId('class-row').filter({ hasText: 'HIIT Burn' }).first();
    await expect(row).toBeVisible();
    await expectAccessible(page);

    await row.getByRole('link', { name: 'HIIT Burn' }).click();
    await expect(page).toHaveURL(/\/classes\/\d+\/HIIT-Burn$/);
    await expect(page.getByRole('heading', { level: 1, name: 'HIIT Burn' })).toBeVisible();
    await page.getByRole('button', { name: 'BOOK', exact: true }).click();
    // HIIT Burn costs 1 credit of the 10 just bought.
    await expect(page.getByText('You have joined the class. 9 credits left')).toBeVisible();
    await expect(page.getByRole('button', { name: 'BOOKED' })).toBeDisabled();
  });

  test('a package bought elsewhere books at once, though this browser stored the member before it', async ({
    page,
  }) => {
    // Signed in here before the purchase (another tab, another device): the stored record has no package.
    const { token } = await newCustomer(page, 'elsewhere');
    await buyByApi(page, token, TEN_CREDITS);
    const item = await paidClass(page);

    await page.goto(`${MAIN_URL}/classes/${item.classSessionId}/class`);
    await page.getByRole('button', { name: 'BOOK', exact: true }).click();
    await expect(page.getByText(/^You have joined the class\. \d+ credits? left/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/classes/${item.classSessionId}/class$`));
  });
});
