import { DEFAULT_SEAT_POLICY } from '@kinetic/domain';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, keepPicture, MAIN_URL, signInAs, test } from '../support/app';
import { addSlotSoon, apiToken, bookByApi, createClassByApi, findGym } from '../support/manage';
import { buyByApi, newCustomer, TEN_CREDITS } from '../support/payments';

/**
 * Self check-in (docs/adr/0041): the gym lets customers check themselves in from 30 minutes before
 * the start; a member taps "I'm here" on their upcoming class. Far from the branch they are told how
 * far; at the branch they are checked in, and the gym's list shows it.
 */
const GYM = 'pulse@kinetic.test';
const SHOTS = '/tmp/shots-self-check-in';

/**
 * A Pulse Cycle class 20 minutes away, booked by a new member; with `allow`, the gym's policy is set to
 * self check-in from 30 minutes before through the API (else the journey sets it in the browser).
 */
async function bookedClassNearStart(page: Page, stamp: string, allow: boolean) {
  const gymToken = await apiToken(page, GYM);
  if (allow) {
    const saved = await page.request.put(`${MAIN_URL}/api/v1/manage/seat-policy`, {
      headers: { authorization: `Bearer ${gymToken}` },
      data: { ...DEFAULT_SEAT_POLICY, selfCheckInMinutes: 30 },
    });
    expect(saved.status()).toBe(200);
  }
  const gym = await findGym(page, 'Pulse Cycle');
  const branch = gym.branches[0] as (typeof gym.branches)[number] & { latitude: number; longitude: number };
  const title = `Door Free Ride ${stamp}`;
  const classId = await createClassByApi(page, gymToken, { title, gymBranchId: branch.id });
  const slot = await addSlotSoon(page, gymToken, classId, 20);
  const member = await newCustomer(page, `self-check-in-${stamp}`);
  await buyByApi(page, member.token, TEN_CREDITS);
  const bookingId = await bookByApi(page, member.token, slot.classSessionId);
  return { gymToken, branch, title, slot, member, bookingId };
}

async function restorePolicy(page: Page) {
  const restored = await page.request.put(`${MAIN_URL}/api/v1/manage/seat-policy`, {
    headers: { authorization: `Bearer ${await apiToken(page, GYM)}` },
    data: DEFAULT_SEAT_POLICY,
  });
  expect(restored.status()).toBe(200);
}

test('a member taps “I’m here” at the branch and is checked in; from across town they are told how far', async ({
  page,
  context,
}) => {
  test.slow();
  try {
    // The gym turns self check-in on in the browser.
    await signInAs(page, GYM);
    await page.goto(`${MAIN_URL}/gym/admin/seat-policy`);
    await page.getByRole('switch', { name: 'Let customers check themselves in at the venue' }).check();
    await expect(page.getByRole('textbox', { name: 'From how many minutes before the start' })).toHaveValue(
      '30',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Seat policy saved')).toBeVisible();
    const { gymToken, branch, title, slot, bookingId } = await bookedClassNearStart(
      page,
      Date.now().toString(36),
      false,
    );

    // Five or six kilometres away: refused, saying how far.
    await context.grantPermissions(['geolocation'], { origin: MAIN_URL });
    await context.setGeolocation({ latitude: branch.latitude + 0.05, longitude: branch.longitude });
    await page.goto(`${MAIN_URL}/upcoming`);
    const here = page.getByRole('button', { name: `I'm here: check in to ${title}` });
    await here.click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Not checked in' });
    await expect(refusal).toContainText('You need to be at the gym to check in: you are about 5.6 km away.');
    await keepPicture(page, { path: `${SHOTS}/too-far-en.png`, fullPage: true });

    // At the door (about 50 m from the branch's pin): checked in.
    await context.setGeolocation({ latitude: branch.latitude + 0.0005, longitude: branch.longitude });
    await here.click();
    await expect(page.getByText("You're checked in")).toBeVisible();
    await expect(page.getByTestId('checked-in')).toContainText('Checked in at');
    await expect(here).toHaveCount(0);
    await expectAccessible(page);
    await keepPicture(page, { path: `${SHOTS}/checked-in-en.png`, fullPage: true });

    const people = await page.request.get(
      `${MAIN_URL}/api/v1/manage/sessions/${slot.classSessionId}/participants`,
      { headers: { authorization: `Bearer ${gymToken}` } },
    );
    const participants = ((await people.json()) as { data: { bookingId: number; checkedIn: boolean }[] })
      .data;
    expect(participants.find((p) => p.bookingId === bookingId)?.checkedIn).toBe(true);
  } finally {
    await restorePolicy(page);
  }
});

test.describe('Arabic', () => {
  test.use({ locale: 'ar' });

  test('an Arabic reader is told in Arabic how far they are, then checks in at the door', async ({
    page,
    context,
  }) => {
    test.slow();
    try {
      const { branch, title } = await bookedClassNearStart(page, Date.now().toString(36), true);
      await context.grantPermissions(['geolocation'], { origin: MAIN_URL });
      await context.setGeolocation({ latitude: branch.latitude + 0.05, longitude: branch.longitude });
      await page.goto(`${MAIN_URL}/upcoming?lang=ar`);
      const here = page.getByRole('button', { name: `أنا هنا: سجّل حضوري في ${title}` });
      await here.click();
      const refusal = page.getByRole('alert').filter({ hasText: 'لم يُسجَّل حضورك' });
      await expect(refusal).toContainText('يجب أن تكون في النادي لتسجيل حضورك');
      await context.setGeolocation({ latitude: branch.latitude + 0.0005, longitude: branch.longitude });
      await here.click();
      await expect(page.getByText('تم تسجيل حضورك').first()).toBeVisible();
      await expect(page.getByTestId('checked-in')).toContainText('سُجّل حضورك الساعة');
      await keepPicture(page, { path: `${SHOTS}/checked-in-ar.png`, fullPage: true });
    } finally {
      await restorePolicy(page);
    }
  });
});
