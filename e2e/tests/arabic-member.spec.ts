import { expect, expectAccessible, MAIN_URL, signInAs, test } from '../support/app';

/**
 * A browser set to Arabic gets the member's pages in Arabic, right to left, with money in
 * Arabic words and digits (Kuwaiti dinars with three decimals) and dates in Arabic.
 */
test.describe('an Arabic-speaking member', () => {
  test.use({ locale: 'ar' });

  test('reads membership and the schedule in Arabic, right to left', async ({ page }) => {
    await signInAs(page, 'customer@kinetic.test');

    await page.goto(`${MAIN_URL}/membership`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'الاشتراكات' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'باقاتك' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'اشترِ المزيد' })).toBeVisible();
    const card = page.getByTestId('package-card').first();
    await expect(card).toContainText('دينار كويتي');
    // Three decimals in Arabic-Indic digits: ١٢٫٥٠٠ دينار كويتي.
    await expect(card).toContainText(/[٠-٩]+٫[٠-٩]{3}/);
    await expect(card.getByRole('button', { name: /^اشترِ / })).toBeVisible();
    await expect(page.getByTestId('credits-balance').first()).toContainText(/باقي/);
    await expect(page.getByText('Buy more')).toHaveCount(0);
    await expectAccessible(page);

    await page.goto(`${MAIN_URL}/userschedule`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'جدولي' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'حصصي' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'الأسبوع السابق' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'الأسبوع التالي' })).toBeVisible();
    // Seven day tabs, each with its Arabic weekday.
    const days = page.locator('[role="tab"][data-date]');
    await expect(days).toHaveCount(7);
    await expect(days.first()).toContainText(/الاثنين|الإثنين/);
    await expect(page.getByText('Previous week')).toHaveCount(0);
    await expectAccessible(page);
  });
});
