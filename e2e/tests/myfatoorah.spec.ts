import type { Page } from '@playwright/test';
import { expect, expectAccessible, MAIN_URL, test } from '../support/app';
import { newCustomer, openCheckout, TEN_CREDITS } from '../support/payments';

/**
 * Issue 18: paying through the MyFatoorah adapter against the MyFatoorah fake (run with
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
});
