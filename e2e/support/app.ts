import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

import { WORKER_PORT } from './ports';

const port = WORKER_PORT;
export const MAIN_URL = `http://localhost:${port}`;
/** Browsers resolve *.localhost to this machine, so the prime brand is one subdomain away. */
export const PRIME_URL = `http://prime.localhost:${port}`;
export const DEMO_PASSWORD = 'Kinetic123';
/** The web asks for its store's classes (Kuwait unless chosen): journeys reading the list ask the same. */
export const KUWAIT_STORE = { 'x-store-id': '1' } as const;

let counter = 0;
/** A fresh address per test, so journeys never collide on the shared database. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

/** The latest e-mail to this address from the development outbox. */
export async function latestMailTo(
  page: Page,
  address: string,
  /** The mail's subject, when the address gets others too (a welcome mail may be sent after it). */
  subject: RegExp = /./,
): Promise<{ subject: string; textBody: string }> {
  let found: { subject: string; textBody: string; toAddress: string } | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`${MAIN_URL}/api/v1/dev/outbox?limit=50`);
      const body = (await response.json()) as {
        data: { subject: string; textBody: string; toAddress: string }[];
      };
      found = body.data.find((mail) => mail.toAddress === address && subject.test(mail.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/**
 * DESIGN 7: axe finds no serious or critical violation on the page. It audits once nothing is moving:
 * a popup or a toast in the middle of its entrance has colours (and sometimes a name) it never rests
 * with, which made audits fail now and then. Endless animations (loaders) are not waited for.
 */
export async function expectAccessible(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const results = await (await axeOn(page)).analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * axe over the page as the journeys run it. The app draws no frames, so axe runs in the page itself
 * (legacy mode) rather than per frame with a blank page opened to gather the results, and it gathers
 * only violations, the one result the journeys read: about two and a half times faster on two cores,
 * on every one of a run's several hundred audits. axe's source (half a megabyte) goes into a document
 * once (the app has no frames to inject it into): the builder would evaluate it twice per audit, and a
 * journey audits one document many times as it moves through the app without reloading.
 */
export async function axeOn(page: Page) {
  const loaded =
    page.frames().length === 1 &&
    (await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'));
  return new AxeBuilder({ page, ...(loaded ? { axeSource: ';' } : {}) })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
}

export const test = base;
export { expect };

/** Logs in through the API and puts the session where the web app keeps it (SPEC 3.1 local storage). */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD, baseUrl = MAIN_URL) {
  const response = await page.request.post(`${baseUrl}/api/v1/auth/login`, { data: { email, password } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as {
    data: { token: string; user: { id: number; userCategory: number; storeId: number } };
  };
  await page.goto(`${baseUrl}/classes`);
  await page.evaluate((session) => {
    localStorage.setItem('kinetic.token', session.token);
    localStorage.setItem('kinetic.user', JSON.stringify(session.user));
    localStorage.setItem('kinetic.userType', String(session.user.userCategory));
    localStorage.setItem('kinetic.storeId', String(session.user.storeId));
  }, data);
  return data;
}

export async function registerCustomer(page: Page, email: string) {
  const response = await page.request.post(`${MAIN_URL}/api/v1/auth/register`, {
    data: {
      storeId: 1,
      firstName: 'Dana',
      lastName: 'Al-Fahad',
      email,
      mobile: '96550004444',
      password: DEMO_PASSWORD,
      gender: 'FEMALE',
      userType: 1,
    },
  });
  expect(response.status()).toBe(201);
}

type Shootable = Pick<Page, 'screenshot'> | Pick<import('@playwright/test').Locator, 'screenshot'>;

/**
 * A screenshot for a person to look at, taken only when E2E_SHOTS is set (`E2E_SHOTS=1 npx playwright
 * test …`): nobody looks at CI's, and drawing full pages in software costs its two cores minutes.
 */
export async function keepPicture(target: Shootable, options: { path: string; fullPage?: boolean }) {
  if (PICTURES_WANTED) await target.screenshot(options);
}
/** Whether keepPicture takes pictures: a helper that resizes the page only for them skips that too. */
export const PICTURES_WANTED = Boolean(process.env.E2E_SHOTS);
