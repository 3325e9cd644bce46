import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, keepPicture, MAIN_URL, signInAs, test } from '../support/app';
import {
  dismissToasts,
  fillDate,
  kuwaitDate,
  ownSessions,
  pick,
  SHORT_DAYS,
  weekdayOf,
} from '../support/manage';

/**
 * A freelance trainer's class has a place. The demo trainer (no gym) creates an
 * in-person class with a venue; the class page shows its address and a map link, in English and Arabic.
 */
const SHOTS = '/tmp/shots-venue';
const stamp = Date.now().toString(36);
const dayA = kuwaitDate(2);
const lastDay = kuwaitDate(9);
const arabicWeekday = (isoDate: string) =>
  new Intl.DateTimeFormat('ar-KW', { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2023, 0, 1 + weekdayOf(isoDate)),
  );

/** Opens the class page of the trainer's first session of `title` from day A. */
async function openClassPage(page: Page, token: string, title: string) {
  const sessions = await ownSessions(page, token, dayA);
  const session = sessions.find((s) => s.title === title);
  expect(session, `a session of ${title} on ${dayA}`).toBeTruthy();
  await page.goto(`${MAIN_URL}/classes/${session!.classSessionId}/${title.replaceAll(' ', '-')}`);
}

/** Creates the class; a clash with an earlier run's class at that time is scheduled anyway. */
async function create(page: Page, form: Locator, button: string, yes: string) {
  await form.getByRole('button', { name: button }).click();
  const question = page.getByRole('dialog');
  await expect(page)
    .toHaveURL(/\/trainer\/classes\?date=/, { timeout: 5000 })
    .catch(async () => {
      await question.getByRole('button', { name: yes, exact: true }).click();
    });
  await expect(page).toHaveURL(new RegExp(`/trainer/classes\\?date=${dayA}`));
}

async function fillPin(form: Locator, latitude: string, longitude: string, words: [string, string]) {
  await form.getByRole('textbox', { name: words[0], exact: true }).fill(latitude);
  await form.getByRole('textbox', { name: words[1], exact: true }).fill(longitude);
}

