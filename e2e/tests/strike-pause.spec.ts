import { DEFAULT_SEAT_POLICY } from '@kinetic/domain';
import { expect, keepPicture, MAIN_URL, signInAs, test } from '../support/app';
import { addSlotSoon, apiToken, bookByApi, createClassByApi, findGym } from '../support/manage';
import { buyByApi, newCustomer, TEN_CREDITS } from '../support/payments';

/**
 * A strike pause and its end (docs/adr/0039): the gym pauses new bookings after one strike; a member
 * who cancels too late finds the class page refusing them until when, read in Arabic and in English;
 * the gym waives the strike and the member books.
 */
const GYM = 'pulse@kinetic.test';
const SHOTS = '/tmp/shots-strike-pause';

test.describe('in Arabic, then English', () => {
  test.use({ locale: 'ar' });

  test('a late cancel pauses the member’s bookings with the gym; the gym’s waiver ends the pause', async ({
    page,
  }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const title = `Pause Ride ${stamp}`;
    const gymToken = await apiToken(page, GYM);
    const policy = (data: object) =>
      page.request.put(`${MAIN_URL}/api/v1/manage/seat-policy`, {
        headers: { authorization: `Bearer ${gymToken}` },
        data,
      });
    try {
      expect((await policy({ ...DEFAULT_SEAT_POLICY, strikeLimit: 1 })).status()).toBe(200);
      const [branch] = (await findGym(page, 'Pulse Cycle')).branches;
      const classId = await createClassByApi(page, gymToken, { title, gymBranchId: branch!.id });
      const soon = await addSlotSoon(page, gymToken, classId, 90);
      const tomorrow = await addSlotSoon(page, gymToken, classId, 26 * 60);
      const member = await newCustomer(page, `strike-pause-${stamp}`);
      await buyByApi(page, member.token, TEN_CREDITS);
      // Signing in again stores the member with the package just bought.
      await signInAs(page, member.email);

      // Cancelled an hour and a half before the start: too late for a refund, a strike.
      const bookingId = await bookByApi(page, member.token, soon.classSessionId);
      const cancel = await page.request.delete(`${MAIN_URL}/api/v1/bookings/${bookingId}`, {
        headers: { authorization: `Bearer ${member.token}` },
      });
      expect(cancel.status()).toBe(200);

      // The next class of the gym refuses them, saying until when.
      await page.goto(`${MAIN_URL}/classes/${tomorrow.classSessionId}/class?lang=ar`);
      await page.getByTestId('booking-action').click();
      await expect(page.getByText(/أُوقفت الحجوزات الجديدة حتى \S+/).first()).toBeVisible();
      await keepPicture(page, { path: `${SHOTS}/paused-ar.png`, fullPage: true });
      // The same refusal read in English.
      await page.goto(`${MAIN_URL}/classes/${tomorrow.classSessionId}/class?lang=en`);
      await page.getByTestId('booking-action').click();
      await expect(page.getByText(/so new bookings are paused until \S+/).first()).toBeVisible();

      // The gym waives the strike: the pause ends, and the member books.
      const strikes = await page.request.get(
        `${MAIN_URL}/api/v1/manage/customers/${member.user.id}/strikes`,
        {
          headers: { authorization: `Bearer ${gymToken}` },
        },
      );
      const [strike] = ((await strikes.json()) as { data: { strikes: { id: number; kind: string }[] } }).data
        .strikes;
      expect(strike?.kind).toBe('LATE_CANCEL');
      const waived = await page.request.post(`${MAIN_URL}/api/v1/manage/strikes/${strike!.id}/waive`, {
        headers: { authorization: `Bearer ${gymToken}` },
        data: { reason: 'Called ahead: family emergency' },
      });
      expect(waived.status()).toBe(200);
      await page.goto(`${MAIN_URL}/classes/${tomorrow.classSessionId}/class?lang=ar`);
      await page.getByTestId('booking-action').click();
      await expect(page.getByText(/أُوقفت الحجوزات الجديدة/)).toHaveCount(0);
      await expect(page.getByText(/new bookings are paused/)).toHaveCount(0);
      await expect
        .poll(async () => {
          const again = await page.request.get(`${MAIN_URL}/api/v1/bookings/upcoming`, {
            headers: { authorization: `Bearer ${member.token}` },
          });
          return ((await again.json()) as { data: { items: { classSessionId: number }[] } }).data.items.map(
            (item) => item.classSessionId,
          );
        })
        .toContain(tomorrow.classSessionId);
      await keepPicture(page, { path: `${SHOTS}/booked-ar.png`, fullPage: true });
    } finally {
      expect((await policy(DEFAULT_SEAT_POLICY)).status()).toBe(200);
    }
  });
});
