import { expect, expectAccessible, MAIN_URL, test } from '../support/app';

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
  }
  await page.goto(`${MAIN_URL}/sendfeedback`);
  await expectAccessible(page);
  await page.getByLabel('Name').fill('Visitor');
  await page.getByLabel('E-mail').fill('visitor@example.com');
  await page.getByLabel('Message').fill('Please add more evening spinning classes in Fintas.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent successfully')).toBeVisible();
});
