import { expect, expectAccessible, keepPicture, test } from '../support/app';

/** A page whose code chunk will not load shows a branded page with Reload inside the shell. */
test('a page chunk that fails to load shows a friendly Reload page, and Reload brings the page', async ({
  page,
}) => {
  await page.goto('/classes');
  await expect(page.getByRole('banner')).toBeVisible();
  // Every request for the trainers page's chunk fails, as after a deploy or on a dropped connection.
  let blocked = 0;
  await page.route(/\/assets\/TrainersPage-[^/]+\.js$/, (route) => {
    blocked += 1;
    return route.abort('failed');
  });
  await page.goto('/trainers');
  const alert = page.getByRole('alert').filter({ hasText: 'This page did not load' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  // Fetched again before giving up, and after the one automatic reload (4 tries in all).
  expect(blocked).toBeGreaterThanOrEqual(2);
  // The shell stays: the top bar and its tabs.
  await expect(page.getByRole('banner').getByRole('tab', { name: 'Trainers' })).toBeVisible();
  await expectAccessible(page);
  await keepPicture(page, { path: '/tmp/shots-og/chunk-error-1366.png', fullPage: true });

  await page.unroute(/\/assets\/TrainersPage-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Trainers/i })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('This page did not load')).toHaveCount(0);
});

test('a page that fails while rendering says something went wrong, never the developer screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // An answer the page cannot draw (a trainer without its lists), as a mismatched server would send.
  await page.route(/\/api\/v1\/trainers\/\d+$/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: '{"statusCode":200,"data":{"id":1}}',
    }),
  );
  await page.goto('/trainer/1/Someone');
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await keepPicture(page, { path: '/tmp/shots-og/render-error-390.png', fullPage: true });
  await page.getByRole('link', { name: 'Go to classes' }).click();
  await expect(page).toHaveURL(/\/classes$/);
});

/** The built app sends a shared trainer link's own preview tags to crawlers. */
test("a shared trainer link's HTML carries the trainer's preview tags", async ({ request }) => {
  const search = await request.get('/api/v1/trainers?page=0&size=1');
  const trainer = (
    (await search.json()) as { data: { items: { id: number; firstName: string; lastName: string }[] } }
  ).data.items[0]!;
  const html = await (await request.get(`/trainer/${trainer.id}/${trainer.firstName}`)).text();
  const name = `${trainer.firstName} ${trainer.lastName}`;
  expect(html).toContain(`<meta property="og:title" content="${name}" />`);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/[^"]+" \/>/);
  const unknown = await (await request.get('/trainer/999999/nobody')).text();
  expect(unknown).toContain('<meta property="og:site_name" content="Kinetic" />');
  expect(unknown).toContain('<meta property="og:image" content="http://localhost');
});
