import type { Page } from '@playwright/test';
import { expect, expectAccessible, keepPicture, MAIN_URL, signInAs, test, uniqueEmail } from '../support/app';
import { addSlotSoon, apiToken, bookByApi, createClassByApi, registerFreelancer } from '../support/manage';
import { buyByApi, newCustomer, TEN_CREDITS } from '../support/payments';

/**
 * Waitlist offers (docs/adr/0038): a freelance trainer chooses to offer freed seats; the first
 * customer waiting sees the offer on their upcoming classes and claims it; in Arabic, an offer left to
 * run out passes to the next one waiting, who claims it.
 */
const SHOTS = '/tmp/shots-offers';

/** A new freelance trainer's one-seat class a day ahead, with a customer booked and two waiting. */
async function fullClassWithTwoWaiting(page: Page, stamp: string) {
  const email = uniqueEmail(`offers-trainer-${stamp}`);
  const registered = await registerFreelancer(page, {
    firstName: 'Reem',
    lastName: `Offers ${stamp}`,
    email,
    mobile: `9655${String(Date.now()).slice(-7)}`,
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = await apiToken(page, email);
  const title = `Sunrise Flow ${stamp}`;
  const classId = await createClassByApi(page, token, { title });
  const { classSessionId } = await addSlotSoon(page, token, classId, 26 * 60, 1);

  const customer = async (name: string) => {
    const who = await newCustomer(page, `offers-${name}-${stamp}`);
    await buyByApi(page, who.token, TEN_CREDITS);
    return who;
  };
  const leaver = await customer('leaver');
  const bookingId = await bookByApi(page, leaver.token, classSessionId);
  const waiting = [];
  for (const name of ['first', 'second']) {
    const who = await customer(name);
    const wait = await page.request.post(`${MAIN_URL}/api/v1/bookings`, {
      headers: { authorization: `Bearer ${who.token}` },
      data: { classSessionId, waitlistIfFull: true },
    });
    expect(wait.status(), await wait.text()).toBe(200);
    waiting.push(who);
  }
  const cancel = async () => {
    const response = await page.request.delete(`${MAIN_URL}/api/v1/bookings/${bookingId}`, {
      headers: { authorization: `Bearer ${leaver.token}` },
    });
    expect(response.status()).toBe(200);
  };
  return { email, token, title, classSessionId, waiting: waiting as [typeof leaver, typeof leaver], cancel };
}

async function offerPolicy(page: Page, trainerToken: string, claimMinutes: number) {
  const saved = await page.request.put(`${MAIN_URL}/api/v1/manage/seat-policy`, {
    headers: { authorization: `Bearer ${trainerToken}` },
    data: {
      waitlistMode: 'OFFER',
      offerClaimMinutes: claimMinutes,
      offerCutoffMinutes: 60,
      waitlistMax: null,
      strikeLimit: null,
      strikeWindowDays: 30,
      strikePauseDays: 7,
      lateCancelStrikes: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('English: the trainer offers freed seats; the first one waiting claims the seat from Upcoming', async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const setup = await fullClassWithTwoWaiting(page, stamp);

  // The trainer sets the policy in the browser.
  await signInAs(page, setup.email);
  await page.goto(`${MAIN_URL}/trainer/seat-policy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Seat policy' })).toBeVisible();
  await page.getByRole('radio', { name: /Offer the seat/ }).check();
  const claim = page.getByRole('textbox', { name: 'Claim window (minutes)' });
  await claim.fill('20');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Seat policy saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: /Offer the seat/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Claim window (minutes)' })).toHaveValue('20');

  await setup.cancel();
  const [first, second] = setup.waiting;

  // The second one waiting has nothing to claim.
  await signInAs(page, second.email);
  await page.goto(`${MAIN_URL}/upcoming`);
  await expect(page.getByRole('heading', { name: 'A seat is waiting for you' })).toHaveCount(0);

  await signInAs(page, first.email);
  await page.goto(`${MAIN_URL}/upcoming`);
  const offers = page.getByRole('region', { name: 'A seat is waiting for you' });
  await expect(offers).toBeVisible();
  await expect(offers.getByText(setup.title)).toBeVisible();
  await expect(offers.getByText(/Claim by/)).toBeVisible();
  await expect(offers.getByText(/minutes? left/)).toBeVisible();
  await expectAccessible(page);
  await keepPicture(page, { path: `${SHOTS}/offer-en.png`, fullPage: true });
  await offers.getByRole('button', { name: /^Claim seat/ }).click();
  await expect(page.getByText('The seat is yours: you are booked.')).toBeVisible();
  await expect(offers).toHaveCount(0);
  await expect(page.getByRole('main').getByText(setup.title).first()).toBeVisible();

  // The partner's list has the claimer, and the class is full again.
  const people = await page.request.get(
    `${MAIN_URL}/api/v1/manage/sessions/${setup.classSessionId}/participants`,
    { headers: { authorization: `Bearer ${setup.token}` } },
  );
  const participants = ((await people.json()) as { data: { userId: number }[] }).data;
  expect(participants.map((p) => p.userId)).toEqual([first.user.id]);
});

test.describe('Arabic', () => {
  test.use({ locale: 'ar' });

  test('an offer left to run out passes to the next one waiting, who claims it', async ({ page }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const setup = await fullClassWithTwoWaiting(page, stamp);
    await offerPolicy(page, setup.token, 15);
    await setup.cancel();
    const [first, second] = setup.waiting;

    await signInAs(page, first.email);
    await page.goto(`${MAIN_URL}/upcoming`);
    const offered = page.getByRole('region', { name: 'مكان بانتظارك' });
    await expect(offered).toBeVisible();
    await keepPicture(page, { path: `${SHOTS}/offer-ar.png`, fullPage: true });

    // Sixteen minutes later the offer has run out.
    const ran = await page.request.post(`${MAIN_URL}/api/v1/dev/jobs/waitlist-offers`, {
      data: { at: new Date(Date.now() + 16 * 60_000).toISOString() },
    });
    expect(ran.status(), await ran.text()).toBe(200);
    await page.reload();
    await expect(page.getByRole('region', { name: 'مكان بانتظارك' })).toHaveCount(0);
    await page.goto(`${MAIN_URL}/notifications`);
    await expect(page.getByText(/انتهت مهلة عرض المكان/).first()).toBeVisible();

    await signInAs(page, second.email);
    await page.goto(`${MAIN_URL}/upcoming`);
    const next = page.getByRole('region', { name: 'مكان بانتظارك' });
    await expect(next.getByText(setup.title)).toBeVisible();
    await expectAccessible(page);
    await next.getByRole('button', { name: /^احجز المكان/ }).click();
    await expect(page.getByText('المكان لك: تم حجزك.')).toBeVisible();
    await expect(next).toHaveCount(0);
  });
});
