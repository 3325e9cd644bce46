import type { Locator, Page } from '@playwright/test';
import { expect, MAIN_URL } from './app';

/** The store's (Kuwait's) calendar day, `offset` days from today, as YYYY-MM-DD. */
export function kuwaitDate(offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

export const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();
export const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** DD/MM/YYYY, as the date inputs take it. */
export const typedDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** Chooses an option of a Mantine Select by its label. */
export async function pick(scope: Page | Locator, page: Page, label: string, option: string) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (await input.isEditable()) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function fillDate(scope: Page | Locator, label: string, isoDate: string) {
  const input = scope.getByRole('textbox', { name: label, exact: true });
  await input.fill(typedDate(isoDate));
  await input.press('Tab');
}

/** Opens the day strip's day `offset` days from today on a my-classes page. */
export async function openDay(page: Page, offset: number) {
  await page.getByRole('toolbar', { name: 'Choose a day' }).getByRole('button').nth(offset).click();
}

export const sessionCard = (page: Page, title: string) =>
  page.getByTestId('own-session').filter({ hasText: title });

/** The caller's own sessions over the next days, straight from the API. */
export async function ownSessions(page: Page, token: string, date: string, days = 14) {
  const response = await page.request.get(`${MAIN_URL}/api/v1/manage/sessions?date=${date}&days=${days}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as {
      data: { classSessionId: number; classId: number; title: string; classDate: string; fromTime: string }[];
    }
  ).data;
}

/** Closes the toasts, so an accessibility audit does not catch one half faded in. */
export async function dismissToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Close notification' });
  for (let tries = 0; tries < 10 && (await close.count()) > 0; tries += 1) {
    // A toast may leave the page while it is clicked: that is what we want anyway.
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await expect(close).toHaveCount(0);
}
