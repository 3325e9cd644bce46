import { expect, expectAccessible, keepPicture, MAIN_URL, signInAs, test, uniqueEmail } from '../support/app';
import { registerFreelancer } from '../support/manage';

const SHOTS = '/tmp/shots-screens';

/**
 * A gym names only trainers who accepted its invitation. Two partners: Pulse Cycle
 * invites a new trainer, who hears of it in the bell, accepts, teaches, and later leaves.
 */
test('a gym invites a trainer, who accepts from the bell, becomes pickable on classes, and can leave', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('team-trainer');
  const registered = await registerFreelancer(page, {
    firstName: 'Noura',
    lastName: 'Team',
    email,
    mobile: '96550007777',
  });
  expect(registered.status()).toBe(201);

  // Before any invitation, the gym cannot pick her on a class.
  await signInAs(page, 'pulse@kinetic.test');
  await page.goto(`${MAIN_URL}/gym/classes/new`);
  const trainerField = page.getByRole('combobox', { name: 'Trainer', exact: true });
  await trainerField.click();
  await expect(page.getByRole('option', { name: 'Noura Team' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(`${MAIN_URL}/gym/admin/team`);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
  const invite = page.getByRole('combobox', { name: 'Invite a trainer' });
  await invite.fill('noura te');
  await page
    .getByRole('option', { name: new RegExp(`Noura Team · ${email.replace(/[.+]/g, '\\$&')}`) })
    .click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  const row = page.getByTestId('team-member').filter({ hasText: 'Noura Team' });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('waiting for their answer');
  await expectAccessible(page);
  await keepPicture(page, { path: `${SHOTS}/gym-team.png`, fullPage: true });

  // The trainer hears of it in the bell; its click opens My gyms, where she accepts.
  const trainerContext = await browser.newContext();
  const trainerPage = await trainerContext.newPage();
  await signInAs(trainerPage, email);
  await trainerPage.goto(`${MAIN_URL}/classes`);
  await trainerPage.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
  const panel = trainerPage.getByRole('dialog', { name: 'Notifications' });
  await panel
    .getByText(/Pulse Cycle invited you to join their team|invited you to join their team/)
    .first()
    .click();
  await expect(trainerPage).toHaveURL(/\/trainer\/gyms$/);
  await expect(trainerPage.getByRole('heading', { level: 1, name: 'My gyms' })).toBeVisible();
  const invitation = trainerPage.getByTestId('gym-invitation').filter({ hasText: 'Pulse Cycle' });
  await expect(invitation).toBeVisible();
  await expectAccessible(trainerPage);
  await keepPicture(trainerPage, { path: `${SHOTS}/trainer-gyms-invitation.png`, fullPage: true });
  await invitation.getByRole('button', { name: 'Accept the invitation of Pulse Cycle' }).click();
  await expect(trainerPage.getByText('You joined Pulse Cycle')).toBeVisible();
  const team = trainerPage.getByTestId('gym-team').filter({ hasText: 'Pulse Cycle' });
  await expect(team).toContainText('On the team');

  // Now the gym's team and its class editor both have her.
  await page.reload();
  await expect(row).toContainText('On the team');
  await page.goto(`${MAIN_URL}/gym/classes/new`);
  await trainerField.click();
  await expect(page.getByRole('option', { name: 'Noura Team' })).toBeVisible();
  await page.keyboard.press('Escape');

  // She leaves: the gym is told and she is off its team.
  await team.getByRole('button', { name: 'Leave team: Pulse Cycle' }).click();
  const confirm = trainerPage.getByRole('dialog', { name: 'Leave the team of Pulse Cycle?' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(trainerPage.getByText('You left Pulse Cycle')).toBeVisible();
  await expect(trainerPage.getByText('No gym has invited you yet')).toBeVisible();

  await page.goto(`${MAIN_URL}/gym/admin/team`);
  await expect(page.getByTestId('team-member').first()).toBeVisible();
  await expect(page.getByTestId('team-member').filter({ hasText: 'Noura Team' })).toHaveCount(0);
  await page.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByText(/Noura Team left your team/),
  ).toBeVisible();
  await trainerContext.close();
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar' });

  test('the team page and My gyms read in Arabic', async ({ page }) => {
    await signInAs(page, 'pulse@kinetic.test');
    await page.goto(`${MAIN_URL}/gym/admin/team`);
    await expect(page.getByRole('heading', { level: 1, name: 'الفريق' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'ادعُ مدربًا' })).toBeVisible();
    await expect(page.getByTestId('team-member').first()).toContainText('ضمن الفريق');
    await keepPicture(page, { path: `${SHOTS}/gym-team-ar.png`, fullPage: true });

    await signInAs(page, 'omar.trainer@kinetic.test');
    await page.goto(`${MAIN_URL}/trainer/gyms`);
    await expect(page.getByRole('heading', { level: 1, name: 'أنديتي' })).toBeVisible();
    await expect(page.getByTestId('gym-team').first()).toContainText('ضمن الفريق');
    await keepPicture(page, { path: `${SHOTS}/trainer-gyms-ar.png`, fullPage: true });
  });
});
