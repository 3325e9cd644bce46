import { expect, expectAccessible, PRIME_URL, signInAs, test } from '../support/app';

test.describe('the prime brand', () => {
  test('shows no gyms and sells the house packages under its own name', async ({ page }) => {
    test.setTimeout(120_000);
    // The API request context cannot resolve *.localhost: log in on the main host, keep the session on prime's.
    const { token, user } = await signInAs(page, 'customer@kinetic.test');
    await page.goto(`${PRIME_URL}/classes`);
    await page.evaluate(
      (session) => {
        localStorage.setItem('kinetic.token', session.token);
        localStorage.setItem('kinetic.user', JSON.stringify(session.user));
        localStorage.setItem('kinetic.userType', String(session.user.userCategory));
        localStorage.setItem('kinetic.storeId', String(session.user.storeId));
      },
      { token, user },
    );

    await page.goto(`${PRIME_URL}/membership`);
    const cards = page.getByTestId('package-card');
    await expect(cards.getByRole('heading', { name: 'Prime Fitness Club 10 Credits' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(cards.getByRole('heading', { name: /^Kinetic/ })).toHaveCount(0);
    await expect(page.getByTestId('user-package').getByText('Prime Fitness Club 20 Credits')).toBeVisible();
    await expectAccessible(page);

    // No Gyms entry in the phone menu, and /gyms is not a page here, as search shows no gyms.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${PRIME_URL}/classes`);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('button', { name: 'Explore' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Gyms' })).toHaveCount(0);
    await page.goto(`${PRIME_URL}/gyms`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'FlexZone Studios' })).toHaveCount(0);

    // Nothing offers gyms here: not the trainers page's intro, not the search box.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${PRIME_URL}/trainers`);
    await expect(page.getByRole('link', { name: 'explore activities' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse gyms' })).toHaveCount(0);
    await expect(page.getByRole('search').getByLabel('Search classes and trainers')).toBeVisible();
    await expect(page.getByPlaceholder('Search classes, trainers', { exact: true })).toBeVisible();
  });
});
