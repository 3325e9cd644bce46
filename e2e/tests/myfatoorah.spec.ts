import type { Page } from '@playwright/test';
import { expect, expectAccessible, KUWAIT_STORE, keepPicture, MAIN_URL, test } from '../support/app';
import { type ClassItem, newCustomer, openCheckout, TEN_CREDITS } from '../support/payments';

/**
 * Paying through the MyFatoorah adapter against the MyFatoorah fake (run with
 * e2e/playwright.myfatoorah.config.ts). The fake follows MyFatoorah's documentation: its hosted page,
 * V1 and V2 webhooks signed as documented, DuplicatePayment, invoice expiry.
 */
const FAKE = `http://127.0.0.1:${Number(process.env.MF_FAKE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1)}`;

/**
 * From the checkout to MyFatoorah's own invoice page (a Kuwait order chooses its method there:
 * SendPayment's InvoiceURL); returns the invoice id and our reference.
 */
async function toMyFatoorah(page: Page) {
  await page.goto(`${MAIN_URL}/membership`);
  const dialog = await openCheckout(page, TEN_CREDITS);
  await dialog.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/invoice\/\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'MyFatoorah (test)' })).toBeVisible();
  const invoiceId = Number(new URL(page.url()).pathname.split('/').at(-1));
  const invoice = await (await page.request.get(`${FAKE}/__fake/invoices/${invoiceId}`)).json();
  return { invoiceId, referenceId: invoice.Data?.CustomerReference ?? (invoice.CustomerReference as string) };
}

