import { expect, expectAccessible, MAIN_URL, signInAs, test } from '../support/app';

test.describe('discovery', () => {
  test('the demo customer finds a class by search, opens a trainer and follows them', async ({ page }) => {
    await signInAs(page, 'customer@kinetic.test');
    await page.goto(`${MAIN_URL}/explore`);
    await expect(page).toHaveTitle(/Explore/);
    await expect(page.getByRole('heading', { name: 'Browse by activity' })).toBeVisible();
    await expectAccessible(page);

    // Typing opens the panel, grouped; members see gyms and classes.
    const box = page.getByRole('search').getByLabel('Search classes, trainers and gyms');
    await box.fill('yoga');
    const panel = page.getByTestId('search-panel');
    await expect(panel.getByRole('heading', { name: 'Classes' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Gyms' })).toBeVisible();
    await expect(panel.getByRole('link', { name: /Sunrise Vinyasa Yoga/ })).toBeVisible();
    await expect(panel).toHaveCSS('height', '300px');
    await expectAccessible(page);

    // Escape and outside clicks close it; arrow keys walk the results.
    await box.press('ArrowDown');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(box).toBeFocused();
    await box.press('ArrowDown');
    await expect(panel).toBeVisible();
    await page.getByRole('heading', { name: 'Explore', level: 1 }).click();
    await expect(panel).toHaveCount(0);

    // Enter opens the full results page; the term is remembered.
    await box.press('Enter');
    await expect(page).toHaveURL(/\/searchresults\/yoga$/);
    await expect(page.getByRole('heading', { name: 'Search results for “yoga”' })).toBeVisible();
    await expect(page.getByTestId('class-row').filter({ hasText: 'Sunrise Vinyasa Yoga' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('kinetic.searchedTerm'))).toBe('yoga');
    await expectAccessible(page);

    // Trainers list, then a trainer page, then follow.
    await page.getByRole('tab', { name: 'Trainers' }).click();
    await expect(page).toHaveURL(/\/trainers$/);
    await expect(page.getByTestId('trainer-card').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Ali Hassan' }).click();
    await expect(page).toHaveURL(/\/trainer\/\d+\/Ali$/);
    await expect(page.getByRole('heading', { name: 'Ali Hassan', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming classes' })).toBeVisible();
    await expect(page.getByTestId('class-row').first()).toBeVisible();
    await expectAccessible(page);

    await expect(page.getByTestId('follower-count')).toHaveText('0 followers');
    await page.getByRole('button', { name: 'Follow Ali Hassan' }).click();
    await expect(page.getByRole('button', { name: 'Unfollow Ali Hassan' })).toBeVisible();
    await expect(page.getByTestId('follower-count')).toHaveText('1 follower');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Unfollow Ali Hassan' })).toBeVisible();

    await page.goto(`${MAIN_URL}/favourite-trainers`);
    await expect(page.getByTestId('trainer-card').filter({ hasText: 'Ali Hassan' })).toBeVisible();
  });

  test('gyms, personal training and trainer aliases open for guests', async ({ page }) => {
    await page.goto(`${MAIN_URL}/gyms`);
    await expect(page).toHaveTitle(/Gyms/);
    await page.getByRole('link', { name: 'FlexZone Studios' }).click();
    await expect(page.getByRole('heading', { name: 'FlexZone Studios', level: 1 })).toBeVisible();
    await expect(page.getByTestId('gym-branch')).toHaveCount(2);
    await expect(page.getByText('Salem Al Mubarak St, Block 10, Salmiya')).toBeVisible();
    await expectAccessible(page);

    await page.goto(`${MAIN_URL}/personal_training`);
    await expect(page.getByTestId('class-row').first()).toContainText('1:1 Personal Training');
    await expectAccessible(page);

    // trainer/{id} alone, and a guest asked to log in before following.
    await page.goto(`${MAIN_URL}/trainers`);
    const href = await page.getByRole('link', { name: 'Sara Haddad' }).getAttribute('href');
    const id = /\/trainer\/(\d+)\//.exec(href ?? '')?.[1];
    await page.goto(`${MAIN_URL}/trainer/${id}`);
    await expect(page.getByRole('heading', { name: 'Sara Haddad', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Follow Sara Haddad' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();

    await page.goto(`${MAIN_URL}/trainer/999999/Nobody`);
    await expect(page.getByRole('heading', { name: 'This trainer could not be found' })).toBeVisible();
  });
  test('a gym sees EDIT on the class cards, and its search shows trainers and classes, not gyms', async ({
    page,
  }) => {
    await signInAs(page, 'gym@kinetic.test');
    const listed = await page.request.post(`${MAIN_URL}/api/v1/classes/list`, { data: { size: 10 } });
    const [first] = ((await listed.json()) as { data: { items: { classDate: string }[] } }).data.items;
    await page.goto(`${MAIN_URL}/classes?date=${first!.classDate}`);
    const buttons = page.locator('article').getByRole('button');
    await expect(buttons.first()).toHaveText('EDIT');
    expect(new Set(await buttons.allInnerTexts())).toEqual(new Set(['EDIT']));

    // SPEC 5 and 6: gyms see trainers and classes ('al': Ali Hassan, Omar Al-Kandari, 1:1 Personal Training).
    const box = page.getByRole('search').getByLabel('Search classes, trainers and gyms');
    await box.fill('al');
    const panel = page.getByTestId('search-panel');
    await expect(panel.getByRole('heading', { name: 'Trainers' })).toBeVisible();
    await expect(panel.getByRole('link', { name: /Ali Hassan/ })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Classes' })).toBeVisible();
    await expect(panel.getByRole('link', { name: /1:1 Personal Training/ })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Gyms' })).toHaveCount(0);
    await expectAccessible(page);

    await box.press('Enter');
    await expect(page).toHaveURL(/\/searchresults\/al$/);
    await expect(page.getByRole('heading', { name: 'Trainers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Classes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gyms' })).toHaveCount(0);
    // A gym's click on a class edits it.
    await page
      .getByTestId('class-row')
      .filter({ hasText: '1:1 Personal Training' })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/\/gym\/classes\/edit\/\d+$/);
  });
});