test.describe('a freelance trainer’s venue', () => {
  test('English: the editor asks where, refuses no address, and the class page shows it', async ({
    page,
  }) => {
    test.slow();
    const title = `Beach Bootcamp ${stamp}`;
    const trainer = await signInAs(page, 'trainer@kinetic.test');
    await page.goto(`${MAIN_URL}/trainer/classes/new`);
    const form = page.getByRole('form', { name: 'Create class' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Description' }).fill('Sprints and circuits on the sand.');
    await pick(form, page, 'Activity', 'HIIT');
    const where = form.getByRole('group', { name: 'Where the class happens' });
    await expect(where).toBeVisible();
    const timing = form.getByTestId('timing-form').first();
    await timing.getByText(SHORT_DAYS[weekdayOf(dayA)]!, { exact: true }).click();
    await pick(timing, page, 'From time', '06:00 AM');
    await fillDate(timing, 'From date', dayA);
    await fillDate(timing, 'To date', lastDay);

    // Without an address and an area the class is not sent.
    await form.getByRole('button', { name: 'Create class' }).click();
    await expect(where.getByText('Please give the address where this class takes place.')).toBeVisible();
    await expect(where.getByText('Please choose the area where this class takes place.')).toBeVisible();
    await expect(page).toHaveURL(/\/trainer\/classes\/new$/);

    await where.getByRole('textbox', { name: 'Address' }).fill('Arabian Gulf Street, beach gate 3');
    await pick(where, page, 'Area', 'Sharq');
    await where.getByRole('textbox', { name: 'Place name (optional)' }).fill('Green Island Park');
    await fillPin(where, '29.3876', '47.9853', ['Latitude', 'Longitude']);
    await dismissToasts(page);
    await expectAccessible(page);
    await keepPicture(page, { path: `${SHOTS}/editor-en.png`, fullPage: true });

    // Online needs no address: the fields go, and come back.
    await form.getByText('Video class', { exact: true }).click();
    await expect(where).toHaveCount(0);
    await form.getByText('Video class', { exact: true }).click();
    await expect(where.getByRole('textbox', { name: 'Address' })).toHaveValue(
      'Arabian Gulf Street, beach gate 3',
    );

    await create(page, form, 'Create class', 'Yes');

    await openClassPage(page, trainer.token, title);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const location = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Location' }) });
    await expect(location.last()).toContainText('Green Island Park');
    await expect(page.getByTestId('class-address')).toHaveText('Arabian Gulf Street, beach gate 3, Sharq');
    await expect(page.getByRole('link', { name: /Open in maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps?q=29.3876,47.9853',
    );
    await expect(page.getByText('At Gym', { exact: true })).toHaveCount(0);
    await expect(page.getByText('In person', { exact: true })).toBeVisible();
    await dismissToasts(page);
    await expectAccessible(page);
    await keepPicture(page, { path: `${SHOTS}/class-page-en.png`, fullPage: true });

    // The class list finds it by its area (More filters), and the link keeps the choice.
    await page.goto(`${MAIN_URL}/classes?date=${dayA}`);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const everywhere = await cards.count();
    await page.getByRole('button', { name: 'More filters' }).click();
    await page.getByRole('combobox', { name: 'Area', exact: true }).click();
    await page.getByRole('option', { name: 'Sharq', exact: true }).click();
    await expect(page).toHaveURL(/[?&]area=\d+/);
    await expect(cards.filter({ hasText: title }).first()).toBeVisible();
    // The gyms' classes that day in other areas are gone.
    await expect.poll(() => cards.count()).toBeLessThan(everywhere);
  });

  test('a guest: the Area list opens under its field and narrows the class list', async ({ page }) => {
    await page.goto(`${MAIN_URL}/classes?date=${dayA}`);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const everywhere = await cards.count();
    await page.getByRole('button', { name: 'More filters' }).click();
    const area = page.getByRole('combobox', { name: 'Area', exact: true });
    await area.click();
    // A guest's page has loaded none of the popups' styles: the list must still drop down under the field.
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option', { name: 'Salmiya', exact: true })).toBeVisible();
    const field = (await area.boundingBox())!;
    const dropped = (await list.boundingBox())!;
    expect(Math.abs(dropped.y - (field.y + field.height))).toBeLessThan(40);
    await keepPicture(page, { path: `${SHOTS}/area-filter-guest.png` });
    await list.getByRole('option', { name: 'Salmiya', exact: true }).click();
    await expect(page).toHaveURL(/[?&]area=\d+/);
    await expect.poll(() => cards.count()).toBeLessThan(everywhere);
    await expect(cards.first()).toBeVisible();
  });

  test.describe('Arabic', () => {
    test.use({ locale: 'ar' });

    test('Arabic: the trainer gives the venue in a right-to-left editor and the class page shows it', async ({
      page,
    }) => {
      test.slow();
      const title = `Corniche Run ${stamp}`;
      const trainer = await signInAs(page, 'trainer@kinetic.test');
      await page.goto(`${MAIN_URL}/trainer/classes/new`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const form = page.getByRole('form', { name: 'أضف حصة' });
      await form.getByRole('textbox', { name: 'العنوان', exact: true }).fill(title);
      await form.getByRole('textbox', { name: 'الوصف' }).fill('جري خفيف على الكورنيش.');
      await form.getByRole('combobox', { name: 'النشاط', exact: true }).click();
      await page.getByRole('option').first().click();
      const where = form.getByRole('group', { name: 'مكان الحصة' });
      await where.getByRole('textbox', { name: 'عنوان المكان' }).fill('شارع الخليج العربي، البوابة ٢');
      await pick(where, page, 'المنطقة', 'السالمية');
      const timing = form.getByTestId('timing-form').first();
      await timing.getByText(arabicWeekday(dayA), { exact: true }).click();
      const from = timing.getByRole('combobox', { name: 'وقت البدء', exact: true });
      await from.click();
      await from.fill('٠٨:٠٠ م');
      await page.getByRole('option', { name: '٠٨:٠٠ م', exact: true }).click();
      await fillDate(timing, 'من تاريخ', dayA);
      await fillDate(timing, 'إلى تاريخ', lastDay);
      await dismissToasts(page);
      await expectAccessible(page);
      await keepPicture(page, { path: `${SHOTS}/editor-ar.png`, fullPage: true });

      await create(page, form, 'أضف الحصة', 'نعم');

      await openClassPage(page, trainer.token, title);
      await expect(page.getByTestId('class-address')).toHaveText('شارع الخليج العربي، البوابة ٢، السالمية');
      await expect(page.getByText('حضوري', { exact: true })).toBeVisible();
      // No pin given: no map and no map link.
      await expect(page.getByRole('link', { name: /افتح في الخرائط/ })).toHaveCount(0);
      await dismissToasts(page);
      await expectAccessible(page);
      await keepPicture(page, { path: `${SHOTS}/class-page-ar.png`, fullPage: true });
    });
  });
});
