import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../db/schema';
import { createCustomer } from '../../test/discovery';
import { invoiceIdOf, MF_SECRET, myFatoorahApp, useWebhook } from '../../test/myfatoorah';
import { fakeSignV1, type MyFatoorahFake } from '../../test/myfatoorah-fake';
import { buy, packageId, purchaseRow, transaction, userPackagesOf } from '../../test/payments';
import type { TestApp } from '../../test/test-app';
import { myFatoorahSignature, myFatoorahV2Signature } from './myfatoorah-webhook';

/** Both webhook versions, signed as MyFatoorah documents them. */
describe('MyFatoorah webhooks', () => {
  let fake: MyFatoorahFake;
  let t: TestApp;
  beforeAll(async () => {
    ({ t, fake } = await myFatoorahApp());
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const post = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/myfatoorah',
      headers: { 'content-type': 'application/json', 'myfatoorah-signature': signature },
      payload,
    });

  /** A paid order whose browser never came back; the webhook is what tells us. */
  async function paidOnMyFatoorah() {
    const customer = await createCustomer(t, { credits: null });
    const { body } = await buy(t, customer.token, {
      packageId: await packageId(t, 'Kinetic 10 Credits'),
      paymentMethodId: 1,
    });
    const invoiceId = invoiceIdOf(body.data.paymentUrl);
    return { customer, referenceId: body.data.referenceId as string, invoiceId };
  }

  it('V2 signs the documented fields in their documented order (the sample of the docs)', () => {
    const data = {
      Invoice: { Id: '6409988', Status: 'PAID', ExternalIdentifier: 'asdqwd-f13sdf-fasjkz', Reference: 'x' },
      Transaction: { Status: 'SUCCESS', PaymentId: '07076409988323998875', Id: 'y' },
      Customer: { Name: 'ignored' },
    };
    expect(myFatoorahV2Signature(1, data, 'k')).toBe(
      createHmac('sha256', 'k')
        .update(
          'Invoice.Id=6409988,Invoice.Status=PAID,Transaction.Status=SUCCESS,Transaction.PaymentId=07076409988323998875,Invoice.ExternalIdentifier=asdqwd-f13sdf-fasjkz',
        )
        .digest('base64'),
    );
  });

  it('a V2 PAYMENT_STATUS_CHANGED (Data.Invoice.Id, Invoice.ExternalIdentifier) settles the order; replays change nothing', async () => {
    useWebhook(t, fake, 'V2');
    try {
      const { customer, referenceId, invoiceId } = await paidOnMyFatoorah();
      await fake.pay(invoiceId, 'paid'); // the fake posts the V2 notice to the app
      expect((await transaction(t, customer.token, referenceId)).status).toBe('PAID');
      expect(await userPackagesOf(t, customer.userId)).toHaveLength(1);
      const { body, signature } = fake.webhookFor(invoiceId, 'V2', MF_SECRET);
      expect(JSON.parse(body).Data.Invoice).toMatchObject({
        Id: String(invoiceId),
        ExternalIdentifier: referenceId,
      });
      expect((await post(body, signature)).json()).toMatchObject({ data: { outcome: 'NOOP' } });
      // A V2 notice signed the old way (the nested Data as if flat) is refused.
      expect((await post(body, myFatoorahSignature(JSON.parse(body).Data, MF_SECRET))).statusCode).toBe(401);
      const row = await purchaseRow(t, referenceId);
      const events = await t.database.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.purchaseId, row.id));
      expect(
        events
          .filter((e) => e.source === 'WEBHOOK')
          .map((e) => e.outcome)
          .sort(),
      ).toEqual(['NOOP', 'PAID']);
    } finally {
      fake.webhook = null;
    }
  });

  it('a V2 notice found by ExternalIdentifier alone still settles (the invoice id unknown to us)', async () => {
    const { customer, referenceId, invoiceId } = await paidOnMyFatoorah();
    await fake.pay(invoiceId, 'paid');
    const { body } = fake.webhookFor(invoiceId, 'V2', MF_SECRET);
    const payload = JSON.parse(body);
    payload.Data.Invoice.Id = '999999999';
    const signature = createHmac('sha256', MF_SECRET)
      .update(
        `Invoice.Id=999999999,Invoice.Status=PAID,Transaction.Status=SUCCESS,Transaction.PaymentId=${payload.Data.Transaction.PaymentId},Invoice.ExternalIdentifier=${referenceId}`,
      )
      .digest('base64');
    expect((await post(JSON.stringify(payload), signature)).json()).toMatchObject({
      data: { outcome: 'PAID' },
    });
    expect((await transaction(t, customer.token, referenceId)).status).toBe('PAID');
  });

  it('a V1 TransactionsStatusChanged settles; a forged or sandbox-signed one is refused', async () => {
    const { customer, referenceId, invoiceId } = await paidOnMyFatoorah();
    await fake.pay(invoiceId, 'paid'); // the notice is delivered by hand below
    const notice = fake.webhookFor(invoiceId, 'V1', MF_SECRET);
    const data = JSON.parse(notice.body).Data;
    expect((await post(notice.body, fakeSignV1(data, 'wrong-secret'))).statusCode).toBe(401);
    expect((await post(notice.body, fakeSignV1(data, t.config.PAYMENT_WEBHOOK_SECRET))).statusCode).toBe(401);
    expect((await post(notice.body, notice.signature)).json()).toMatchObject({ data: { outcome: 'PAID' } });
    expect((await transaction(t, customer.token, referenceId)).status).toBe('PAID');
  });

  it('V1 refund and supplier notices verify with their documented exclusions and are acknowledged', async () => {
    const refund = {
      RefundId: 2840,
      RefundReference: '2021000019',
      CreatedDate: '04032021210447',
      RefundStatus: 'REFUNDED',
      Amount: '0.1',
      Comments: 'refund',
      InvoiceId: 12345,
      InvoiceRefernce: '2021000099',
      // "This parameter should not be included in the signature properties" (docs/refund-data-model).
      GatewayReference: { PaymentId: '1', AuthorizationId: '2', ReferenceId: '3', TransactionId: '4' },
    };
    const refundBody = JSON.stringify({
      EventType: 2,
      Event: 'RefundStatusChanged',
      DateTime: '04032021211057',
      CountryIsoCode: 'KWT',
      Data: refund,
    });
    const answer = await post(refundBody, fakeSignV1(refund, MF_SECRET, ['GatewayReference']));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ data: { outcome: 'NOOP' } });

    const supplier = {
      SupplierCode: 11,
      SupplierName: 'test webhook 10',
      SupplierMobile: '123456',
      SupplierEmail: 'supplier@example.com',
      SupplierStatus: 'REJECTED',
      KycFeedback: { Comments: 'missing', RejectReasons: '1,2' },
    };
    const supplierBody = JSON.stringify({
      EventType: 4,
      Event: 'SupplierStatusChanged',
      DateTime: '04032021212759',
      CountryIsoCode: 'KWT',
      Data: supplier,
    });
    expect((await post(supplierBody, fakeSignV1(supplier, MF_SECRET, ['KycFeedback']))).statusCode).toBe(200);
    expect((await post(supplierBody, fakeSignV1(supplier, 'wrong-secret', ['KycFeedback']))).statusCode).toBe(
      401,
    );
  });
});
