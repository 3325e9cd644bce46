import { DEFAULT_SEAT_POLICY } from '@kinetic/domain';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, keepPicture, MAIN_URL, signInAs, test } from '../support/app';
import { addSlotSoon, apiToken, bookByApi, createClassByApi, findGym } from '../support/manage';
import { buyByApi, newCustomer, SUCCESS_CARD, TEN_CREDITS } from '../support/payments';

/**
 * Late-cancel fees (docs/adr/0040): the gym sets a fee in its seat policy; the customer reads it on
 * the class page before booking and in the cancel dialog; a day later the fee is taken from their
 * credits; the gym waives it on the customer's page and the credits come back.
 */
const GYM = 'pulse@kinetic.test';
const SHOTS = '/tmp/shots-fees';

/** The gym's policy as every other journey on this app expects it: the default, no fees. */
async function restorePolicy(page: Page, gymToken: string) {
  const saved = await page.request.put(`${MAIN_URL}/api/v1/manage/seat-policy`, {
    headers: { authorization: `Bearer ${gymToken}` },
    data: DEFAULT_SEAT_POLICY,
  });
  expect(saved.status()).toBe(200);
}

/** The fee job as it runs a day and an hour from now. */
async function runFeeJobTomorrow(page: Page) {
  const run = await page.request.post(`${MAIN_URL}/api/v1/dev/jobs/seat-fees`, {
    data: { at: new Date(Date.now() + 25 * 3_600_000).toISOString() },
  });
  expect(run.status(), await run.text()).toBe(200);
}

