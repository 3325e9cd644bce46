import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  latestMailTo,
  MAIN_URL,
  test,
  uniqueEmail,
} from '../support/app';

test('a customer resets a forgotten password from the e-mailed link', async ({ page, request }) => {
  const email = uniqueEmail('forgetful');
  const registered = await request.post(`${MAIN_URL}/api/v1/auth/register`, {
    data: {
      storeId: 1,
      firstName: 'Hessa',
      lastName: 'Al-Qattan',
      email,
      mobile: '96550003333',
      password: DEMO_PASSWORD,
      gender: 'FEMALE',
      userType: 1,
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto(`${MAIN_URL}/classes`);
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /Forgot password/ }).click();
  await expect(dialog.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Email').fill('nobody@example.com');
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByText("email doesn't exist")).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('The message has been sent successfully')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const mail = await latestMailTo(page, email, /^Reset your Kinetic password$/);
  const link = /(http\S+\/verifyPassword\?token=[\w-]+)/.exec(mail.textBody)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveTitle(/Reset password/);
  // The page's own meta description, not the brand's.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Choose a new password for your account with the link we e-mailed you.',
  );
  await expectAccessible(page);
  // At least 8 characters, and a common password is refused on the form.
  await expect(page.getByText('Choose a new password of 8 to 64 characters, with a number.')).toBeVisible();
  await page.getByLabel('New password').fill('Qwerty123');
  await page.getByLabel('Confirm password').fill('Qwerty123');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(
    page.getByText('This password is too common and easy to guess. Please choose a different one.'),
  ).toBeVisible();
  await page.getByLabel('New password').fill('NewSecret9');
  await page.getByLabel('Confirm password').fill('NewSecret9');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Congrats! Password successfully updated.')).toBeVisible();

  // The link is single use.
  await page.goto(link!);
  await page.getByLabel('New password').fill('Another99');
  await page.getByLabel('Confirm password').fill('Another99');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText(/invalid or has expired/)).toBeVisible();

  await page.goto(`${MAIN_URL}/classes`);
  await page.getByRole('button', { name: 'Login' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('NewSecret9');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});
