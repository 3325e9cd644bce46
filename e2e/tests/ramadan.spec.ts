import type { Page } from '@playwright/test';
import { ramadan as ramadanAr } from '../../apps/web/src/locales/ar/ramadan';
import { schedule as scheduleAr } from '../../apps/web/src/locales/ar/schedule';
import { ramadan as ramadanEn } from '../../apps/web/src/locales/en/ramadan';
import { schedule as scheduleEn } from '../../apps/web/src/locales/en/schedule';
import { hijriDate, upcomingRamadan } from '../../packages/domain/src/ramadan/ramadan';
import { expect, expectAccessible, keepPicture, MAIN_URL, signInAs, test } from '../support/app';
import {
  addSlotSoon,
  bookByApi,
  classRowOf,
  createClassByApi,
  freshApprovedGym,
  kuwaitDate,
} from '../support/manage';
import { buyByApi, newCustomer, TEN_CREDITS } from '../support/payments';

/**
 * The Ramadan timetable (docs/adr/0048), on today's real date: a gym sets its branch's Ramadan hours,
 * previews and applies the move of a class into them; its booked customer sees "moved for Ramadan" on
 * the class page and cancels for a full refund. Ramadan's sessions lie beyond the daily job's 60 days,
 * so the class's Ramadan session is a single session the gym adds (a one-day timing the move splits).
 */
const SHOTS = '/tmp/shots-ramadan';
const ramadan = upcomingRamadan(kuwaitDate());

const WORDS = {
  en: {
    ramadan: ramadanEn,
    schedule: scheduleEn,
    moved: 'Moved for Ramadan: cancel for a full refund until the class starts.',
    newTime: '09:30 PM',
  },
  ar: {
    ramadan: ramadanAr,
    schedule: scheduleAr,
    moved: 'نُقلت لرمضان: ألغِ الحجز واسترد المبلغ كاملًا حتى بدء الحصة.',
    newTime: '٠٩:٣٠ م',
  },
};

