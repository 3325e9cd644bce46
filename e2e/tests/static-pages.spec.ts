import { expect, expectAccessible, MAIN_URL, signInAs, test } from '../support/app';

test('static pages have their own titles and the feedback form answers', async ({ page }) => {
  for (const [path, title] of [
    ['/aboutus', /About/],
    ['/contact', /Contact/],
    ['/privacy', /Privacy/],
    ['/terms', /Terms/],
  ] as const) {
    await page.goto(`${MAIN_URL}${path}`);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
  // Each page has its own meta description, not the brand's.
  await page.goto(`${MAIN_URL}/aboutus`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Kinetic helps you find and book fitness classes, personal training and gym memberships across the Gulf.',
  );
  await page.goto(`${MAIN_URL}/sendfeedback`);
  await expectAccessible(page);
  await page.getByLabel('Name').fill('Visitor');
  await page.getByLabel('E-mail').fill('visitor@example.com');
  await page.getByLabel('Message').fill('Please add more evening spinning classes in Fintas.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent successfully')).toBeVisible();
});

test('the share page shows the brand share link with Copy and share links to signed-in users', async ({
  page,
}) => {
  await page.goto(`${MAIN_URL}/share`);
  await expect(page).toHaveURL(`${MAIN_URL}/classes`);

  await signInAs(page, 'customer@kinetic.test');
  await page.reload();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  await expect(page).toHaveURL(`${MAIN_URL}/share`);
  await expect(page).toHaveTitle(/^Share \|/);
  await expect(page.getByRole('heading', { level: 1, name: /^Share / })).toBeVisible();
  await expect(page.getByLabel('Share link')).toHaveValue(MAIN_URL);
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  const shareOn = page.getByRole('navigation', { name: 'Share on' });
  await expect(shareOn.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(MAIN_URL)}`),
  );
  await expect(shareOn.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', /^mailto:/);
  await expectAccessible(page);
});
