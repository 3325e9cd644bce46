import type { Page } from '@playwright/test';
import { expect, expectAccessible, MAIN_URL, signInAs, test } from '../support/app';
import { addSlotSoon, createClassByApi, dismissToasts, findGym } from '../support/manage';
import { buyByApi, newCustomer, TEN_CREDITS } from '../support/payments';

const MINUTE = 60_000;

interface OutboxMail {
  toAddress: string;
  subject: string;
  textBody: string;
}

async function outbox(page: Page): Promise<OutboxMail[]> {
  const response = await page.request.get(`${MAIN_URL}/api/v1/dev/outbox?limit=100`);
  return ((await response.json()) as { data: OutboxMail[] }).data;
}

/** The reminder job's run as a clock shifted to `at` would make it (development only, loopback). */
async function runReminderJobAt(page: Page, at: Date): Promise<number> {
  const response = await page.request.post(`${MAIN_URL}/api/v1/dev/jobs/timed-mail`, {
    data: { at: at.toISOString() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { reminders: number } }).data.reminders;
}

test("the gym sets a class's reminder to 30 minutes; a booked customer gets it then, not before", async ({
  page,
}) => {
  const title = `Reminder Ride ${Date.now().toString(36)}`;
  const gym = await signInAs(page, 'gym@kinetic.test');
  // At one of the gym's branches, as its classes are (its page lists them by branch).
  const [branch] = (await findGym(page, 'FlexZone Studios')).branches;
  const classId = await createClassByApi(page, gym.token, { title, gymBranchId: branch!.id });

  // The gym picks the reminder time in the class editor.
  await page.goto(`${MAIN_URL}/gym/classes/edit/${classId}`);
  const form = page.getByRole('form', { name: 'Edit class' });
  const reminder = form.getByRole('combobox', { name: 'Reminder before the class', exact: true });
  await expect(reminder).toHaveValue('3 hours before');
  await reminder.click();
  await page.getByRole('option', { name: '30 minutes before', exact: true }).click();
  await expect(reminder).toHaveValue('30 minutes before');
  await dismissToasts(page);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Class updated successfully.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Reminder before the class', exact: true })).toHaveValue(
    '30 minutes before',
  );

  // A session about ten hours away; a customer books it in the browser.
  const slot = await addSlotSoon(page, gym.token, classId, 10 * 60);
  const startsAt = new Date(`${slot.classDate}T${slot.fromTime}:00+03:00`);
  const { token, email } = await newCustomer(page, 'reminder');
  await buyByApi(page, token, TEN_CREDITS);
  await signInAs(page, email);
  await page.goto(`${MAIN_URL}/classes/${slot.classSessionId}/${title.replaceAll(' ', '-')}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'BOOK', exact: true }).click();
  await expect(page.getByRole('button', { name: 'BOOKED' })).toBeDisabled();
  const reminderMail = (mails: OutboxMail[]) =>
    mails.find((mail) => mail.toAddress === email && mail.subject.startsWith(`Reminder: ${title}`));

  // The clock shifted to 31 minutes before the class: too early for this one (the run may remind
  // other journeys' customers of their own classes).
  await runReminderJobAt(page, new Date(startsAt.getTime() - 31 * MINUTE));
  // The booking confirmation goes out through the same mail job; the reminder does not follow it.
  await expect
    .poll(async () =>
      (await outbox(page)).some((m) => m.toAddress === email && m.subject.startsWith('Booked:')),
    )
    .toBe(true);
  expect(reminderMail(await outbox(page))).toBeUndefined();

  // At 29 minutes before, the reminder is queued and the mail job sends it, once.
  expect(await runReminderJobAt(page, new Date(startsAt.getTime() - 29 * MINUTE))).toBeGreaterThanOrEqual(1);
  let mail: OutboxMail | undefined;
  await expect
    .poll(async () => {
      mail = reminderMail(await outbox(page));
      return Boolean(mail);
    })
    .toBe(true);
  expect(mail!.textBody).toContain(title);
  // A later run does not remind this customer again (the booking remembers its reminder).
  await runReminderJobAt(page, new Date(startsAt.getTime() - 10 * MINUTE));
  await page.waitForTimeout(2_000);
  const reminders = (await outbox(page)).filter(
    (m) => m.toAddress === email && m.subject.startsWith(`Reminder: ${title}`),
  );
  expect(reminders).toHaveLength(1);
});
