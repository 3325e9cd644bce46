import { expect, expectAccessible, KUWAIT_STORE, MAIN_URL, signInAs, test } from '../support/app';
import { addSessionSoon, classRowOf, findGym } from '../support/manage';

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

  test('a day without classes offers the next day', async ({ page }) => {
    const kuwaitDay = (offset: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait' }).format(
        new Date(Date.now() + offset * 86_400_000),
      );
    // A day, well clear of the sessions other journeys add 'soon', with nothing between midnight and 4 AM.
    let empty: string | undefined;
    for (let offset = 3; offset < 20 && !empty; offset += 1) {
      const response = await page.request.post(`${MAIN_URL}/api/v1/classes/list`, {
        headers: KUWAIT_STORE,
        data: { date: kuwaitDay(offset), timeBuckets: ['H00_04'] },
      });
      if ((await response.json()).data.total === 0) empty = kuwaitDay(offset);
    }
    expect(empty, 'a day with no classes from midnight to 4 AM').toBeTruthy();
    const next = new Date(Date.parse(`${empty}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

    await page.goto(`${MAIN_URL}/classes?date=${empty}&time=H00_04`);
    await expect(page.getByRole('heading', { name: 'No classes on this day' })).toBeVisible();
    // Said once: the heading, then what to do next.
    await expect(page.getByText(/No classes on this day/)).toHaveCount(1);
    await expect(page.getByText('Try another day or category.')).toBeVisible();
    await page.getByRole('button', { name: 'See the next day' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${next}`));
    await expect(page).toHaveURL(/time=H00_04/);
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
  test('a gym sees EDIT or VIEW on the class cards, and its search shows trainers and classes, not gyms', async ({
    page,
  }) => {
    await signInAs(page, 'gym@kinetic.test');
    const listed = await page.request.post(`${MAIN_URL}/api/v1/classes/list`, {
      headers: KUWAIT_STORE,
      data: { size: 10 },
    });
    const [first] = ((await listed.json()) as { data: { items: { classDate: string }[] } }).data.items;
    await page.goto(`${MAIN_URL}/classes?date=${first!.classDate}`);
    // EDIT on its own classes, VIEW on other partners' (partner-view-and-wording.spec.ts), never BOOK.
    const buttons = page.locator('article').getByRole('button');
    await expect(buttons.first()).toHaveText(/^(EDIT|VIEW)$/);
    for (const text of new Set(await buttons.allInnerTexts())) expect(['EDIT', 'VIEW']).toContain(text);

    // SPEC 5 and 6: gyms see trainers and classes ('al': Ali Hassan, Omar Al-Kandari, 1:1 Personal Training),
    // and the box names only those.
    const box = page.getByRole('search').getByLabel('Search classes and trainers', { exact: true });
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

  test('the search panel closes when the box is cleared or the page changes; an invalid term opens nothing', async ({
    page,
  }) => {
    await signInAs(page, 'customer@kinetic.test');
    const box = page.getByRole('search').getByLabel('Search classes, trainers and gyms');
    const panel = page.getByTestId('search-panel');
    const yoga = panel.getByRole('link', { name: /Sunrise Vinyasa Yoga/ });
    const searched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/search') searched.push(url.searchParams.get('queryString') ?? '');
    });

    // Clearing closes it: the clear button, and emptying the box by hand.
    await box.fill('yoga');
    await expect(yoga).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(panel).toHaveCount(0);
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('kinetic.searchedTerm'))).toBe('');
    // The same term typed again at once (within the debounce) is remembered again.
    await box.fill('yoga');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('kinetic.searchedTerm'))).toBe('yoga');
    await expect(yoga).toBeVisible();
    await box.fill('');
    await expect(panel).toHaveCount(0);

    // Navigating closes it, without a click: the browser's Back within the app keeps the box's term.
    await page.getByRole('banner').getByRole('tab', { name: 'Trainers' }).click();
    await expect(page).toHaveURL(/\/trainers$/);
    await page.evaluate(() => {
      (window as unknown as { sameApp: boolean }).sameApp = true;
    });
    await box.fill('yoga');
    await expect(yoga).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/classes$/);
    await expect(panel).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sameApp?: boolean }).sameApp)).toBe(true);
    await expect(box).toHaveValue('yoga');
    // And following a result from the panel.
    await box.press('ArrowDown');
    await expect(yoga).toBeVisible();
    await yoga.click();
    await expect(page).toHaveURL(/\/classes\/\d+\/Sunrise-Vinyasa-Yoga$/);
    await expect(panel).toHaveCount(0);

    // SPEC 5: only spaces, or %, ^, ` or \, is no search: no panel, no request, Enter stays put.
    const here = page.url();
    const remembered = await page.evaluate(() => localStorage.getItem('kinetic.searchedTerm'));
    searched.length = 0;
    for (const term of ['   ', 'yoga%', '^pilates', 'spin`', 'box\\ing']) {
      await box.fill(term);
      await box.press('ArrowDown');
      await box.press('Enter');
      // Past the box's 250 ms debounce, the panel would have opened by now.
      await page.waitForTimeout(500);
      await expect(panel, term).toHaveCount(0);
      await expect(page).toHaveURL(here);
    }
    expect(searched).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('kinetic.searchedTerm'))).toBe(remembered);
  });

  test('classes/{classId}/{timestamp} opens the class at that time, and the gym page lists its classes', async ({
    page,
  }) => {
    await signInAs(page, 'customer@kinetic.test');
    // The demo gym adds a HIIT Burn session a quarter of an hour from now: its page lists it first.
    const slot = await addSessionSoon(page, 'gym@kinetic.test', 'HIIT Burn', 15);
    const classPage = await page.request.get(`${MAIN_URL}/api/v1/classes/${slot.classId}`);
    const upcoming = (
      (await classPage.json()) as {
        data: { upcomingSessions: { classSessionId: number; startsAt: string; endsAt: string }[] };
      }
    ).data.upcomingSessions;
    // A timestamp names a session only when no other one starts at that moment (the added session
    // may start with a seeded one).
    const startsAlone = (s: { startsAt: string }) =>
      upcoming.filter((o) => o.startsAt === s.startsAt).length === 1;
    // A later session that starts after the one before it ends.
    const later = upcoming.find(
      (s, i) => i > 0 && Date.parse(upcoming[i - 1]!.endsAt) <= Date.parse(s.startsAt) && startsAlone(s),
    )!;
    expect(later, 'HIIT Burn runs at least twice').toBeTruthy();
    const shareLink = page.getByLabel('Share link');
    const chosen = page.getByRole('group', { name: 'Upcoming sessions' }).locator('[aria-pressed="true"]');

    // A timestamp in milliseconds opens the session at that moment.
    await page.goto(`${MAIN_URL}/classes/${slot.classId}/${Date.parse(later.startsAt)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'HIIT Burn' })).toBeVisible();
    await expect(page).toHaveTitle(/^HIIT Burn \|/);
    await expect(shareLink).toHaveValue(`${MAIN_URL}/classes/${later.classSessionId}/HIIT-Burn`);
    await expect(chosen).toHaveCount(1);
    await expectAccessible(page);

    // One in seconds, as links of the other habit carry it: the first session.
    const first = upcoming.find(startsAlone)!;
    await page.goto(`${MAIN_URL}/classes/${slot.classId}/${Math.floor(Date.parse(first.startsAt) / 1000)}`);
    await expect(shareLink).toHaveValue(`${MAIN_URL}/classes/${first.classSessionId}/HIIT-Burn`);
    // Choosing another session in the picker switches the page to it.
    await page
      .getByRole('group', { name: 'Upcoming sessions' })
      .getByRole('button')
      .nth(upcoming.indexOf(later))
      .click();
    await expect(shareLink).toHaveValue(`${MAIN_URL}/classes/${later.classSessionId}/HIIT-Burn`);

    // gym/{gymId}/{timestamp}: the gym's upcoming classes, all at its branches, the new session among them.
    const gym = await findGym(page, 'FlexZone Studios');
    await page.goto(`${MAIN_URL}/gym/${gym.id}/${Date.now()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'FlexZone Studios' })).toBeVisible();
    const classes = page.getByRole('region', { name: 'Upcoming classes' }).getByTestId('class-row');
    const added = classRowOf(page, slot.classSessionId);
    await expect(added).toBeVisible();
    const rows = await classes.all();
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) await expect(row).toContainText('FlexZone Studios, ');
    await expectAccessible(page);
    await added.getByRole('link', { name: 'HIIT Burn' }).click();
    await expect(page).toHaveURL(new RegExp(`/classes/${slot.classSessionId}/HIIT-Burn$`));
    await expect(page.getByRole('heading', { level: 1, name: 'HIIT Burn' })).toBeVisible();
  });
});
