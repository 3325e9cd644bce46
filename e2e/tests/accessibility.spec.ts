import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { common as commonAr } from '../../apps/web/src/locales/ar/common';
import { common as commonEn } from '../../apps/web/src/locales/en/common';
import { axeOn, DEMO_PASSWORD, expect, KUWAIT_STORE, MAIN_URL, PRIME_URL, test } from '../support/app';

/**
 * WCAG 2.2 AA: axe over every route of the router, as a guest, a customer, a trainer and a
 * gym, in English and in Arabic (right to left), popups included. A role's signed-in context and its
 * document are reused for all its routes. Any serious or critical violation fails.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LOCALES = ['en', 'ar'] as const;
type Locale = (typeof LOCALES)[number];

interface Seed {
  sessionPath: string;
  classId: number;
  kidsSessionPath: string;
  membershipForClass: string;
  trainerId: number;
  trainerName: string;
  gymId: number;
  gymName: string;
  trainerClassId: number;
  gymClassId: number;
  /** A PT trainer of the seed (the customer's trainer page with its dates and times). */
  ptTrainerId: number;
  /** The live page of a class the customer did not book (the refusal). */
  livePath: string;
}

interface Item {
  classSessionId: number;
  classId: number;
  title: string;
  credit: number;
  availableSeat: number;
  availableSeatText: string | null;
  startsAt: string;
  /** The demo customer's booking of it, if any. */
  bookingId: number | null;
  ageCategoryType: string;
  classType: string;
  priceModel: string;
  managers: { ownerUserId: number };
  trainerDetail: { id: number; firstName: string; lastName: string } | null;
  gymBranchDetail: { gymId: number; gymName: string } | null;
}

const slug = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-');

async function seedFacts(request: APIRequestContext): Promise<Seed> {
  // Read as the demo customer, so the classes they are booked in carry it: the sweep books nothing,
  // and the confirm popup needs a class they can still book (which one is first depends on the hour).
  const customer = await request.post(`${MAIN_URL}/api/v1/auth/login`, {
    data: { email: 'customer@kinetic.test', password: DEMO_PASSWORD },
  });
  const customerToken = ((await customer.json()) as { data: { token: string } }).data.token;
  const list = await request.post(`${MAIN_URL}/api/v1/classes/list`, {
    headers: { ...KUWAIT_STORE, authorization: `Bearer ${customerToken}` },
    data: { size: 100 },
  });
  const items = ((await list.json()) as { data: { items: Item[] } }).data.items;
  const later = (item: Item) =>
    Date.parse(item.startsAt) > Date.now() + 3 * 3_600_000 && item.bookingId === null;
  const adult = items.find(
    (item) =>
      later(item) &&
      item.priceModel === 'PHYSICAL' &&
      item.ageCategoryType === 'ADULTS' &&
      item.classType !== 'MALE' &&
      item.credit > 0 &&
      item.availableSeat > 0 &&
      Boolean(item.availableSeatText) &&
      item.trainerDetail &&
      item.gymBranchDetail,
  )!;
  const kids = items.find(
    (item) =>
      later(item) && item.ageCategoryType === 'CHILD' && item.classType !== 'MALE' && item.availableSeat > 0,
  )!;
  expect(adult, 'an adult class in the seed').toBeTruthy();
  expect(kids, 'a kids class in the seed').toBeTruthy();
  // The demo trainer (user 8) and the demo gym (user 1) own classes of their own.
  const login = await request.post(`${MAIN_URL}/api/v1/auth/login`, {
    data: { email: 'trainer@kinetic.test', password: DEMO_PASSWORD },
  });
  const trainerUser = ((await login.json()) as { data: { user: { id: number } } }).data.user.id;
  const owned = (owner: number) =>
    items.find((item) => item.managers.ownerUserId === owner)?.classId ?? adult.classId;
  const trainer = adult.trainerDetail!;
  const gym = adult.gymBranchDetail!;
  const pt = await request.get(`${MAIN_URL}/api/v1/personal-training/trainers`, { headers: KUWAIT_STORE });
  const ptTrainers = ((await pt.json()) as { data: { items: { id: number }[] } }).data.items;
  expect(ptTrainers.length, 'PT trainers in the seed').toBeGreaterThan(0);
  return {
    sessionPath: `/classes/${adult.classSessionId}/${slug(adult.title)}`,
    classId: adult.classId,
    kidsSessionPath: `/classes/${kids.classSessionId}/${slug(kids.title)}`,
    membershipForClass: `/membership/${adult.classSessionId}/${gym.gymId}/${adult.credit}/nobalance?ageCategoryType=ADULTS`,
    trainerId: trainer.id,
    trainerName: slug(`${trainer.firstName} ${trainer.lastName}`),
    gymId: gym.gymId,
    gymName: slug(gym.gymName),
    trainerClassId: owned(trainerUser),
    gymClassId: owned(1),
    ptTrainerId: ptTrainers[0]!.id,
    livePath: `/live/${adult.classSessionId}`,
  };
}