async function gymWithBookedRamadanClass(page: Page, prefix: string) {
  const stamp = Date.now().toString(36);
  const { email, token } = await freshApprovedGym(page, prefix, {
    studioName: `Hilal Studio ${stamp}`,
    classType: 'Yoga',
    firstName: 'Huda',
    mobile: '96522008800',
  });
  const auth = { authorization: `Bearer ${token}` };
  const cities = await page.request.get(`${MAIN_URL}/api/v1/cities?storeId=1`);
  const [city] = ((await cities.json()) as { data: { id: number }[] }).data;
  const areas = await page.request.get(`${MAIN_URL}/api/v1/localities?cityId=${city!.id}`);
  const [area] = ((await areas.json()) as { data: { id: number }[] }).data;
  const saved = await page.request.put(`${MAIN_URL}/api/v1/manage/profile`, {
    headers: auth,
    data: {
      bio: 'Yoga by the sea.',
      activities: [1],
      branches: [
        {
          name: 'Salmiya',
          cityId: city!.id,
          localityId: area!.id,
          address: 'Salem Al-Mubarak Street',
          latitude: 29.3339,
          longitude: 48.0761,
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const branchId = ((await saved.json()) as { data: { profile: { branches: { id: number }[] } } }).data
    .profile.branches[0]!.id;
  // The gym's own package lasts long enough to reach Ramadan.
  const pkg = await page.request.post(`${MAIN_URL}/api/v1/manage/packages`, {
    headers: auth,
    data: {
      name: `Ramadan pass ${stamp}`,
      packageType: 'GYMSPECIFIC',
      credits: 5,
      validityDays: 200,
      price: 5_000,
    },
  });
  expect(pkg.status(), await pkg.text()).toBe(201);
  const packageId = ((await pkg.json()) as { data: { id: number } }).data.id;

  const title = `Night Flow ${stamp}`;
  const classId = await createClassByApi(page, token, { title, gymBranchId: branchId, venue: null });
  const soon = await addSlotSoon(page, token, classId, 180);
  const day = ramadan.from > kuwaitDate(1) ? ramadan.from : kuwaitDate(2);
  const added = await page.request.patch(`${MAIN_URL}/api/v1/manage/classes/${classId}/sessions`, {
    headers: auth,
    data: { classDate: day, fromTime: '07:00', durationMinutes: 60, totalSeat: 10, force: true },
  });
  expect(added.status(), await added.text()).toBe(201);
  const sessionId = ((await added.json()) as { data: { classSessionId: number } }).data.classSessionId;
  const timings = await page.request.get(`${MAIN_URL}/api/v1/manage/branches/${branchId}/timings`, {
    headers: auth,
  });
  const timingId = ((await timings.json()) as { data: { timingId: number; fromDate: string }[] }).data.find(
    (row) => row.fromDate === day,
  )!.timingId;

  // A customer of the gym (a class booked there), given the gym's pass, books the Ramadan session.
  const customer = await newCustomer(page, `${prefix}customer`);
  await buyByApi(page, customer.token, TEN_CREDITS);
  await bookByApi(page, customer.token, soon.classSessionId);
  const given = await page.request.post(`${MAIN_URL}/api/v1/manage/customers/${customer.user.id}/packages`, {
    headers: auth,
    data: { packageId },
  });
  expect(given.status(), await given.text()).toBe(201);
  await bookByApi(page, customer.token, sessionId);
  return { email, title, sessionId, timingId, customer };
}

async function ramadanJourney(page: Page, language: 'en' | 'ar') {
  test.slow();
  const words = WORDS[language];
  const t = words.ramadan;
  const gym = await gymWithBookedRamadanClass(page, `ramadan-${language}-`);

  // The gym: Ramadan hours of its branch (the suggested 2-5 pm and 9 pm-2 am), then the move.
  await signInAs(page, gym.email);
  await page.goto(`${MAIN_URL}/gym/admin/ramadan`);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  // Arabic dates carry their Hijri date: Ramadan's first day reads '… · ١ رمضان ١٤٤٨'.
  await expect(page.getByTestId('ramadan-dates')).toContainText(
    language === 'en' ? String(ramadan.hijriYear) : hijriDate(ramadan.from, 'ar'),
  );
  await page.getByRole('button', { name: t.saveHours }).click();
  await expect(page.getByText(t.hoursSaved).first()).toBeVisible();

  const row = page.locator(`[data-timing-id="${gym.timingId}"]`);
  await row.getByRole('checkbox').check();
  await row.getByRole('textbox').fill('21:30');
  await page.getByRole('button', { name: t.preview, exact: true }).click();
  const plan = page.getByTestId('ramadan-plan');
  await expect(plan).toContainText(words.newTime);
  await expectAccessible(page);
  await keepPicture(page, { path: `${SHOTS}/preview-${language}.png`, fullPage: true });
  await page.getByRole('button', { name: t.apply, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: t.confirmTitle });
  await confirm.getByRole('button', { name: t.confirm }).click();
  await expect(page.getByText(t.appliedTitle)).toBeVisible();

  // The customer: the class page says it moved, and cancelling gives the credits back.
  await signInAs(page, gym.customer.email);
  await page.goto(`${MAIN_URL}/classes/${gym.sessionId}/${gym.title.replace(/ /g, '-')}`);
  await expect(page.getByTestId('moved-for-ramadan')).toHaveText(words.moved);
  if (language === 'ar') await expect(page.getByText(/رمضان \S+$/).first()).toBeVisible();
  await expectAccessible(page);
  await keepPicture(page, { path: `${SHOTS}/class-${language}.png`, fullPage: true });
  await page.goto(`${MAIN_URL}/upcoming`);
  await classRowOf(page, gym.sessionId)
    .getByRole('button', { name: words.schedule.booking.cancelLabel.replace('{{title}}', gym.title) })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: words.schedule.cancel.confirm }).click();
  const refunded = words.schedule.outcome.refundedTo
    .split('{{credits}}')
    [language === 'en' ? 1 : 0]!.split('{{')[0]!;
  await expect(dialog.getByTestId('cancel-outcome')).toContainText(refunded.trim());
}

test('a gym moves its class into its Ramadan hours; the booked customer cancels for a full refund', async ({
  page,
}) => {
  await ramadanJourney(page, 'en');
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar' });
  test('the same move in Arabic, with Hijri dates beside the Gregorian', async ({ page }) => {
    await ramadanJourney(page, 'ar');
  });
});
