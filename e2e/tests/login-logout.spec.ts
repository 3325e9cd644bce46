import { DEMO_PASSWORD, expect, expectAccessible, MAIN_URL, PRIME_URL, test } from '../support/app';

test.describe('login and logout', () => {
  test('the demo customer logs in, sees the member tabs, and signs out back to /classes', async ({
    page,
  }) => {
    await page.goto(`${MAIN_URL}/`);
    await expect(page).toHaveURL(/\/classes$/);
    await expect(page.getByRole('link', { name: 'Partner Access' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
    await page.getByRole('button', { name: 'Login' }).click();
    // The popup's forms load on first open: it is audited once they are there, as people meet it.
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Email')).toBeVisible();
    await expectAccessible(page);

    await dialog.getByLabel('Email').fill('customer@kinetic.test');
    await dialog.getByLabel('Password').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByText('Invalid email or password.')).toBeVisible();
    // A customer's wrong password is not a reason to send them to the partner site.
    await expect(dialog.getByRole('alert').getByRole('link')).toHaveCount(0);

    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Schedule' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Membership' })).toBeVisible();
    // The bell: a link until its panel's code loads, then a button that opens the panel; its name
    // carries the unread count when earlier journeys left the customer notifications.
    await expect(
      page
        .getByRole('button', { name: /^Notifications/ })
        .or(page.getByRole('link', { name: /^Notifications/ })),
    ).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('kinetic.token'));
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/classes$/);

    const afterLogout = await page.request.get(`${MAIN_URL}/api/v1/users/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(afterLogout.status()).toBe(401);
  });

  test('on the prime brand the demo customer logs in and signs out back to /classes', async ({ page }) => {
    await page.goto(`${PRIME_URL}/`);
    await expect(page).toHaveURL(/prime\.localhost:\d+\/classes$/);
    await expect(page).toHaveTitle(/Prime Fitness Club/);
    await expect(page.getByRole('link', { name: 'Partner Access' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Login' }).click();
    // The popup's forms load on first open: it is audited once they are there, as people meet it.
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Email')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('Email').fill('customer@kinetic.test');
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Schedule' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Membership' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('kinetic.token'));
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/prime\.localhost:\d+\/classes$/);
    // The token was revoked on the server (asked from the page: the API client cannot resolve *.localhost).
    const status = await page.evaluate(async (revoked) => {
      const response = await fetch('/api/v1/users/me', { headers: { authorization: `Bearer ${revoked}` } });
      return response.status;
    }, token);
    expect(status).toBe(401);
  });

  test('a revoked token anywhere logs the user out to /classes', async ({ page }) => {
    await page.goto(`${MAIN_URL}/classes`);
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('customer@kinetic.test');
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    const token = await page.evaluate(() => localStorage.getItem('kinetic.token'));
    await page.request.post(`${MAIN_URL}/api/v1/auth/logout`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await page.goto(`${MAIN_URL}/profile`);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/classes$/);
  });

  test('a gym account is refused on the prime brand with a link to the partner site', async ({ page }) => {
    await page.goto(`${PRIME_URL}/classes`);
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('gym@kinetic.test');
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByRole('link', { name: 'here' })).toHaveAttribute(
      'href',
      /partners\.prime\.example/,
    );
  });

  test('unknown paths get the not-found page with its own title', async ({ page }) => {
    await page.goto(`${MAIN_URL}/no-such-page`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await expectAccessible(page);
  });
});