async function roleContext(
  browser: Browser,
  locale: Locale,
  email?: string,
  baseUrl = MAIN_URL,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext({ locale, baseURL: baseUrl, ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  if (email) {
    const response = await page.request.post(`${MAIN_URL}/api/v1/auth/login`, {
      data: { email, password: DEMO_PASSWORD },
    });
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as {
      data: { token: string; user: { userCategory: number; storeId: number } };
    };
    await context.addInitScript((session) => {
      if (localStorage.getItem('kinetic.token')) return;
      localStorage.setItem('kinetic.token', session.token);
      localStorage.setItem('kinetic.user', JSON.stringify(session.user));
      localStorage.setItem('kinetic.userType', String(session.user.userCategory));
      localStorage.setItem('kinetic.storeId', String(session.user.storeId));
    }, data);
  }
  return { context, page };
}

/** Waits until the page has drawn its content: no route loader, skeleton or full-screen loader left. */
async function settle(page: Page) {
  await expect(page.locator('#main')).toBeVisible();
  await expect(
    page.locator(
      '[data-testid="full-screen-loader"], .mantine-Skeleton-root, #main > .mantine-Center-root > .mantine-Loader-root',
    ),
  ).toHaveCount(0, { timeout: 15_000 });
}

/** Serious and critical violations on the page as it is now, one line each (rule, help, targets). */
async function violations(page: Page, include?: string): Promise<string[]> {
  let builder = (await axeOn(page)).withTags(TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .slice(0, 6)
          .map((node) => node.target.join(' '))
          .join(', ')})`,
    );
}

/**
 * Headings in order (WCAG 1.3.1, 2.4.6; axe only warns): one h1 per page, and no level skipped on the
 * way down (h2 then h4 is a skip; h4 then h2 is fine).
 */
async function headingProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element) =>
      !element.closest('[aria-hidden="true"], [hidden], [role="dialog"]') &&
      (element as HTMLElement).getClientRects().length > 0;
    const headings = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]'))
      .filter(shown)
      .map((element) => ({
        level: Number(element.getAttribute('aria-level') ?? element.tagName.slice(1)),
        text: (element.textContent ?? '').trim().slice(0, 40),
      }));
    const problems: string[] = [];
    const ones = headings.filter((heading) => heading.level === 1).length;
    if (ones !== 1) problems.push(`${ones} h1 headings`);
    let previous = 0;
    for (const heading of headings) {
      if (heading.level > previous + 1)
        problems.push(`h${heading.level} "${heading.text}" after h${previous}`);
      previous = heading.level;
    }
    return problems;
  });
}

/**
 * Moves to a route as the app's own links do, in the same document (a first visit loads the app):
 * booting the app and injecting axe once per role and language instead of once per route is most of
 * the sweep's time on two cores. The route is drawn once #main says it was drawn for the current URL.
 */
async function visit(page: Page, route: string) {
  if (!page.url().startsWith('http')) {
    await page.goto(route);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, route);
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return main?.dataset.location === window.location.pathname + window.location.search;
  });
}

/** Opens each route in turn and checks it; all routes are checked before the test fails. */
async function sweep(page: Page, label: string, routes: string[]) {
  for (const route of routes) {
    await visit(page, route);
    await settle(page);
    if (page.url().includes('/pay/')) continue;
    expect.soft(await violations(page), `${label} ${route}`).toEqual([]);
    expect.soft(await headingProblems(page), `${label} ${route} headings`).toEqual([]);
  }
}

async function popup(page: Page, label: string, name: string) {
  const dialog = page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  // Mantine's transition ends before axe reads the colours.
  await page.waitForTimeout(300);
  expect.soft(await violations(page), `${label} ${name} popup`).toEqual([]);
}

let seed: Seed;
test.beforeAll(async ({ request }) => {
  seed = await seedFacts(request);
});

for (const locale of LOCALES) {
  test.describe(`axe sweep in ${locale === 'en' ? 'English' : 'Arabic'}`, () => {
    test('a guest: every public page and the login popup', async ({ browser }) => {
      test.setTimeout(600_000);
      const { context, page } = await roleContext(browser, locale);
      const ts = Date.now();
      await page.goto('/classes');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await sweep(page, `guest ${locale}`, [
        '/classes',
        seed.sessionPath,
        `/class/${seed.classId}`,
        '/verifyPassword?token=not-a-token',
        '/verifyEmail?token=not-a-token',
        '/register/trainer',
        '/register/gym',
        '/aboutus',
        '/contact',
        '/privacy',
        '/terms',
        '/sendfeedback',
        '/oauth/complete',
        '/searchresults',
        '/searchresults/yoga',
        '/trainers',
        `/trainer/${seed.trainerId}`,
        `/trainer/${seed.trainerId}/${seed.trainerName}`,
        `/trainer/profile/${seed.trainerId}/${ts}`,
        `/trainer/profile/${seed.trainerId}/1/${ts}`,
        '/gyms',
        `/gym/${seed.gymId}`,
        `/gym/${seed.gymId}/${seed.gymName}`,
        `/gym/profile/${seed.gymId}/${ts}`,
        `/gym/profile/${seed.gymId}/1/${ts}`,
        '/explore',
        '/personal_training',
        `/personal_training/${seed.ptTrainerId}`,
        '/specialProgram',
        '/paymentconfirmation/KIN-NOT-A-REFERENCE',
        '/no-such-page',
        // A members' page asks a guest to log in.
        '/profile',
      ]);
      await page.goto('/classes');
      await settle(page);
      await page.getByTestId('login-button').click();
      await popup(page, `guest ${locale}`, 'login');
      await context.close();
    });

    test('a customer: every member page, the checkout and the confirm popups', async ({ browser }) => {
      test.setTimeout(600_000);
      const { context, page } = await roleContext(browser, locale, 'customer@kinetic.test');
      const today = new Date().toISOString().slice(0, 10);
      await sweep(page, `customer ${locale}`, [
        '/classes',
        seed.sessionPath,
        '/profile',
        '/editProfile',
        '/settings',
        '/share',
        '/userschedule',
        `/userschedule/${today}`,
        '/upcoming',
        '/finished',
        '/wishlist',
        '/favourite-trainers',
        '/notifications',
        '/membership',
        seed.membershipForClass,
        '/paymentconfirmation',
        '/transactions',
        '/cardpayment',
        seed.livePath,
      ]);
      // Live regions: the loader's and the toasts' stay in the page; the seat count speaks when it changes.
      await page.goto(seed.sessionPath);
      await settle(page);
      await expect(page.getByTestId('loader-status')).toHaveAttribute('role', 'status');
      await expect(page.getByTestId('toast-region')).toHaveAttribute('aria-live', 'polite');
      await expect(page.getByTestId('seat-count')).toHaveAttribute('aria-live', 'polite');
      // The checkout popup, from the membership page.
      await page.goto('/membership');
      await settle(page);
      await page.getByTestId('package-card').getByRole('button').first().click();
      await popup(page, `customer ${locale}`, 'checkout');
      await page.keyboard.press('Escape');
      // The confirm popup: booking a kids class asks which kid (or to add one).
      await page.goto(seed.kidsSessionPath);
      await settle(page);
      await page.getByTestId('booking-action').first().click();
      await popup(page, `customer ${locale}`, 'confirm');
      await context.close();
    });

    test('a trainer: their classes, the class editor and their profile', async ({ browser }) => {
      test.setTimeout(400_000);
      const { context, page } = await roleContext(browser, locale, 'trainer@kinetic.test');
      const ts = Date.now();
      await sweep(page, `trainer ${locale}`, [
        '/trainer/classes',
        `/trainer/classes/${ts}/${ts}`,
        '/trainer/classes/new',
        `/trainer/classes/edit/${seed.trainerClassId}`,
        '/trainer/profile',
        '/trainer/editProfile',
        '/trainer/report',
        '/trainer/pt-availability',
        '/settings',
        '/share',
        '/notifications',
        '/classes',
      ]);
      await context.close();
    });

    test('a gym: its classes, the class editor and its profile', async ({ browser }) => {
      test.setTimeout(400_000);
      const { context, page } = await roleContext(browser, locale, 'gym@kinetic.test');
      await sweep(page, `gym ${locale}`, [
        `/gym/classes/${Date.now()}`,
        '/gym/classes/new',
        `/gym/classes/edit/${seed.gymClassId}`,
        '/gym/profile',
        '/gym/editProfile',
        '/gym/admin/packages',
        '/gym/admin/coupons',
        '/gym/admin/activities',
        '/gym/admin/pt-trainers',
        '/gym/admin/customers',
        '/gym/admin/bookings',
        '/gym/admin/reports',
        // The demo gym is the platform operator: its review of new partners.
        '/gym/admin/partner-reviews',
        '/settings',
        '/notifications',
        seed.sessionPath,
      ]);
      await context.close();
    });

    test('on a phone (390 px): the main pages, the class page and the menu drawer', async ({ browser }) => {
      test.setTimeout(300_000);
      const phone = { width: 390, height: 844 };
      const { context, page } = await roleContext(browser, locale, 'customer@kinetic.test', MAIN_URL, phone);
      await sweep(page, `phone ${locale}`, [
        '/classes',
        seed.sessionPath,
        '/trainers',
        '/gyms',
        '/upcoming',
        '/membership',
        '/settings',
      ]);
      await page.goto('/classes');
      await settle(page);
      const nav = (locale === 'ar' ? commonAr : commonEn).nav;
      await page.getByRole('button', { name: nav.openNavigation }).click();
      await popup(page, `phone ${locale}`, 'menu drawer');
      await context.close();
    });

    test('the prime brand: its own colours on the main pages and the login popup', async ({ browser }) => {
      test.setTimeout(300_000);
      const { context, page } = await roleContext(browser, locale, undefined, PRIME_URL);
      await sweep(page, `prime ${locale}`, ['/classes', seed.sessionPath, '/trainers', '/aboutus']);
      await page.goto('/classes');
      await settle(page);
      await page.getByTestId('login-button').click();
      await popup(page, `prime ${locale}`, 'login');
      await context.close();
    });
  });
}
