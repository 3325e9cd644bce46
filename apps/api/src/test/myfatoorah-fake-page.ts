const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** What the page shows of the fake's invoice (myfatoorah-fake.ts passes its whole invoice). */
interface PageInvoice {
  InvoiceId: number;
  InvoiceValue: number;
  Currency: string;
  /** null: MyFatoorah's own page, where the customer picks the method. */
  PaymentMethodId: number | null;
}

/**
 * The fake's hosted page: with a method from ExecutePayment it only asks to pay; from SendPayment the
 * customer picks one of the store's methods, as on MyFatoorah's invoice page.
 */
export function fakeInvoicePage(
  invoice: PageInvoice,
  methods: { PaymentMethodId: number; PaymentMethodEn: string }[],
  expired: boolean,
): string {
  const amount = `${invoice.InvoiceValue} ${html(invoice.Currency)}`;
  const choose =
    invoice.PaymentMethodId === null
      ? `<fieldset><legend>Payment method</legend>${methods
          .map(
            (m, i) =>
              `<label><input type="radio" name="method" value="${m.PaymentMethodId}"${i === 0 ? ' checked' : ''}> ${html(m.PaymentMethodEn)}</label>`,
          )
          .join('<br>')}</fieldset>`
      : '';
  const body = expired
    ? '<p role="alert">This invoice has expired and can no longer be paid.</p>'
    : `<form method="post">${choose}
        <button type="submit" name="outcome" value="paid">Pay ${amount}</button>
        <button type="submit" name="outcome" value="failed">Decline</button>
      </form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>MyFatoorah invoice ${invoice.InvoiceId}</title></head>
  <body><main><h1>MyFatoorah (test)</h1><p>Invoice ${invoice.InvoiceId}: ${amount}</p>${body}</main></body></html>`;
}
