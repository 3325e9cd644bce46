import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  KUWAIT_STORE,
  keepPicture,
  MAIN_URL,
  signInAs,
  test,
} from '../support/app';
import {
  addSlotSoon,
  apiToken,
  bookByApi,
  createClassByApi,
  fillDate,
  kuwaitDate,
  pick,
} from '../support/manage';
import { buyByApi, newCustomer, TEN_CREDITS } from '../support/payments';

const SHOTS = '/tmp/shots-screens';
const TRAINER = 'Maya Fernandes';

/** Maya's PT trainer id and the first date at least five days ahead on which customers can book her. */
async function mayaAndADate(page: Page) {
  const api = `${MAIN_URL}/api/v1/personal-training/trainers`;
  const list = (await (await page.request.get(api, { headers: KUWAIT_STORE })).json()) as {
    data: { items: { id: number; trainer: { id: number; name: string } }[] };
  };
  const maya = list.data.items.find((item) => item.trainer.name === TRAINER)!;
  const id = maya.id;
  const detail = (await (await page.request.get(`${api}/${id}`)).json()) as { data: { dates: string[] } };
  const date = detail.data.dates.find((day) => day >= kuwaitDate(5));
  if (!date) throw new Error(`${TRAINER} has no free date five days ahead or later`);
  return { id, date, trainerUserId: maya.trainer.id };
}

/**
 * PT trainer days off: the demo gym gives its PT trainer Maya Fernandes a whole day off, and that date
 * is no longer offered on her booking page; removed again, the date comes back.
 */