/** The confirmation page, reloaded until the payment shows as successful. */
async function expectPaid(page: Page, referenceId: string) {
  await expect
    .poll(
      async () => {
        await page.goto(`${MAIN_URL}/paymentconfirmation/${referenceId}`);
        return page
          .getByRole('heading', { name: 'Payment successful' })
          .waitFor({ timeout: 5_000 })
          .then(
            () => true,
            () => false,
          );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

const lastDelivery = async (page: Page, invoiceId: number) =>
  (
    (await (await page.request.get(`${FAKE}/__fake/deliveries`)).json()) as {
      invoiceId: number;
      version: string;
      status: number;
    }[]
  )
    .filter((d) => d.invoiceId === invoiceId)
    .at(-1);

interface Subscription {
  id: number;
  renewsAt: string;
  pendingRenewal: { amount: number; currencyCode: string; payBy: string; paymentUrl: string } | null;
}

const subscriptionsOf = async (page: Page, token: string) =>
  (
    (await (
      await page.request.get(`${MAIN_URL}/api/v1/subscriptions`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: Subscription[] }
  ).data;

/** The date as the membership page writes it. */
const dateLabel = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * Books credit-priced classes until the package's credits are all spent: a subscription whose package
 * has run out is due for renewal (the renewal pass runs with the payment jobs, every 2 s here).
 */
async function spendAllCredits(page: Page, token: string, credits: number) {
  const listed = await page.request.post(`${MAIN_URL}/api/v1/classes/list`, {
    headers: KUWAIT_STORE,
    data: { size: 100 },
  });
  const { data } = (await listed.json()) as { data: { items: ClassItem[] } };
  const candidates = data.items
    .filter(
      (item) =>
        item.classType !== 'MALE' &&
        item.ageCategoryType === 'ADULTS' &&
        item.credit > 0 &&
        item.availableSeat > 0 &&
        Date.parse(item.startsAt) > Date.now() + 3_600_000,
    )
    .sort((a, b) => b.credit - a.credit);
  let left = credits;
  for (const item of candidates) {
    if (left === 0) break;
    if (item.credit > left) continue;
    const booked = await page.request.post(`${MAIN_URL}/api/v1/bookings`, {
      headers: { authorization: `Bearer ${token}` },
      data: { classSessionId: item.classSessionId },
    });
    if (booked.status() !== 201) continue;
    const { data: result } = (await booked.json()) as {
      data: {
        booking: { userPackageId: number };
        userPackageDetailDtoList: { id: number; balance: number }[];
      };
    };
    left =
      result.userPackageDetailDtoList.find((p) => p.id === result.booking.userPackageId)?.balance ?? left;
  }
  expect(left, 'the seed has enough credit-priced classes to spend a package').toBe(0);
}

test.describe('MyFatoorah payments', () => {
  // Each journey registers a customer and waits on two servers and a webhook; the shared CI box is slow.
  test.describe.configure({ timeout: 120_000 });
  test('a purchase paid on MyFatoorah’s page: the V2 webhook and the return both settle it, once', async ({
    page,
  }) => {
    await newCustomer(page, 'mf-buyer');
    const { invoiceId, referenceId } = await toMyFatoorah(page);
    await expectAccessible(page);
    // Kuwait's methods from InitiatePayment: KNET, cards, Apple Pay; never a direct-payment method.
    await expect(page.getByRole('radio', { name: 'Visa/Master Direct' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'KNET' }).check();
    await page.getByRole('button', { name: /^Pay 25 KWD/ }).click();
    await expect(page).toHaveURL(new RegExp(`/paymentconfirmation/${referenceId}$`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(await lastDelivery(page, invoiceId)).toMatchObject({ version: 'V2', status: 200 });
    await page.goto(`${MAIN_URL}/membership`);
    await expect(page.getByText(TEN_CREDITS).first()).toBeVisible();
  });

  test('the browser never comes back: a V1 webhook settles the payment', async ({ page }) => {
    await newCustomer(page, 'mf-v1');
    await page.request.post(`${FAKE}/__fake/webhook/V1`);
    try {
      const { invoiceId, referenceId } = await toMyFatoorah(page);
      // The payment completes at the bank; the customer closed the tab.
      await page.request.post(`${FAKE}/__fake/invoices/${invoiceId}/pay`);
      expect(await lastDelivery(page, invoiceId)).toMatchObject({ version: 'V1', status: 200 });
      await expectPaid(page, referenceId);
    } finally {
      await page.request.post(`${FAKE}/__fake/webhook/V2`);
    }
  });

  test('an invoice paid twice (DuplicatePayment) is settled as paid', async ({ page }) => {
    await newCustomer(page, 'mf-duplicate');
    await page.request.post(`${FAKE}/__fake/webhook/off`);
    try {
      const { invoiceId, referenceId } = await toMyFatoorah(page);
      await page.request.post(`${FAKE}/__fake/invoices/${invoiceId}/pay`);
      await page.request.post(`${FAKE}/__fake/invoices/${invoiceId}/pay`);
      const invoice = await (await page.request.get(`${FAKE}/__fake/invoices/${invoiceId}`)).json();
      expect(invoice.InvoiceStatus).toBe('DuplicatePayment');
      // No webhook, no return: the poller asks MyFatoorah and settles it as paid.
      await expectPaid(page, referenceId);
    } finally {
      await page.request.post(`${FAKE}/__fake/webhook/V2`);
    }
  });

  test('a payment that arrives after the order expired is not lost: the customer gets the package', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await newCustomer(page, 'mf-late');
    const { invoiceId, referenceId } = await toMyFatoorah(page);
    // The order waits 45 s here; then MyFatoorah's invoice expires with it and the order is closed.
    await page.goto(`${MAIN_URL}/paymentconfirmation/${referenceId}`);
    await expect
      .poll(
        async () => {
          await page.reload();
          return page
            .getByRole('heading', { name: /Payment (cancelled|failed)/ })
            .waitFor({ timeout: 5_000 })
            .then(
              () => true,
              () => false,
            );
        },
        { timeout: 90_000, intervals: [3_000] },
      )
      .toBe(true);
    await page.goto(`${FAKE}/invoice/${invoiceId}`);
    await expect(page.getByRole('alert')).toHaveText('This invoice has expired and can no longer be paid.');
    // The bank's confirmation of a payment started in time arrives now.
    await page.request.post(`${FAKE}/__fake/invoices/${invoiceId}/pay`);
    await expectPaid(page, referenceId);
    await page.goto(`${MAIN_URL}/membership`);
    await expect(page.getByText(TEN_CREDITS).first()).toBeVisible();
  });

  test('a renewal no card can pay: the subscription shows it with Pay now, paid on MyFatoorah’s page it renews', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { token, email } = await newCustomer(page, 'mf-renewal');
    await page.goto(`${MAIN_URL}/membership`);
    const dialog = await openCheckout(page, TEN_CREDITS);
    await dialog.getByRole('switch', { name: 'Subscribe and renew automatically' }).check();
    await expect(dialog.getByTestId('checkout-total')).toHaveText('22.500 KWD');
    await dialog.getByRole('button', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/invoice\/\d+$/, { timeout: 20_000 });
    await page.getByRole('radio', { name: 'KNET' }).check();
    await page.getByRole('button', { name: /^Pay 22\.5 KWD/ }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
    const [before] = await subscriptionsOf(page, token);
    expect(before).toMatchObject({ pendingRenewal: null });

    // The package runs out; no card can be charged on this account, so the renewal is a payment link
    // MyFatoorah e-mails, and the subscription shows it.
    await spendAllCredits(page, token, 10);
    await expect
      .poll(async () => (await subscriptionsOf(page, token))[0]?.pendingRenewal ?? null, { timeout: 30_000 })
      .not.toBeNull();
    const { pendingRenewal } = (await subscriptionsOf(page, token))[0]!;
    const mails = (await (await page.request.get(`${FAKE}/__fake/outbox`)).json()) as {
      to: string;
      url: string;
    }[];
    expect(mails.filter((m) => m.to === email).map((m) => m.url)).toEqual([pendingRenewal!.paymentUrl]);

    await page.goto(`${MAIN_URL}/membership`);
    const subscription = page.getByTestId('subscription');
    const renewal = subscription.getByTestId('pending-renewal');
    await expect(renewal).toContainText('Renewal due');
    await expect(renewal).toContainText(`Renews ${TEN_CREDITS} for 22.500 KWD`);
    await expect(renewal).toContainText(`Pay by ${dateLabel(pendingRenewal!.payBy)}`);
    await expect(subscription.getByText('Active')).toBeVisible();
    await expectAccessible(page);
    await keepPicture(renewal, { path: '/tmp/shots-mf/pending-renewal.png' });
    await keepPicture(page, { path: '/tmp/shots-mf/membership-pending-renewal.png', fullPage: true });

    await renewal.getByRole('link', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(pendingRenewal!.paymentUrl);
    await page.getByRole('radio', { name: 'KNET' }).check();
    await page.getByRole('button', { name: /^Pay 22\.5 KWD/ }).click();
    await expect(page).toHaveURL(/\/paymentconfirmation\/[^/]+$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });

    const [after] = await subscriptionsOf(page, token);
    expect(after).toMatchObject({ id: before!.id, pendingRenewal: null });
    expect(Date.parse(after!.renewsAt)).toBeGreaterThan(Date.parse(before!.renewsAt));
    await page.goto(`${MAIN_URL}/membership`);
    await expect(subscription.getByTestId('pending-renewal')).toHaveCount(0);
    await expect(subscription).toContainText(`Renews on ${dateLabel(after!.renewsAt)}`);
    await expect(subscription.getByText('Active')).toBeVisible();
  });

  test('a standard MyFatoorah account keeps no cards: no Add card, no saved-card payment', async ({
    page,
  }) => {
    await newCustomer(page, 'mf-cards');
    await page.goto(`${MAIN_URL}/membership`);
    await expect(page.getByRole('heading', { name: 'Saved cards' })).toBeVisible();
    await expect(page.getByTestId('saved-cards-unavailable')).toBeVisible();
    await expect(page.getByRole('button', { name: /Add a card/ })).toHaveCount(0);
    const dialog = await openCheckout(page, TEN_CREDITS);
    await expect(dialog.getByRole('link', { name: 'Pay with saved card' })).toHaveCount(0);
  });
});
