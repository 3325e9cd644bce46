import { mkdirSync } from 'node:fs';
import { expect, expectAccessible, keepPicture, MAIN_URL, signInAs, test } from '../support/app';
import { pick } from '../support/manage';

const SHOTS = '/tmp/shots-screens';

/**
 * PT trainer setup: the demo gym adds its trainer for personal training with a price,
 * a session length and weekly hours, is told when two stretches of a day overlap, then pauses them.
 */
test('the gym sets up a PT trainer with price, length and hours, then pauses them', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await signInAs(page, 'gym@kinetic.test');
  await page.goto(`${MAIN_URL}/gym/admin/pt-trainers`);
  await expect(page.getByRole('heading', { level: 1, name: 'PT trainers' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'PT trainers' })).toHaveAttribute('aria-selected', 'true');
  // The seed sets up Ali Hassan and Maya Fernandes for the customers' PT booking.
  await expect(page.getByTestId('pt-trainer-row').filter({ hasText: 'Ali Hassan' })).toContainText(
    '60 minutes',
  );
  await expect(page.getByTestId('pt-trainer-row').filter({ hasText: 'Sara Haddad' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add a PT trainer' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a PT trainer' });
  await dialog.getByRole('combobox', { name: 'Trainer' }).fill('sara had');
  await page.getByRole('option', { name: /Sara Haddad · trainer@kinetic\.test/ }).click();
  await dialog.getByRole('textbox', { name: 'Price of a session (KWD)' }).fill('12.5');
  await pick(dialog, page, 'Session length', '45 minutes');
  // Sunday 09:00–17:00 is the first row. "Add hours" adds the next day without hours (it
  // used to copy the first row, so saving failed); a second Sunday stretch overlapping it is refused.
  await dialog.getByRole('button', { name: 'Add hours' }).click();
  const starts = dialog.getByRole('combobox', { name: 'From', exact: true });
  await expect(starts).toHaveCount(2);
  const secondRow = dialog.getByRole('combobox', { name: 'Day' }).nth(1);
  await expect(secondRow).toHaveValue('Mon');
  await secondRow.click();
  await page.getByRole('option', { name: 'Sun', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Hours on the same day must not overlap.');
  await expectAccessible(page);
  await keepPicture(page, { path: `${SHOTS}/gym-pt-trainer-modal.png` });

  // The second stretch moves to Tuesday.
  await secondRow.click();
  await page.getByRole('option', { name: 'Tue', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('pt-trainer-row').filter({ hasText: 'Sara Haddad' });
  await expect(row).toContainText('12.500');
  await expect(row).toContainText('45 minutes');
  await expect(row).toContainText('Sun 09:00 AM – 05:00 PM');
  await expect(row).toContainText('Tue 09:00 AM – 05:00 PM');
  await expect(row).toContainText('Takes bookings');

  await row.getByRole('button', { name: 'Edit Sara Haddad' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit PT trainer' });
  await edit.getByRole('switch', { name: 'Takes bookings' }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Paused');

  // After a reload the setup is what the gym saved.
  await page.reload();
  await expect(page.getByTestId('pt-trainer-row').filter({ hasText: 'Sara Haddad' })).toContainText('Paused');
  await keepPicture(page, { path: `${SHOTS}/gym-pt-trainers.png`, fullPage: true });
  // The setup downloads as CSV, a row for the trainer.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('pt-trainers.csv');
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks).toString('utf8').replace('\uFEFF', '').trim().split('\r\n');
  expect(lines[0]).toBe(
    'Trainer,E-mail,Price a session,Currency,Session minutes,Weekly hours,Takes bookings',
  );
  expect(lines).toContain(
    'Sara Haddad,trainer@kinetic.test,12.500,KWD,45,Sun 09:00-17:00; Tue 09:00-17:00,No',
  );
  expect(lines).toHaveLength(4);

  await page.goto(`${MAIN_URL}/gym/admin/pt-trainers?lang=ar`);
  await expect(page.getByRole('heading', { level: 1, name: 'مدربو التدريب الشخصي' })).toBeVisible();
  await expect(page.getByText('متوقف مؤقتًا')).toBeVisible();
  await expectAccessible(page);
  await keepPicture(page, { path: `${SHOTS}/gym-pt-trainers-ar.png`, fullPage: true });

  // Removing asks first, then the seed's trainers are left.
  await page.goto(`${MAIN_URL}/gym/admin/pt-trainers?lang=en`);
  await page.getByRole('button', { name: 'Remove Sara Haddad' }).click();
  await page
    .getByRole('dialog', { name: 'Remove this PT trainer?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByTestId('pt-trainer-row').filter({ hasText: 'Sara Haddad' })).toHaveCount(0);
  await expect(page.getByTestId('pt-trainer-row')).toHaveCount(2);
});
