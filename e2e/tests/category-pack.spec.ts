import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  KUWAIT_STORE,
  keepPicture,
  MAIN_URL,
  signInAs,
  test,
} from '../support/app';
import { pick } from '../support/manage';
import { buyByApi, type ClassItem, newCustomer, openClassAndBook, TEN_CREDITS } from '../support/payments';

const MIND_AND_BODY = 'Mind and Body Category Pack';

/** The first session of a class from tomorrow on, with seats. */
async function nextSessionOf(page: Page, title: string): Promise<ClassItem> {
  const fromDate = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  for (let pageNo = 0; pageNo < 5; pageNo += 1) {
    const response = await page.request.post(`${MAIN_URL}/api/v1/classes/list`, {
      headers: KUWAIT_STORE,
      data: { size: 100, page: pageNo, fromDate },
    });
    const { data } = (await response.json()) as { data: { items: ClassItem[] } };
    const found = data.items.find((item) => item.title === title && item.availableSeat > 0);
    if (found) return found;
  }
  throw new Error(`no session of ${title}`);
}

/** A category pack pays only for classes of its activities. */
test.describe('a category pack', () => {
  test('books yoga but not spinning, and a class’s buy page offers only what can pay for it', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { token, email } = await newCustomer(page, 'category');
    await buyByApi(page, token, MIND_AND_BODY);
    // Sign in again: the stored user record lists the pack (the app decides the prompt first).
    await signInAs(page, email);
    const spin = await nextSessionOf(page, 'Power Spin 45');
    const yoga = await nextSessionOf(page, 'Sunrise Vinyasa Yoga');

    await openClassAndBook(page, spin);
    const popup = page.getByRole('dialog', { name: 'Not covered by your pack' });
    await expect(popup).toContainText(
      'Your category pack pays only for classes of its own activities, and this class is not one of them.',
    );
    await expectAccessible(page);
    await keepPicture(page, { path: '/tmp/shots-32/category-popup-en-desktop.png' });
    await popup.getByRole('button', { name: 'Add Credits' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/membership/${spin.classSessionId}/\\d+/${spin.credit}/category`),
    );
    await expect(page.getByTestId('class-row').getByText(spin.title)).toBeVisible();
    await expect(page.getByRole('button', { name: `Buy ${TEN_CREDITS}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Buy ${MIND_AND_BODY}` })).toHaveCount(0);
    await expectAccessible(page);
    const spinPage = page.url();
    await keepPicture(page, { path: '/tmp/shots-32/buy-spin-en-desktop.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await keepPicture(page, { path: '/tmp/shots-32/buy-spin-en-390.png', fullPage: true });
    await page.goto(`${spinPage}&lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('باقة النشاط لديك تغطي حصص أنشطتها فقط')).toBeVisible();
    await keepPicture(page, { path: '/tmp/shots-32/buy-spin-ar-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await keepPicture(page, { path: '/tmp/shots-32/buy-spin-ar-desktop.png', fullPage: true });
    await page.goto(`${MAIN_URL}/classes/${spin.classSessionId}/class`);
    await page.getByRole('button', { name: 'احجز', exact: true }).click();
    const arabicPopup = page.getByRole('dialog', { name: 'باقتك لا تغطي هذه الحصة' });
    await expect(arabicPopup).toContainText('باقة النشاط لديك تغطي حصص أنشطتها فقط');
    await keepPicture(page, { path: '/tmp/shots-32/category-popup-ar-desktop.png' });

    // The yoga class's buy page offers the pack, and the pack books the class.
    await page.goto(`${MAIN_URL}/membership/${yoga.classSessionId}/0/${yoga.credit}/nobalance?lang=en`);
    await expect(page.getByRole('button', { name: `Buy ${MIND_AND_BODY}` })).toBeVisible();
    await keepPicture(page, { path: '/tmp/shots-32/buy-yoga-en-desktop.png', fullPage: true });
    await openClassAndBook(page, yoga);
    await expect(page.getByRole('status').filter({ hasText: 'You have joined the class.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'BOOKED' })).toBeDisabled();
  });

  test('a gym makes an activity pack for its HIIT classes: sold for HIIT, not for CrossFit', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const PACK = 'FlexZone HIIT Pack';
    await signInAs(page, 'gym@kinetic.test');
    await page.goto(`${MAIN_URL}/gym/admin/packages`);
    await page.getByRole('button', { name: 'Add a package' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add a package' });
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill(PACK);
    await add.getByRole('textbox', { name: 'Price (KWD)' }).fill('15');
    await add.getByRole('textbox', { name: 'Credits' }).fill('8');
    await add.getByRole('textbox', { name: 'Valid for (days)' }).fill('30');
    await pick(add, page, 'Type', 'Activity pack');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('Choose the activities this pack pays for.')).toBeVisible();
    await expectAccessible(page);
    await add.getByLabel('Activities it pays for').click();
    await page.getByRole('option', { name: 'HIIT', exact: true }).click();
    await add.getByRole('textbox', { name: 'Name', exact: true }).click();
    await keepPicture(add, { path: '/tmp/shots-32/gym-activity-pack-en.png' });
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByTestId('gym-package-row').filter({ hasText: PACK })).toContainText('15.000');

    await page.goto(`${MAIN_URL}/gym/admin/packages?lang=ar`);
    await page.getByTestId('gym-package-row').filter({ hasText: PACK }).getByRole('button').first().click();
    const edit = page.getByRole('dialog');
    await expect(edit.getByText('الأنشطة التي تغطيها')).toBeVisible();
    await keepPicture(edit, { path: '/tmp/shots-32/gym-activity-pack-ar.png' });
    await page.goto(`${MAIN_URL}/gym/admin/packages?lang=en`);

    const customer = await page.context().browser()!.newContext();
    const shopper = await customer.newPage();
    const { token } = await signInAs(shopper, 'customer@kinetic.test');
    const offered = async (title: string) => {
      const item = await nextSessionOf(shopper, title);
      const listed = await shopper.request.get(
        `${MAIN_URL}/api/v1/packages?sessionId=${item.classSessionId}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      return ((await listed.json()) as { data: { name: string }[] }).data.map((p) => p.name);
    };
    expect(await offered('HIIT Burn')).toContain(PACK);
    expect(await offered('CrossFit WOD')).not.toContain(PACK);
    await customer.close();
  });
});