test('the gym gives a PT trainer a day off and customers can no longer book that date', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await signInAs(page, 'gym@kinetic.test');
  const { id, date } = await mayaAndADate(page);

  await page.goto(`${MAIN_URL}/gym/admin/pt-trainers`);
  await page.getByRole('button', { name: `Days off and exceptions for ${TRAINER}` }).click();
  const dialog = page.getByRole('dialog', { name: `Days off and exceptions: ${TRAINER}` });
  await expect(dialog.getByRole('heading', { name: 'Upcoming days off and exceptions' })).toBeVisible();
  await expectAccessible(page);

  // A time off needs an end after its start, said beside the field.
  await fillDate(dialog, 'Date', date);
  await dialog.getByRole('radio', { name: 'Part of the day' }).check();
  await pick(dialog, page, 'To', '08:00 AM');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('The end time must be after the start time.')).toBeVisible();

  await dialog.getByRole('radio', { name: 'The whole day' }).check();
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Holiday');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  const row = dialog.locator(`[data-testid="pt-exception-row"][data-date="${date}"]`);
  await expect(row).toContainText('Whole day');
  await expect(row).toContainText('Holiday');
  // The form is ready for the next one.
  await expect(dialog.getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('');
  await expectAccessible(page);
  await keepPicture(page, { path: `${SHOTS}/gym-pt-days-off.png` });

  // The customer's booking page of Maya no longer offers that date.
  await page.goto(`${MAIN_URL}/personal_training/${id}`);
  const dates = page.getByRole('group', { name: 'Days with free times' });
  await expect(dates.locator('[data-date]').first()).toBeVisible();
  await expect(dates.locator(`[data-date="${date}"]`)).toHaveCount(0);

  // In Arabic the same dialog reads right to left and passes the audit.
  await page.goto(`${MAIN_URL}/gym/admin/pt-trainers?lang=ar`);
  await page.getByRole('button', { name: `أيام الإجازة والاستثناءات لـ ${TRAINER}` }).click();
  await expect(page.getByRole('dialog', { name: `أيام الإجازة والاستثناءات: ${TRAINER}` })).toBeVisible();
  await expectAccessible(page);
  await keepPicture(page, { path: `${SHOTS}/gym-pt-days-off-ar.png` });

  // Removed after a question, the date is offered again.
  await page.goto(`${MAIN_URL}/gym/admin/pt-trainers?lang=en`);
  await page.getByRole('button', { name: `Days off and exceptions for ${TRAINER}` }).click();
  await dialog.locator(`[data-testid="pt-exception-row"][data-date="${date}"]`).getByRole('button').click();
  await page
    .getByRole('dialog', { name: 'Remove this exception?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(dialog.locator(`[data-testid="pt-exception-row"][data-date="${date}"]`)).toHaveCount(0);
  await page.goto(`${MAIN_URL}/personal_training/${id}`);
  await expect(
    page.getByRole('group', { name: 'Days with free times' }).locator(`[data-date="${date}"]`),
  ).toBeVisible();
});

/** A PT trainer takes a few hours off at their gym themself, from their account menu. */
test('a PT trainer takes a time off at their gym from their own page', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'maya.trainer@kinetic.test');
  await page.goto(`${MAIN_URL}/trainer/classes`);
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: 'My PT days off' }).click();
  await expect(page).toHaveURL(/\/trainer\/pt-availability$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My PT days off' })).toBeVisible();
  await expect(page.getByTestId('pt-own-setup')).toContainText('At FlexZone Studios');
  await page.getByRole('button', { name: 'Days off at FlexZone Studios' }).click();
  const dialog = page.getByRole('dialog', { name: 'Days off at FlexZone Studios' });
  // Beyond the booking horizon, so the gym's journey and customers' bookings do not meet it.
  const date = kuwaitDate(20);
  await fillDate(dialog, 'Date', date);
  await dialog.getByRole('radio', { name: 'Part of the day' }).check();
  await pick(dialog, page, 'From', '08:00 AM');
  await pick(dialog, page, 'To', '10:00 AM');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  const row = dialog.locator(`[data-testid="pt-exception-row"][data-date="${date}"]`);
  await expect(row).toContainText('08:00 AM – 10:00 AM');
  await expectAccessible(page);
  await keepPicture(page, { path: `${SHOTS}/trainer-pt-days-off.png` });
  await row.getByRole('button').click();
  await page
    .getByRole('dialog', { name: 'Remove this exception?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(row).toHaveCount(0);
});

/**
 * A day off does not cancel what is booked inside it: the gym is told how many booked sessions the
 * trainer has then, and that it cancels them from Bookings if it must.
 */
test('a day off over a booked session tells the gym the booking stands', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const { trainerUserId } = await mayaAndADate(page);
  // A class Maya teaches three days from now, with one customer booked.
  const gymToken = await apiToken(page, 'gym@kinetic.test');
  const classId = await createClassByApi(page, gymToken, {
    title: `Maya Mobility ${Date.now().toString(36)}`,
  });
  const slot = await addSlotSoon(page, gymToken, classId, 3 * 24 * 60, 10, trainerUserId);
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const customer = await newCustomer(customerPage, 'pt-day-off');
  await buyByApi(customerPage, customer.token, TEN_CREDITS);
  await bookByApi(customerPage, customer.token, slot.classSessionId);
  await customerContext.close();

  await signInAs(page, 'gym@kinetic.test');
  await page.goto(`${MAIN_URL}/gym/admin/pt-trainers`);
  await page.getByRole('button', { name: `Days off and exceptions for ${TRAINER}` }).click();
  const dialog = page.getByRole('dialog', { name: `Days off and exceptions: ${TRAINER}` });
  await fillDate(dialog, 'Date', slot.classDate);
  await dialog.getByRole('radio', { name: 'The whole day' }).check();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  const warning = page.getByRole('status').filter({ hasText: 'Time off added: bookings inside it stand' });
  await expect(warning).toContainText(
    '1 booked session of this trainer falls in this time. It is not cancelled: cancel it from Bookings if the trainer cannot take it.',
  );
  await expectAccessible(page);

  // Taken back, so Maya's other journeys find her day as it was.
  await dialog
    .locator(`[data-testid="pt-exception-row"][data-date="${slot.classDate}"]`)
    .getByRole('button')
    .click();
  await page
    .getByRole('dialog', { name: 'Remove this exception?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(dialog.locator(`[data-testid="pt-exception-row"][data-date="${slot.classDate}"]`)).toHaveCount(
    0,
  );
});
