import { expect, MAIN_URL, test } from '../support/app';

// A linked page's code loads while the pointer is on its way to the link, not after the click.
test('pointing at the Trainers tab loads its page before the click, which then shows it', async ({
  page,
}) => {
  await page.goto(`${MAIN_URL}/classes`);
  await expect(page.locator('article').first()).toBeVisible();
  const trainersTab = page.getByRole('tab', { name: 'Trainers' });

  const pageCode = page.waitForRequest(/\/assets\/TrainersPage-[\w-]+\.js$/);
  await trainersTab.hover();
  await pageCode;

  await trainersTab.click();
  await expect(page).toHaveURL(/\/trainers$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
