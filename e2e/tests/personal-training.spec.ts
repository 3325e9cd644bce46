import type { Page } from '@playwright/test';
import { expect, expectAccessible, KUWAIT_STORE, keepPicture, MAIN_URL, test } from '../support/app';
import { newCustomer, openCheckout, payOnSandbox, SUCCESS_CARD } from '../support/payments';

const TRAINER = 'Ali Hassan';
const TITLE = `Personal training with ${TRAINER}`;
const SHOTS = '/tmp/pt-shots';

interface Slot {
  startsAt: string;
  date: string;
  free: boolean;
}

/**
 * The first date with two free slots or more (so the day stays listed after one is booked, at any hour
 * of the day) and its first free slot, as the API offers them.
 */
async function slotToBook(page: Page, ptTrainerId: string) {
  const api = `${MAIN_URL}/api/v1/personal-training/trainers/${ptTrainerId}`;
  const detail = (await (await page.request.get(api)).json()) as { data: { dates: string[] } };
  for (const date of detail.data.dates) {
    const day = (await (await page.request.get(`${api}/slots?date=${date}`)).json()) as {
      data: { slots: Slot[] };
    };
    const free = day.data.slots.filter((slot) => slot.free);
    if (free.length >= 2) return free[0]!;
  }
  throw new Error('no date with two free slots');
}

/** A customer books personal training with a gym's PT trainer and pays at checkout. */
test('a new customer picks a PT trainer, a day and a time, pays with the sandbox card and the time is taken', async ({
  page,
}) => {
  test.slow();
  await newCustomer(page, 'pt-booker');

  await page.goto(`${MAIN_URL}/personal_training`);
  const card = page.getByTestId('pt-trainer-card').filter({ hasText: TRAINER });
  // The first lists of a freshly started server wait for its first session materialisation.
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('at FlexZone Studios');
  await expect(card).toContainText('15.000 KWD a session');
  await expect(card).toContainText('60 minutes');
  await expect(card.getByRole('listitem').first()).toBeVisible();
  // The PT classes stay listed below the trainers.
  await expect(page.getByRole('heading', { name: 'Personal training sessions' })).toBeVisible();
  await expectAccessible(page);
  await keepPicture(page, { path: `${SHOTS}/pt-tab-1366.png`, fullPage: true });

  await card.getByRole('link', { name: `Choose a time with ${TRAINER}` }).click();
  await expect(page).toHaveURL(/\/personal_training\/\d+$/);
  const ptTrainerId = /\/personal_training\/(\d+)$/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { name: TRAINER, level: 1 })).toBeVisible();
  const slot = await slotToBook(page, ptTrainerId);

  const dates = page.getByRole('group', { name: 'Days with free times' });
  await dates.locator(`[data-date="${slot.date}"]`).click();
  await expect(dates.locator(`[data-date="${slot.date}"]`)).toHaveAttribute('aria-pressed', 'true');
  const times = page.getByRole('group', { name: /^Times on/ });
  const time = times.locator(`[data-starts-at="${slot.startsAt}"]`);
  await expect(time).toBeEnabled();
  await expectAccessible(page);
  await keepPicture(page, { path: `${SHOTS}/pt-trainer-1366.png`, fullPage: true });
  await time.click();

  // The slot's one-seat class page; BOOK goes to checkout for a PT package (SPEC 4.3 step 7).
  await expect(page).toHaveURL(/\/classes\/\d+\/Personal-training-with-Ali-Hassan$/);
  const classSessionId = /\/classes\/(\d+)\//.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'BOOK', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/membership/${classSessionId}/`));
  // Ali's price (15.000 KWD) buys one session alone, or a pack worth as much a session;
  // PT 10 Sessions (14.000 KWD a session) does not pay for him.
  await expect(page.getByText('One session with Ali Hassan').first()).toBeVisible();
  await expect(page.getByText('PT 10 Sessions')).toHaveCount(0);
  const dialog = await openCheckout(page, 'PT 5 Sessions');
  await dialog.getByRole('button', { name: /^Pay/ }).click();
  await payOnSandbox(page, SUCCESS_CARD);
  await expect(
    page.getByTestId('payment-success').getByRole('heading', { name: 'Payment successful' }),
  ).toBeVisible({ timeout: 20_000 });

  // The session is in the customer's schedule.
  await page.goto(`${MAIN_URL}/upcoming`);
  await expect(page.getByTestId('class-row').filter({ hasText: TITLE })).toHaveCount(1);

  // Another customer sees the time taken.
  await newCustomer(page, 'pt-other');
  await page.goto(`${MAIN_URL}/personal_training/${ptTrainerId}`);
  await page
    .getByRole('group', { name: 'Days with free times' })
    .locator(`[data-date="${slot.date}"]`)
    .click();
  const taken = page.getByRole('group', { name: /^Times on/ }).locator(`[data-starts-at="${slot.startsAt}"]`);
  await expect(taken).toBeDisabled();
  await expect(taken).toHaveAccessibleName(/, taken$/);
  const api = await page.request.get(
    `${MAIN_URL}/api/v1/personal-training/trainers/${ptTrainerId}/slots?date=${slot.date}`,
    { headers: KUWAIT_STORE },
  );
  const day = (await api.json()) as { data: { slots: Slot[] } };
  expect(day.data.slots.find((s) => s.startsAt === slot.startsAt)?.free).toBe(false);
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await keepPicture(page, { path: `${SHOTS}/pt-trainer-taken-390.png`, fullPage: true });
});

test('a guest choosing a time is asked to log in', async ({ page }) => {
  await page.goto(`${MAIN_URL}/personal_training`);
  await page
    .getByTestId('pt-trainer-card')
    .filter({ hasText: TRAINER })
    .getByRole('link', { name: `Choose a time with ${TRAINER}` })
    .click();
  await expect(page.getByText('Log in or create an account to book this time.')).toBeVisible();
  await page
    .getByRole('group', { name: /^Times on/ })
    .getByRole('button')
    .and(page.locator(':enabled'))
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
