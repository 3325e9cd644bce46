import { classes as classesAr } from '../../apps/web/src/locales/ar/classes';
import { expect, expectAccessible, MAIN_URL, test } from '../support/app';

/** An Arabic browser gets the app in Arabic, right to left; the header's switch changes it and it sticks. */
test.describe('the shell in Arabic', () => {
  test.use({ locale: 'ar' });

  test('a first visit from an Arabic browser is Arabic and right to left, with an Arabic page title', async ({
    page,
  }) => {
    await page.goto(`${MAIN_URL}/aboutus`);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('banner').getByRole('tab', { name: 'الحصص' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تعرّف على Kinetic');
    await expect(page).toHaveTitle('من نحن | Kinetic');
    // Each language's version of the page is announced to search engines.
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
      'href',
      `${MAIN_URL}/aboutus?lang=ar`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${MAIN_URL}/aboutus?lang=en`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${MAIN_URL}/aboutus`,
    );
    await expectAccessible(page);
  });

  test("the header's switch turns the page to English and back, and the choice survives a reload", async ({
    page,
  }) => {
    await page.goto(`${MAIN_URL}/classes`);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');

    await page.getByTestId('language-switch').click();
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('banner').getByRole('tab', { name: 'Sessions' })).toBeVisible();

    // Kept in this browser, although the browser itself asks for Arabic.
    await page.reload();
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner').getByRole('tab', { name: 'Sessions' })).toBeVisible();

    await page.getByTestId('language-switch').click();
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('banner').getByRole('tab', { name: 'الحصص' })).toBeVisible();
    await page.reload();
    await expect(html).toHaveAttribute('dir', 'rtl');
  });

  test("the class filters' calendar is in Arabic: Arabic-Indic day numbers, the Gulf week", async ({
    page,
  }) => {
    await page.goto(`${MAIN_URL}/classes`);
    await page.getByRole('button', { name: classesAr.filters.pickDate }).click();
    const days = page.locator('table button');
    await expect(days.filter({ hasText: /^١٥$/ }).first()).toBeVisible();
    await expect(days.filter({ hasText: /^15$/ })).toHaveCount(0);
    // The week starts on Sunday (أحد) in the Gulf.
    await expect(page.locator('table thead th').first()).toHaveText(/ح/);
  });

  test('a ?lang=en link opens English for an Arabic browser', async ({ page }) => {
    await page.goto(`${MAIN_URL}/aboutus?lang=en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Kinetic');
    await expect(page).toHaveTitle('About us | Kinetic');
    // The link's language is now the reader's: the parameter leaves the address.
    await expect(page).toHaveURL(`${MAIN_URL}/aboutus`);
  });

  test('on a phone the menu slides in from the right, in Arabic', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${MAIN_URL}/classes`);
    await page.getByRole('button', { name: 'افتح القائمة' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('button', { name: 'استكشف' })).toBeVisible();
    // The drawer's panel touches the right edge of the screen, not the left.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box ? Math.round(box.x + box.width) : 0;
      })
      .toBe(390);
    // A phone's bar has no room for the switch: it is in the menu, in the other language's own words.
    await expect(drawer.getByTestId('menu-language-switch')).toHaveText('English');
    await expect(page.getByTestId('language-switch')).toBeHidden();
    await drawer.getByRole('button', { name: 'أغلق القائمة' }).click();
    await expect(drawer).toHaveCount(0);
  });
});

test('a ?lang=ar link opens Arabic for an English browser', async ({ page }) => {
  await page.goto(`${MAIN_URL}/terms?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الشروط والأحكام');
  await expect(page).toHaveTitle('الشروط والأحكام | Kinetic');
});

test('a switch to Arabic whose texts cannot be fetched says so, and the page and the next visit stay English', async ({
  page,
}) => {
  await page.goto(`${MAIN_URL}/aboutus`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Kinetic');
  // The connection drops: the Arabic chunks (the domain's and the texts') do not come.
  await page.route(/\/assets\/(arabic|common|staticPages|search)-[\w-]+\.js$/, (route) => route.abort());
  await page.getByTestId('language-switch').click();
  await expect(page.getByTestId('toast-region')).toContainText(
    'Arabic could not be loaded. Check your connection and try again.',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Kinetic');
  await page.unrouteAll();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Kinetic');
});
