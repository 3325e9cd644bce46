import { expect, expectAccessible, MAIN_URL, signInAs, test } from '../support/app';
import { dismissToasts, fillDate, kuwaitDate, sessionCard, weekdayOf } from '../support/manage';

const TITLE = `Arabic Stretch ${Date.now().toString(36)}`;
const dayA = kuwaitDate(1);
const lastDay = kuwaitDate(14);
/** The weekday chips read Arabic day names ('الخميس'); 2023-01-01 was a Sunday. */
const arabicWeekday = (isoDate: string) =>
  new Intl.DateTimeFormat('ar-KW', { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2023, 0, 1 + weekdayOf(isoDate)),
  );

test.use({ locale: 'ar' });

test('a trainer reading Arabic creates and publishes a class in a right-to-left editor', async ({ page }) => {
  // A long journey with an accessibility audit: more time than one page's test.
  test.slow();
  await signInAs(page, 'trainer@kinetic.test');
  await page.goto(`${MAIN_URL}/trainer/classes`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'حصصي', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'اليوم', level: 2 })).toBeVisible();

  await page.getByRole('link', { name: 'أضف حصة' }).first().click();
  await expect(page).toHaveURL(/\/trainer\/classes\/new$/);
  await expect(page.getByRole('heading', { name: 'أضف حصة', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'أضف حصة' });
  await expect(form.getByRole('heading', { name: 'تفاصيل الحصة' })).toBeVisible();
  await expect(form.getByRole('heading', { name: 'المواعيد' })).toBeVisible();

  await form.getByRole('textbox', { name: 'العنوان', exact: true }).fill(TITLE);
  await form.getByRole('textbox', { name: 'الوصف' }).fill('تمارين إطالة هادئة للمفاصل والظهر.');
  await form.getByRole('combobox', { name: 'النشاط', exact: true }).click();
  await page.getByRole('option').first().click();
  // A freelance trainer's in-person class says where it happens.
  await form.getByRole('textbox', { name: 'عنوان المكان' }).fill('شارع الخليج العربي');
  await form.getByRole('combobox', { name: 'المنطقة', exact: true }).click();
  await page.getByRole('option', { name: 'شرق', exact: true }).click();
  // The trainer runs their own classes: their trainer field is filled and locked.
  await expect(form.getByRole('combobox', { name: 'المدرب', exact: true })).toBeDisabled();

  const timing = form.getByTestId('timing-form').first();
  await expect(timing.getByRole('heading', { name: 'الموعد ١' })).toBeVisible();
  await timing.getByText(arabicWeekday(dayA), { exact: true }).click();
  await expect(timing.getByRole('checkbox', { name: arabicWeekday(dayA) })).toBeChecked();
  const from = timing.getByRole('combobox', { name: 'وقت البدء', exact: true });
  await from.click();
  await from.fill('٠١:٠٥ م');
  await page.getByRole('option', { name: '٠١:٠٥ م', exact: true }).click();
  await expect(timing.getByText('تنتهي الساعة ٠٢:٠٥ م')).toBeVisible();
  await expect(timing.getByRole('combobox', { name: 'المدة بالساعات', exact: true })).toHaveValue(
    'ساعة واحدة',
  );

  // The date picker speaks Arabic: its month heading is in Arabic letters.
  await timing.getByRole('textbox', { name: 'من تاريخ', exact: true }).click();
  await expect(page.locator('.mantine-DateInput-calendarHeaderLevel').first()).toHaveText(/[\u0600-\u06FF]/);
  await page.keyboard.press('Escape');
  await fillDate(timing, 'من تاريخ', dayA);
  await fillDate(timing, 'إلى تاريخ', lastDay);
  await dismissToasts(page);
  await expectAccessible(page);

  await form.getByRole('button', { name: 'أضف الحصة' }).click();
  await expect(page).toHaveURL(new RegExp(`/trainer/classes\\?date=${dayA}`));
  const card = sessionCard(page, TITLE);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('٠١:٠٥ م - ٠٢:٠٥ م');
  await expect(card.getByTestId('booked-count')).toHaveText('محجوز ٠ / ١٠');
  await expect(card.getByRole('link', { name: 'تعديل' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