test('a late cancel costs the gym’s fee, told before booking and when cancelling; the gym waives it', async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const title = `Late Fee Ride ${stamp}`;
  const gymToken = await apiToken(page, GYM);
  try {
    // The gym charges 2 credits for a late cancel, taken a day later.
    await signInAs(page, GYM);
    await page.goto(`${MAIN_URL}/gym/admin/seat-policy`);
    await page.getByRole('radio', { name: 'Credits' }).check();
    await page.getByRole('textbox', { name: 'Late-cancel fee (credits)' }).fill('2');
    await page.getByRole('textbox', { name: 'Take the fee after (hours)' }).fill('24');
    await expect(
      page.getByText('A cancel less than 6 hours before the start costs 2 credits.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Seat policy saved')).toBeVisible();
    await keepPicture(page, { path: `${SHOTS}/policy-en.png`, fullPage: true });

    const [branch] = (await findGym(page, 'Pulse Cycle')).branches;
    const classId = await createClassByApi(page, gymToken, { title, gymBranchId: branch!.id });
    const slot = await addSlotSoon(page, gymToken, classId, 90);
    const customer = await newCustomer(page, `late-fee-${stamp}`);
    await buyByApi(page, customer.token, TEN_CREDITS);

    // Before booking, the class page says what a late cancel costs.
    await page.goto(`${MAIN_URL}/classes/${slot.classSessionId}/${title.replace(/ /g, '-')}`);
    await expect(page.getByText('Late cancel (less than 6 h before): 2 credits.')).toBeVisible();
    await bookByApi(page, customer.token, slot.classSessionId);

    // The cancel dialog names the fee on top of the credits not returned.
    await page.goto(`${MAIN_URL}/upcoming`);
    await page.getByRole('button', { name: `Cancel ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('A late-cancel fee of 2 credits will also be charged.')).toBeVisible();
    await expectAccessible(page);
    await keepPicture(page, { path: `${SHOTS}/cancel-en.png` });
    await dialog.getByRole('radio', { name: 'Schedule conflict' }).check();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog.getByTestId('cancel-outcome')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    // A day later the fee is taken from the package: 10 credits, 1 for the class, 2 for the fee.
    await runFeeJobTomorrow(page);
    await page.goto(`${MAIN_URL}/membership`);
    const fees = page.getByRole('region', { name: 'Fees' });
    await expect(fees.getByText(title)).toBeVisible();
    await expect(fees.getByText('Taken from your credits')).toBeVisible();
    await expect(page.getByRole('main').getByText('7 credits left').first()).toBeVisible();
    await page.goto(`${MAIN_URL}/notifications`);
    await expect(page.getByText(`A fee of 2 credits for ${title}`).first()).toBeVisible();

    // The gym waives it with a reason: the credits come back.
    await signInAs(page, GYM);
    await page.goto(`${MAIN_URL}/gym/admin/customers/${customer.user.id}`);
    const gymFees = page.getByRole('region', { name: 'Fees' });
    await expect(gymFees.getByText(title)).toBeVisible();
    await gymFees.getByRole('button', { name: /^Waive the late-cancel fee for/ }).click();
    const waive = page.getByRole('dialog', { name: 'Waive a fee' });
    await expect(
      waive.getByText('This fee was taken: waiving it gives 2 credits back to the customer.'),
    ).toBeVisible();
    await waive.getByRole('textbox', { name: 'Reason' }).fill('Child was ill, called ahead');
    await waive.getByRole('button', { name: 'Waive fee' }).click();
    await expect(page.getByText('Fee waived')).toBeVisible();
    await expect(gymFees.getByText(/Child was ill, called ahead/)).toBeVisible();
    await expectAccessible(page);
    await keepPicture(page, { path: `${SHOTS}/waived-en.png`, fullPage: true });

    await signInAs(page, customer.email);
    await page.goto(`${MAIN_URL}/membership`);
    await expect(page.getByRole('region', { name: 'Fees' }).getByText('Waived')).toBeVisible();
    await expect(page.getByRole('main').getByText('9 credits left').first()).toBeVisible();
  } finally {
    await restorePolicy(page, gymToken);
  }
});

test('a late-cancel fee in money nothing else can pay is charged to the member’s saved card', async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const title = `Card Fee Ride ${stamp}`;
  const gymToken = await apiToken(page, GYM);
  try {
    const fee = await page.request.put(`${MAIN_URL}/api/v1/manage/seat-policy`, {
      headers: { authorization: `Bearer ${gymToken}` },
      data: { ...DEFAULT_SEAT_POLICY, feeUnit: 'MONEY', lateCancelFee: 2000, feeDelayHours: 0 },
    });
    expect(fee.status()).toBe(200);
    const [branch] = (await findGym(page, 'Pulse Cycle')).branches;
    const classId = await createClassByApi(page, gymToken, { title, gymBranchId: branch!.id });
    const slot = await addSlotSoon(page, gymToken, classId, 90);
    // A subscription paid by card keeps the card: the one renewals (and fees) are charged to.
    const customer = await newCustomer(page, `card-fee-${stamp}`);
    await buyByApi(page, customer.token, TEN_CREDITS, { subscribe: true });
    const auth = { authorization: `Bearer ${customer.token}` };
    const bookingId = await bookByApi(page, customer.token, slot.classSessionId);
    const cancelled = await page.request.delete(`${MAIN_URL}/api/v1/bookings/${bookingId}?cancellationId=1`, {
      headers: auth,
    });
    expect(cancelled.status()).toBe(200);

    // The wallet is empty: the fee is owed, and the payment jobs (every few seconds) charge the card.
    await runFeeJobTomorrow(page);
    await signInAs(page, customer.email);
    await expect(async () => {
      await page.goto(`${MAIN_URL}/membership`);
      await expect(
        page.getByRole('region', { name: 'Fees' }).getByText('Charged to your saved card'),
      ).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 60_000 });
    await keepPicture(page, { path: `${SHOTS}/card-fee-en.png`, fullPage: true });
    await page.goto(`${MAIN_URL}/transactions`);
    await expect(page.getByText('Class fees').first()).toBeVisible();
    await page.goto(`${MAIN_URL}/notifications`);
    await expect(page.getByText(`A fee of 2.000 KWD for ${title}`).first()).toBeVisible();

    // The gym sees where it came from on the customer's page.
    await signInAs(page, GYM);
    await page.goto(`${MAIN_URL}/gym/admin/customers/${customer.user.id}`);
    await expect(
      page.getByRole('region', { name: 'Fees' }).getByText('Charged to the saved card'),
    ).toBeVisible();
    await expectAccessible(page);
  } finally {
    await restorePolicy(page, gymToken);
  }
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar' });

  test('a late-cancel fee in money, told in Arabic when cancelling, is owed, paid with the next package and waived', async ({
    page,
  }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const title = `Owed Fee Ride ${stamp}`;
    const gymToken = await apiToken(page, GYM);
    try {
      const fee = await page.request.put(`${MAIN_URL}/api/v1/manage/seat-policy`, {
        headers: { authorization: `Bearer ${gymToken}` },
        data: { ...DEFAULT_SEAT_POLICY, feeUnit: 'MONEY', lateCancelFee: 1500, feeDelayHours: 0 },
      });
      expect(fee.status()).toBe(200);
      const [branch] = (await findGym(page, 'Pulse Cycle')).branches;
      const classId = await createClassByApi(page, gymToken, { title, gymBranchId: branch!.id });
      const slot = await addSlotSoon(page, gymToken, classId, 90);
      const customer = await newCustomer(page, `owed-fee-${stamp}`);
      await buyByApi(page, customer.token, TEN_CREDITS);
      await signInAs(page, customer.email);
      await bookByApi(page, customer.token, slot.classSessionId);

      // The cancel dialog says, in Arabic, that the fee comes on top of the credits not returned.
      await page.goto(`${MAIN_URL}/upcoming`);
      await page.getByRole('button', { name: `إلغاء ${title}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(/وستُحتسب عليك أيضًا رسوم إلغاء متأخر قدرها/)).toBeVisible();
      await keepPicture(page, { path: `${SHOTS}/cancel-ar.png` });
      await dialog.getByRole('radio').first().check();
      await dialog.getByRole('button', { name: 'إلغاء الحجز' }).click();
      await expect(dialog.getByTestId('cancel-outcome')).toBeVisible();
      await dialog.getByRole('button', { name: 'تم' }).click();

      // The wallet is empty: the fee is owed, and the next package's checkout adds it to the total.
      await runFeeJobTomorrow(page);
      await page.goto(`${MAIN_URL}/membership`);
      await expect(
        page.getByRole('region', { name: 'الرسوم' }).getByText('مستحقة: تُسدَّد مع عملية شرائك القادمة'),
      ).toBeVisible();
      await page.getByRole('button', { name: 'اشترِ Kinetic 10 نقاط' }).first().click();
      const checkout = page.getByRole('dialog', { name: 'الدفع' });
      const feeLine = checkout.getByText('رسوم حصص غير مدفوعة');
      await expect(feeLine).toBeVisible();
      await expect(feeLine.locator('xpath=following-sibling::*[1]')).toHaveText(/[1١][.٫][5٥][0٠][0٠]/);
      await expectAccessible(page);
      await keepPicture(page, { path: `${SHOTS}/checkout-owed-ar.png` });
      await checkout.getByRole('button', { name: /^ادفع/ }).click();
      await expect(page).toHaveURL(/\/pay\/sandbox\//);
      await page.getByLabel(/Card number|رقم البطاقة/).fill(SUCCESS_CARD);
      await page.getByRole('button', { name: /^(Pay|ادفع)$/ }).click();
      await expect(page).toHaveURL(/\/paymentconfirmation\/[^/]+$/, { timeout: 20_000 });

      await page.goto(`${MAIN_URL}/membership`);
      await expect(page.getByRole('region', { name: 'الرسوم' }).getByText('دُفعت مع مشترياتك')).toBeVisible();
      await keepPicture(page, { path: `${SHOTS}/fee-paid-ar.png`, fullPage: true });

      // The gym waives it: what the order paid for it goes to the wallet, read in Arabic.
      const [paid] = (
        (await (
          await page.request.get(`${MAIN_URL}/api/v1/fees`, {
            headers: { authorization: `Bearer ${customer.token}` },
          })
        ).json()) as { data: { id: number }[] }
      ).data;
      const waived = await page.request.post(`${MAIN_URL}/api/v1/manage/fees/${paid!.id}/waive`, {
        headers: { authorization: `Bearer ${gymToken}` },
        data: { reason: 'The class was moved, our mistake' },
      });
      expect(waived.status()).toBe(200);
      await page.goto(`${MAIN_URL}/membership`);
      await expect(page.getByRole('region', { name: 'الرسوم' }).getByText('أُعفيت منها')).toBeVisible();
      await expect(page.getByRole('region', { name: 'المحفظة' })).toContainText(/[1١][.٫][5٥][0٠][0٠]/);
    } finally {
      await restorePolicy(page, gymToken);
    }
  });
});
