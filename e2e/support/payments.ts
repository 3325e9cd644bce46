import type { Page } from '@playwright/test';
import { expect, KUWAIT_STORE, MAIN_URL, registerCustomer, signInAs, uniqueEmail } from './app';

/** Helpers of the payments journeys: fresh customers, the sandbox gateway page, checkout. */
export interface ClassItem {
  classSessionId: number;
  title: string;
  startsAt: string;
  availableSeat: number;
  credit: number;
  priceModel: string;
  classType: string;
  ageCategoryType: string;
}

export const TEN_CREDITS = 'Kinetic 10 Credits';
/** The same package as an Arabic reader is shown it (the seed's Arabic name). */
export const TEN_CREDITS_AR = 'Kinetic 10 نقاط';
export const SUCCESS_CARD = '4242 4242 4242 4242';
export const DECLINE_CARD = '4000 0000 0000 0002';

export async function newCustomer(page: Page, prefix: string) {
  const email = uniqueEmail(prefix);
  await registerCustomer(page, email);
  return { ...(await signInAs(page, email)), email };
}

/** A group class for women or everyone, more than a day ahead, that costs credits and has seats. */
export async function paidClass(page: Page): Promise<ClassItem> {
  const response = await page.request.post(`${MAIN_URL}/api/v1/classes/list`, {
    headers: KUWAIT_STORE,
    data: { size: 100 },
  });
  const { data } = (await response.json()) as { data: { items: ClassItem[] } };
  const found = data.items.find(
    (item) =>
      item.priceModel === 'PHYSICAL' &&
      item.classType !== 'MALE' &&
      item.ageCategoryType === 'ADULTS' &&
      item.credit > 0 &&
      item.credit <= 10 &&
      item.availableSeat > 2 &&
      Date.parse(item.startsAt) > Date.now() + 30 * 3_600_000,
  );
  expect(found, 'a bookable paid class in the seed').toBeTruthy();
  return found!;
}

/** The sandbox gateway page: type the test card and pay; it sends the browser back to the app. */
export async function payOnSandbox(page: Page, card: string) {
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/paymentconfirmation\/[^/]+$/, { timeout: 20_000 });
}

export async function openCheckout(page: Page, packageName: string) {
  await page
    .getByRole('button', { name: `Buy ${packageName}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await expect(dialog.getByRole('heading', { name: packageName })).toBeVisible();
  await expect(dialog.getByTestId('checkout-total')).toBeVisible();
  return dialog;
}

/**
 * Buys a package through the API and the sandbox page (the form post a browser would make);
 * `subscribe` makes it a subscription, renewing on the card paid with.
 */
export async function buyByApi(
  page: Page,
  token: string,
  packageName: string,
  options: { subscribe?: boolean } = {},
) {
  const auth = { authorization: `Bearer ${token}` };
  const listed = await page.request.get(`${MAIN_URL}/api/v1/packages`, { headers: auth });
  const pkg = ((await listed.json()) as { data: { id: number; name: string }[] }).data.find(
    (item) => item.name === packageName,
  )!;
  const bought = await page.request.post(`${MAIN_URL}/api/v1/purchases`, {
    headers: { ...auth, 'idempotency-key': `e2e-${Date.now()}` },
    data: { packageId: pkg.id, subscribe: options.subscribe ?? false },
  });
  expect(bought.status()).toBe(201);
  const { data } = (await bought.json()) as { data: { referenceId: string; paymentUrl: string } };
  await page.request.post(new URL(data.paymentUrl, MAIN_URL).toString(), {
    form: { mode: 'CARD', cardNumber: SUCCESS_CARD },
  });
  await expect
    .poll(async () => {
      const response = await page.request.get(`${MAIN_URL}/api/v1/transactions/${data.referenceId}`, {
        headers: auth,
      });
      return ((await response.json()) as { data: { status: string } }).data.status;
    })
    .toBe('PAID');
}

export async function openClassAndBook(page: Page, item: ClassItem) {
  await page.goto(`${MAIN_URL}/classes/${item.classSessionId}/class`);
  await page.getByRole('button', { name: 'BOOK', exact: true }).click();
}
