import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { expect, MAIN_URL, signInAs, test } from '../support/app';
import {
  fillDate,
  kuwaitDate,
  ownSessions,
  pick,
  SHORT_DAYS,
  sessionCard,
  weekdayOf,
} from '../support/manage';
import { S3_BUCKET, S3_PORT } from '../support/ports';

/**
 * With MEDIA_STORAGE=s3 (playwright.myfatoorah.config.ts starts the app on a local
 * S3-compatible server), a class picture goes to the bucket, the class page shows it, and deleting the
 * class takes its objects away.
 */
const IMAGE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/class.png');
const bucket = new S3Client({
  region: 'us-east-1',
  endpoint: `http://127.0.0.1:${S3_PORT}`,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
const keys = async () =>
  ((await bucket.send(new ListObjectsV2Command({ Bucket: S3_BUCKET }))).Contents ?? []).map((o) => o.Key!);

test('a gym’s class picture is kept in the bucket, shown on the class page, and removed with the class', async ({
  page,
}) => {
  test.slow();
  const title = `Bucket Yoga ${Date.now().toString(36)}`;
  const day = kuwaitDate(3);
  const gym = await signInAs(page, 'gym@kinetic.test');
  const before = await keys();

  await page.goto(`${MAIN_URL}/gym/classes/new`);
  const form = page.getByRole('form', { name: 'Create class' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Description' }).fill('A picture kept in object storage.');
  await pick(form, page, 'Activity', 'Yoga');
  await page.locator('input[type=file][multiple]').setInputFiles(IMAGE);
  await expect(form.getByRole('img', { name: 'Class image 1 (not saved yet)' })).toBeVisible();
  const timing = form.getByTestId('timing-form').first();
  await timing.getByText(SHORT_DAYS[weekdayOf(day)]!, { exact: true }).click();
  // 12:35 clashes with none of the demo gym's seeded classes (class-management.spec.ts).
  await pick(timing, page, 'From time', '12:35 PM');
  await fillDate(timing, 'From date', day);
  await fillDate(timing, 'To date', day);
  await form.getByRole('button', { name: 'Create class' }).click();
  await expect(page.getByText('Class has been added successfully!')).toBeVisible();

  // The original and its thumbnail are in the bucket.
  await expect.poll(async () => (await keys()).filter((key) => !before.includes(key)).length).toBe(2);

  // The class page draws the picture, read from the bucket through the app.
  const session = (await ownSessions(page, gym.token, day, 1)).find((s) => s.title === title);
  expect(session, `a session of ${title} on ${day}`).toBeTruthy();
  await page.goto(`${MAIN_URL}/classes/${session!.classSessionId}/${title.replaceAll(' ', '-')}`);
  const picture = page.getByRole('main').locator('img[src*="/media/uploads/"]').first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Deleting the class deletes its pictures from the bucket.
  await page.goto(`${MAIN_URL}/gym/classes/${Date.now()}?date=${day}`);
  await sessionCard(page, title).getByRole('link', { name: 'EDIT' }).click();
  await page.getByRole('button', { name: 'Delete class' }).click();
  await page.getByRole('dialog', { name: 'Delete class' }).getByRole('button', { name: 'Yes' }).click();
  await expect.poll(async () => (await keys()).filter((key) => !before.includes(key))).toEqual([]);
});
