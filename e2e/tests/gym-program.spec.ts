import { expect, expectAccessible, keepPicture, MAIN_URL, signInAs, test } from '../support/app';
import { apiToken, createClassByApi, kuwaitDate, pick, weekdayOf } from '../support/manage';
import { newCustomer, openCheckout } from '../support/payments';

const SHOTS = '/tmp/shots-screens';

/**
 * A gym sells its own workshop. Pulse Cycle makes a Workshop class, then a program
 * package naming it; a customer opening the workshop's page is offered that program.
 */
test('a gym makes a program package over its own workshop, and customers are offered it', async ({
  page,
}) => {
  test.slow();
  const title = `Rhythm Workshop ${Date.now().toString(36)}`;
  const token = await apiToken(page, 'pulse@kinetic.test');
  const day = kuwaitDate(2);
  await createClassByApi(page, token, {
    title,
    priceModel: 'AUTOJOINWITHPACKAGE',
    price: 30_000,
    credit: 0,
    timings: [
      {
        classDays: [weekdayOf(day)],
        fromTime: '18:00',
        durationMinutes: 60,
        fromDate: day,
        toDate: kuwaitDate(30),
        totalSeat: 12,
      },
    ],
  });

  await signInAs(page, 'pulse@kinetic.test');
  await page.goto(`${MAIN_URL}/gym/admin/packages`);
  await page.getByRole('button', { name: 'Add a package' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add a package' });
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill(`${title} Program`);
  await pick(add, page, 'Type', 'Program (joins its classes)');
  await add.getByRole('textbox', { name: 'Price (KWD)' }).fill('30');
  await add.getByRole('textbox', { name: 'Credits' }).fill('3');
  await add.getByRole('textbox', { name: 'Valid for (days)' }).fill('40');
  // A program names the workshop it books.
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Choose the workshop class this program books.')).toBeVisible();
  await add.getByRole('combobox', { name: 'Workshop class' }).click();
  await page.getByRole('option', { name: new RegExp(`^${title} \\(\\d+ upcoming sessions?\\)$`) }).click();
  await expectAccessible(page);
  await keepPicture(page, { path: `${SHOTS}/gym-program-package.png` });
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByTestId('gym-package-row').filter({ hasText: `${title} Program` })).toContainText(
    '30.000',
  );

  // A customer on the workshop's page buys the program (no longer "No packages on sale").
  await newCustomer(page, 'gym-program');
  const list = await page.request.post(`${MAIN_URL}/api/v1/classes/list`, {
    headers: { 'x-store-id': '1' },
    data: { size: 100, priceModels: ['AUTOJOINWITHPACKAGE'] },
  });
  const items = ((await list.json()) as { data: { items: { classSessionId: number; title: string }[] } }).data
    .items;
  const session = items.find((item) => item.title === title);
  expect(session, 'the workshop is listed').toBeTruthy();
  await page.goto(`${MAIN_URL}/classes/${session!.classSessionId}/class`);
  await page.getByRole('button', { name: 'BUY PROGRAM' }).click();
  await expect(page).toHaveURL(new RegExp(`/membership/${session!.classSessionId}/`));
  const dialog = await openCheckout(page, `${title} Program`);
  await expect(dialog.getByTestId('checkout-total')).toHaveText('30.000 KWD');
});
