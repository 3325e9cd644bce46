import { mkdirSync } from 'node:fs';
import { expect, expectAccessible, keepPicture, MAIN_URL, signInAs, test } from '../support/app';
import { buyByApi, newCustomer } from '../support/payments';

const SHOTS = '/tmp/shots-screens';

/** Minor units of the first money figure in a text ("KWD 1,234.500" → 1234500). */
function minorOf(text: string): number {
  const match = /(\d[\d,]*)\.(\d{3})/.exec(text);
  if (!match) throw new Error(`no money in ${text}`);
  return Number(match[1]!.replaceAll(',', '')) * 1000 + Number(match[2]);
}

/**
 * Accounting and reports: the demo gym reads this month's revenue in the chart, downloads the
 * transactions CSV and finds the same total in the file, the table's totals and the chart; it corrects
 * one transaction with a reason. Its seeded history (three months) fills the report's past; a customer
 * buys one of its packages first, so this month has revenue on its first days too (the history stops
 * at yesterday, which on the 1st is last month).
 */
test("the gym reads this month's revenue, and the CSV, the totals and the chart agree", async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const customer = await newCustomer(page, 'reports');
  await buyByApi(page, customer.token, 'FlexZone 8 Visits');
  await signInAs(page, 'gym@kinetic.test');
  await page.goto(`${MAIN_URL}/gym/admin/reports`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');

  const chartTotal = page.getByTestId('revenue-total');
  await expect(chartTotal).toContainText('from');
  await expect(page.getByTestId('transaction-row').first()).toBeVisible();
  const netCard = page.getByTestId('total-net');
  await expect(netCard).toContainText('KWD');
  const chartMinor = minorOf((await chartTotal.textContent()) ?? '');
  const netMinor = minorOf((await netCard.textContent()) ?? '');
  expect(chartMinor).toBeGreaterThan(0);
  expect(netMinor).toBe(chartMinor);
  // The month view of the chart adds up to the same figure.
  await page.getByRole('radiogroup', { name: 'Group revenue by' }).getByText('Month').click();
  await expect(chartTotal).toContainText((await netCard.textContent())!.replace(/^\D*/, '').trim());
  await expectAccessible(page);
  await keepPicture(page, { path: `${SHOTS}/gym-reports.png`, fullPage: true });

  const transactions = page.getByRole('region', { name: 'Transactions' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    transactions.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks).toString('utf8').replace('\uFEFF', '').trim().split('\r\n');
  const amountAt = lines[0]!.split(',').indexOf('Amount');
  expect(amountAt).toBeGreaterThan(0);
  const csvMinor = lines
    .slice(1)
    .reduce((sum, line) => sum + Math.round(Number(line.split(',')[amountAt]) * 1000), 0);
  expect(csvMinor).toBe(netMinor);
  const countCard = page.getByTestId('total-count');
  expect(lines.length - 1).toBe(Number(((await countCard.textContent()) ?? '').replace(/\D/g, '')));

  // A correction with its reason: the row is marked and the net moves by the difference.
  const row = page.getByTestId('transaction-row').first();
  const rowAmount = minorOf((await row.getByRole('cell').nth(5).textContent()) ?? '');
  await row.getByRole('button', { name: /Correct the amount of/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Correct amount/ }).fill(((rowAmount + 1000) / 1000).toFixed(3));
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Paid one dinar more at the desk');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save correction' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('transaction-row').first()).toContainText('Corrected');
  await expect.poll(async () => minorOf((await netCard.textContent()) ?? '')).toBe(netMinor + 1000);

  // The master gym (the demo gym is the first) sees every gym.
  await expect(page.getByRole('region', { name: 'All gyms' })).toContainText('FlexZone Studios');

  await page.goto(`${MAIN_URL}/gym/admin/reports?lang=ar`);
  await expect(page.getByRole('heading', { level: 1, name: 'التقارير' })).toBeVisible();
  await expect(page.getByTestId('transaction-row').first()).toBeVisible();
  await expectAccessible(page);
  await keepPicture(page, { path: `${SHOTS}/gym-reports-ar.png`, fullPage: true });
  await page.goto(`${MAIN_URL}/gym/admin/reports?lang=en`);
});

test('a trainer sees only their own sessions and earnings', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'trainer@kinetic.test');
  await page.goto(`${MAIN_URL}/trainer/classes`);
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: 'My earnings' }).click();
  await expect(page).toHaveURL(/\/trainer\/report$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My earnings' })).toBeVisible();
  const from = page.getByLabel('From');
  const today = await page.getByLabel('To').inputValue();
  const start = new Date(`${today}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 100);
  const fromDate = start.toISOString().slice(0, 10);
  // The figures are read once the report of the new range has come (the first range's rows show before).
  const widened = page.waitForResponse(
    (response) =>
      response.url().includes('/manage/reports/trainer-earnings') &&
      response.url().includes(`fromDate=${fromDate}`),
  );
  await from.fill(fromDate);
  await widened;
  const table = page.getByRole('region', { name: 'Earnings by gym' });
  await expect(table.getByRole('row', { name: /FlexZone Studios/ })).toBeVisible();
  // FlexZone pays 5.000 KWD a session she stood in for; Lotus Yoga House, where she also teaches, set no rate.
  const flex = table.getByRole('row', { name: /FlexZone Studios/ });
  const sessions = Number(await flex.getByRole('cell').nth(1).textContent());
  expect(sessions).toBeGreaterThan(0);
  await expect(flex.getByRole('cell').nth(4)).toHaveText(/5\.000/);
  await expect(flex.getByRole('cell').nth(5)).toContainText(`${(sessions * 5).toFixed(3)}`);
  const gyms = await table.locator('tbody tr td:first-child').allTextContents();
  expect(gyms.sort()).toEqual(['FlexZone Studios', 'Lotus Yoga House']);
  await expectAccessible(page);
  // The gym's own reports stay closed to a trainer.
  const token = await page.evaluate(
    () => localStorage.getItem('kinetic.token') ?? sessionStorage.getItem('kinetic.token'),
  );
  const denied = await page.request.get(
    `${MAIN_URL}/api/v1/manage/reports/trainers?fromDate=${today}&toDate=${today}`,
    { headers: token ? { authorization: `Bearer ${token}` } : {} },
  );
  expect([401, 403]).toContain(denied.status());
});
