import { DEFAULT_SEAT_POLICY } from '@kinetic/domain';
import { expect, expectAccessible, keepPicture, MAIN_URL, signInAs, test } from '../support/app';
import {
  addSlotSoon,
  apiToken,
  bookByApi,
  createClassByApi,
  dismissToasts,
  findGym,
  ownSessionCard,
} from '../support/manage';
import { buyByApi, newCustomer, TEN_CREDITS } from '../support/payments';

/**
 * Attendance made final (docs/adr/0039): once a class has started, the gym marks the member who did not
 * come absent and closes its roll in the participants drawer (unmarked members would count as attended
 * under this gym's policy, docs/adr/0042); the member checked in attended, the other is absent, and
 * that absence is a strike the gym sees on the customer's page and waives with a reason. The gym charges a no-show fee
 * (docs/adr/0040): the absent member, reading Arabic, finds it taken from their credits and is told.
 */
const GYM = 'pulse@kinetic.test';
/**
 * The gym's seat policy for this journey: a 3-credit no-show fee, taken at once; those left unmarked
 * when the roll closes count as attended (docs/adr/0042), so the gym marks the absent member itself.
 */
const NO_SHOW_FEE = {
  ...DEFAULT_SEAT_POLICY,
  feeUnit: 'CREDITS',
  noShowFee: 3,
  feeDelayHours: 0,
  rollDefault: 'ATTENDED',
};
const SHOTS = '/tmp/shots-strikes';

