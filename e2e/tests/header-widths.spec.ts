import type { Browser, Page } from '@playwright/test';
import { MEMBER_TABS, PUBLIC_TABS } from '../../apps/web/src/app/shell/tabs';
import { common as commonAr } from '../../apps/web/src/locales/ar/common';
import { common as commonEn } from '../../apps/web/src/locales/en/common';
import { DEMO_PASSWORD, expect, MAIN_URL, PRIME_URL, test } from '../support/app';

/**
 * The header at every width from a small phone to a wide screen. Each tab is in the bar or
 * behind the burger, and nothing in the bar overlaps anything or leaves it, on both brands, in both
 * languages, signed out and in. One browser context per case; the window is resized through the widths.
 */
const NAMED = [320, 390, 768, 992, 1024, 1279, 1280, 1365, 1366];
const WIDTHS = [...new Set([...Array.from({ length: 51 }, (_, i) => 320 + i * 32), 1920, ...NAMED])].sort(
  (a, b) => a - b,
);

/**
 * The bar's box and every control in it a reader can see (the outermost of nested ones), once the bar
 * has settled after a resize: its tab row is measured and re-rendered a frame or two later.
 */
function headerItems(page: Page) {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const box = (element: Element) => {
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    const measure = () => {
      const header = document.querySelector('header')!;
      const seen = Array.from(header.querySelectorAll<HTMLElement>('a, button, input, [role="tab"]')).filter(
        (element) =>
          element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
          element.getBoundingClientRect().width > 0,
      );
      const outer = seen.filter(
        (element) => !seen.some((other) => other !== element && other.contains(element)),
      );
      return {
        bar: box(header),
        items: outer.map((element) => ({
          label:
            element.getAttribute('aria-label') ||
            element.textContent?.trim() ||
            element.getAttribute('placeholder') ||
            element.tagName,
          tab: element.getAttribute('role') === 'tab',
          box: box(element),
        })),
      };
    };
    let last = '';
    const deadline = performance.now() + 5000;
    while (performance.now() < deadline) {
      await frame();
      // A tab's colours fade (and its visibility with them): the bar at rest is what a reader sees.
      await Promise.all(
        document
          .querySelector('header')!
          .getAnimations({ subtree: true })
          .map((animation) => animation.finished.catch(() => undefined)),
      );
      // At a phone's width the logo gives way to the brand's mark: the bar is at rest once it has come.
      const pictures = Array.from(document.querySelectorAll('header img'));
      if (!pictures.every((picture) => (picture as HTMLImageElement).complete)) continue;
      const now = measure();
      if (JSON.stringify(now) === last) return now;
      last = JSON.stringify(now);
    }
    const waiting = Array.from(document.querySelectorAll<HTMLImageElement>('header img'))
      .filter((picture) => !picture.complete)
      .map((picture) => picture.currentSrc || picture.src);
    throw new Error(`the header never settled (pictures still loading: ${waiting.join(', ') || 'none'})`);
  });
}

type Box = { left: number; right: number; top: number; bottom: number };

const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

const CASES = (['main', 'prime'] as const).flatMap((brand) =>
  (['en', 'ar'] as const).flatMap((language) =>
    (['guest', 'customer'] as const).map((role) => ({ brand, language, role })),
  ),
);

/** One case's sweep through the widths, in its own browser context: what it found wrong. */
async function sweep(browser: Browser, { brand, language, role }: (typeof CASES)[number]) {
  const base = brand === 'prime' ? PRIME_URL : MAIN_URL;
  const nav = (language === 'ar' ? commonAr : commonEn).nav;
  const tabs = [...PUBLIC_TABS, ...(role === 'customer' ? MEMBER_TABS : [])].map((tab) => nav[tab.label]);
  const context = await browser.newContext({
    locale: language,
    reducedMotion: 'reduce',
    viewport: { width: 1920, height: 240 },
  });
  const page = await context.newPage();
  if (role === 'customer') {
    // The API request context cannot resolve *.localhost: log in on the main host, and the session is
    // where the web app keeps it (SPEC 3.1) before the page's first script runs, on either host.
    const login = await page.request.post(`${MAIN_URL}/api/v1/auth/login`, {
      data: { email: 'customer@kinetic.test', password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const { data } = (await login.json()) as {
      data: { token: string; user: { userCategory: number; storeId: number } };
    };
    await context.addInitScript(({ token, user }) => {
      localStorage.setItem('kinetic.token', token);
      localStorage.setItem('kinetic.user', JSON.stringify(user));
      localStorage.setItem('kinetic.userType', String(user.userCategory));
      localStorage.setItem('kinetic.storeId', String(user.storeId));
    }, data);
  }
  // The lightest page (not found): the header is every page's, and a page's own layout at each width
  // would only slow the sweep.
  await page.goto(`${base}/no-such-page`);
  const banner = page.getByRole('banner');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // The parts that load after the bar (the account menu, the bell) are in before it is measured.
  if (role === 'customer') await expect(banner.getByTestId('avatar-menu')).toBeVisible();
  else await expect(banner.getByTestId('login-button')).toBeVisible();
  await expect(banner.getByRole('tab', { name: tabs[0] })).toBeVisible();

  const failures: string[] = [];
  const fail = (width: number, text: string) =>
    failures.push(`${brand} ${language} ${role} ${width}px: ${text}`);
  let drawerSeen = false;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 240 });
    const { bar, items } = await headerItems(page);
    const shown = items.filter((item) => item.tab).map((item) => item.label);
    const burger = items.some((item) => item.label === nav.openNavigation);
    if (shown.length > 0 && shown.join('|') !== tabs.join('|')) fail(width, `a partial tab row (${shown})`);
    if (shown.length === 0 && !burger) fail(width, 'no tabs and no burger');
    for (const { label, box } of items) {
      if (
        box.left < -0.5 ||
        box.right > width + 0.5 ||
        box.top < bar.top - 0.5 ||
        box.bottom > bar.bottom + 0.5
      ) {
        fail(width, `"${label}" leaves the bar (${Math.round(box.left)}–${Math.round(box.right)})`);
      }
    }
    items.forEach((item, i) => {
      for (const other of items.slice(i + 1)) {
        if (overlap(item.box, other.box)) fail(width, `"${item.label}" overlaps "${other.label}"`);
      }
    });
    // Behind the burger, every tab is one press away (the drawer is the same at any width: looked at once).
    if (burger && !drawerSeen) {
      drawerSeen = true;
      await banner.getByRole('button', { name: nav.openNavigation }).click();
      const drawer = page.getByRole('dialog');
      for (const name of tabs) await expect(drawer.getByRole('button', { name, exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
    }
  }
  await context.close();
  return failures;
}

test('the header keeps every tab reachable and nothing overlapping, from 320 to 1920 px', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // Two sweeps side by side: each mostly waits for its page's frames, but eight at once starved a
  // loaded two-core runner, where the account menu's chunk missed its 10 s.
  const failures: string[] = [];
  for (let i = 0; i < CASES.length; i += 2) {
    const pair = CASES.slice(i, i + 2);
    failures.push(...(await Promise.all(pair.map((each) => sweep(browser, each)))).flat());
  }
  expect(failures).toEqual([]);
});
