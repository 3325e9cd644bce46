import { expect, expectAccessible, MAIN_URL, signInAs, test, uniqueEmail } from '../support/app';
import { createClassByApi, registerFreelancer } from '../support/manage';

test.describe('a new partner goes public with their first class', () => {
  test('a new trainer is neither listed nor found until their first class; they see their own page', async ({
    page,
  }) => {
    const lastName = `Newcomer${Date.now().toString(36)}`;
    const email = uniqueEmail('newtrainer');
    const registered = await registerFreelancer(page, {
      firstName: 'Reema',
      lastName,
      email,
      mobile: '96550007777',
    });
    expect(registered.status()).toBe(201);
    const { token, user } = (await registered.json()).data as { token: string; user: { id: number } };
    const name = `Reema ${lastName}`;

    // Others: not in the trainer list, not found by search, and a direct link is a not-found page.
    await page.goto(`${MAIN_URL}/trainers`);
    await expect(page.getByRole('link', { name: 'Sara Haddad' })).toBeVisible();
    await expect(page.getByRole('link', { name })).toHaveCount(0);
    await page.goto(`${MAIN_URL}/searchresults/${lastName}`);
    await expect(page.getByRole('link', { name })).toHaveCount(0);
    await page.goto(`${MAIN_URL}/trainer/${user.id}/Reema`);
    await expect(page.getByRole('heading', { name: 'This trainer could not be found' })).toBeVisible();
    await expectAccessible(page);

    // The trainer sees their own page.
    await signInAs(page, email);
    await page.goto(`${MAIN_URL}/trainer/${user.id}/Reema`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await page.evaluate(() => localStorage.clear());

    // Their first class publishes them.
    await createClassByApi(page, token, { title: `First class ${lastName}` });
    await page.goto(`${MAIN_URL}/trainers`);
    await expect(page.getByRole('link', { name })).toBeVisible();
    await page.goto(`${MAIN_URL}/trainer/${user.id}/Reema`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  });
});