test('the gym closes the roll of a started class and waives the absent member’s strike', async ({ page }) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const title = `Roll Call Ride ${stamp}`;
  const gymToken = await apiToken(page, GYM);
  const [branch] = (await findGym(page, 'Pulse Cycle')).branches;
  const classId = await createClassByApi(page, gymToken, { title, gymBranchId: branch!.id });
  const present = await newCustomer(page, `roll-present-${stamp}`);
  await buyByApi(page, present.token, TEN_CREDITS);
  const absent = await newCustomer(page, `roll-absent-${stamp}`);
  await buyByApi(page, absent.token, TEN_CREDITS);

  // A session about two minutes away (whole minutes of the store's clock), booked by both at once.
  const slot = await addSlotSoon(page, gymToken, classId, 2);
  const startsAt = new Date(`${slot.classDate}T${slot.fromTime}:00+03:00`).getTime();
  const presentBooking = await bookByApi(page, present.token, slot.classSessionId);
  await bookByApi(page, absent.token, slot.classSessionId);
  const policy = (data: object) =>
    page.request.put(`${MAIN_URL}/api/v1/manage/seat-policy`, {
      headers: { authorization: `Bearer ${gymToken}` },
      data,
    });
  expect((await policy(NO_SHOW_FEE)).status()).toBe(200);
  const checkIn = await page.request.put(`${MAIN_URL}/api/v1/manage/bookings/${presentBooking}/check-in`, {
    headers: { authorization: `Bearer ${gymToken}` },
    data: { checkedIn: true },
  });
  expect(checkIn.status()).toBe(200);

  // The roll closes once the class has started.
  await page.waitForTimeout(Math.max(0, startsAt - Date.now() + 2_000));
  await signInAs(page, GYM);
  await page.goto(`${MAIN_URL}/gym/classes/${slot.classDate}`);
  await ownSessionCard(page, slot.classSessionId).getByRole('button', { name: 'Participants' }).click();
  const drawer = page.getByRole('dialog', { name: `Participants: ${title}` });
  const absentRow = drawer.getByTestId('participant').filter({ hasText: absent.email });
  await absentRow.getByRole('button', { name: /^Mark .* absent$/ }).click();
  await expect(absentRow.getByTestId('attendance')).toHaveText('Absent');
  await expect(absentRow.getByRole('button', { name: /^Undo .*absence$/ })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close the roll' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('1 attended, 1 absent.')).toBeVisible();
  await expect(drawer.getByText('Roll closed').first()).toBeVisible();
  await expect(drawer.getByTestId('participant').filter({ hasText: 'Absent' })).toHaveCount(1);
  await expect(drawer.getByTestId('participant').filter({ hasText: 'Attended' })).toHaveCount(1);
  await expect(drawer.getByRole('button', { name: 'Scan a code' })).toHaveCount(0);
  await keepPicture(page, { path: `${SHOTS}/roll-closed-en.png` });
  await page.keyboard.press('Escape');
  await dismissToasts(page);

  // The absence is a strike on the customer's page; the gym waives it with a reason.
  await page.goto(`${MAIN_URL}/gym/admin/customers/${absent.user.id}`);
  const strikes = page.getByRole('region', { name: 'Strikes' });
  await expect(strikes.getByText('No-show')).toBeVisible();
  await expect(strikes.getByText(title)).toBeVisible();
  // The no-show fee the roll recorded, on the same page.
  const gymFees = page.getByRole('region', { name: 'Fees' });
  await expect(gymFees.getByText('No-show', { exact: true })).toBeVisible();
  await expect(gymFees.getByTestId('fee-amount')).toHaveText('3 credits');
  await expectAccessible(page);
  await strikes.getByRole('button', { name: /^Waive the strike for/ }).click();
  const waive = page.getByRole('dialog', { name: 'Waive a strike' });
  await waive.getByRole('textbox', { name: 'Reason' }).fill('Flat tyre on the way, told us before');
  await waive.getByRole('button', { name: 'Waive', exact: true }).click();
  await expect(page.getByText('Strike waived')).toBeVisible();
  await expect(strikes.getByText('Waived: Flat tyre on the way, told us before')).toBeVisible();
  await keepPicture(page, { path: `${SHOTS}/strike-waived-en.png`, fullPage: true });

  // The gym's attendance report counts the class: two booked, one attended, one no-show (50%).
  await page.goto(`${MAIN_URL}/gym/admin/reports`);
  const attendance = page.getByRole('region', { name: 'Attendance' });
  const row = attendance.getByRole('row').filter({ hasText: title });
  // Class, bookings, attended, no-shows, rate, late cancels, rate, strikes waived, fees taken, waived.
  await expect(row.locator('td, th')).toHaveText([
    title,
    '2',
    '1',
    '1',
    /^50\s?%$/,
    '0',
    /^0\s?%$/,
    '1',
    /^[01]$/,
    '0',
  ]);
  // Every other journey on this app expects the gym to charge no fees.
  expect((await policy(DEFAULT_SEAT_POLICY)).status()).toBe(200);

  // The no-show fee, due at once, is taken by the fee job from the absent member's credits: 10, less 1
  // for the class and 3 for the fee. They read it in Arabic on their membership page and in the bell.
  const run = await page.request.post(`${MAIN_URL}/api/v1/dev/jobs/seat-fees`, {
    data: { at: new Date(Date.now() + 60_000).toISOString() },
  });
  expect(run.status(), await run.text()).toBe(200);
  await signInAs(page, absent.email);
  await page.goto(`${MAIN_URL}/membership?lang=ar`);
  const fees = page.getByRole('region', { name: 'الرسوم' });
  await expect(fees.getByText('رسوم غياب')).toBeVisible();
  await expect(fees.getByText('خُصمت من نقاطك')).toBeVisible();
  // In the reader's digits (Arabic-Indic unless they chose Western ones).
  await expect(fees.getByText(/^[3٣] نقاط$/)).toBeVisible();
  await expectAccessible(page);
  await keepPicture(page, { path: `${SHOTS}/no-show-fee-ar.png`, fullPage: true });
  await page.goto(`${MAIN_URL}/notifications`);
  await expect(page.getByText(new RegExp(`تم خصم رسوم قدرها [3٣] نقاط عن ${title}`)).first()).toBeVisible();
});
