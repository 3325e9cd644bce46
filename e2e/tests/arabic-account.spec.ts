import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  MAIN_URL,
  registerCustomer,
  signInAs,
  test,
  uniqueEmail,
} from '../support/app';

/** Arabic letters, and no Latin word: a text a reader of Arabic can read. */
const ARABIC_ONLY = /^[^A-Za-z]*[\u0600-\u06FF][^A-Za-z]*$/;

test.describe('an Arabic-speaking customer', () => {
  test('registers in Arabic, then keeps Western digits and switches to English in Settings', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'ar' });
    const page = await context.newPage();

    // The first visit follows the browser's language: Arabic, right to left.
    await page.goto(`${MAIN_URL}/classes`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'إنشاء حساب' }).click();
    await expect(dialog.getByText('أين ستتمرّن؟')).toBeVisible();
    await expect(dialog.getByText('الخطوة ١ من ٥')).toBeVisible();
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'التالي' }).click();

    // Step 2 in Arabic, with the labels a reader of Arabic sees.
    await expect(dialog.getByText('أنشئ حسابك')).toBeVisible();
    await expect(dialog.getByText('الخطوة ٢ من ٥')).toBeVisible();
    const email = dialog.getByLabel('البريد الإلكتروني');
    await dialog.getByLabel('الاسم الأول').fill('Noura');
    await dialog.getByLabel('اسم العائلة').fill('Al-Sabah');
    await email.fill('noura-at-example');
    await dialog.getByLabel('رقم الجوال').fill('96550003333');
    await dialog.getByLabel('كلمة المرور', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByLabel('تأكيد كلمة المرور').fill(DEMO_PASSWORD);
    await dialog.getByRole('radio', { name: 'أنثى' }).check();
    await dialog.getByRole('button', { name: 'إنشاء حساب' }).click();

    // The form check speaks Arabic, and the message is tied to its field.
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(ARABIC_ONLY);
    await expect(email).toBeFocused();

    await email.fill(uniqueEmail('noura'));
    await dialog.getByRole('button', { name: 'إنشاء حساب' }).click();
    await expect(dialog.getByText('حسابك جاهز.')).toBeVisible();
    await expect(dialog.getByText('الخطوة ٣ من ٥')).toBeVisible();
    await dialog.getByRole('button', { name: 'تخطَّ' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Settings: Arabic digits first, then Western digits kept across the reload the switch makes.
    await page.goto(`${MAIN_URL}/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeVisible();
    const passwordHint = page.getByText(/^من .+ إلى .+ حرفاً، تحتوي على رقم$/);
    await expect(passwordHint).toHaveText('من ٨ إلى ٦٤ حرفاً، تحتوي على رقم');
    await page.getByRole('button', { name: /^اللغة/ }).click();
    await expectAccessible(page);
    const digits = page.getByRole('switch', { name: 'الأرقام الإنجليزية (0-9)' });
    await expect(digits).not.toBeChecked();
    await digits.click();
    await expect(page).toHaveURL(/\/settings#language$/);
    await expect(digits).toBeChecked();
    await page.getByRole('button', { name: /^تغيير كلمة المرور/ }).click();
    await expect(passwordHint).toHaveText('من 8 إلى 64 حرفاً، تحتوي على رقم');

    // Switching to English turns the page around at once (the form is drawn anew in English, so the
    // radio clicked is not the one read back), and the choice outlives a reload.
    await page.getByRole('radio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();

    await context.close();
  });
});

test('a signed-in customer who opens an Arabic link (?lang=ar) gets Arabic e-mails too', async ({ page }) => {
  const email = uniqueEmail('lang-link');
  await registerCustomer(page, email);
  const session = await signInAs(page, email);
  const language = async () => {
    const response = await page.request.get(`${MAIN_URL}/api/v1/users/me`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    return ((await response.json()) as { data: { language: string } }).data.language;
  };
  expect(await language()).toBe('en');
  await page.goto(`${MAIN_URL}/classes?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect.poll(language).toBe('ar');
});
