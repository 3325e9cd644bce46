import { createHmac } from 'node:crypto';
import { parsePaymentModes, type UserPackageDto } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { packages, paymentEvents, savedCards } from '../../db/schema';
import { createCustomer } from '../../test/discovery';
import { type MyFatoorahFake, startMyFatoorahFake } from '../../test/myfatoorah-fake';
import {
  buy,
  packageId,
  purchaseRow,
  setWallet,
  transaction,
  userPackagesOf,
  walletOf,
} from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { myFatoorahCurrency, myFatoorahSignature } from './myfatoorah-gateway';

const API_KEY = 'mf-test-key';
const SECRET = 'mf-webhook-secret-123';

/** The MyFatoorah adapter against a local fake of the v2 contract (DESIGN 1). */
describe('MyFatoorah gateway', () => {
  let fake: MyFatoorahFake;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startMyFatoorahFake(API_KEY);
    t = await createTestApp({
      PAYMENT_GATEWAY: 'myfatoorah',
      MYFATOORAH_BASE_URL: fake.url,
      MYFATOORAH_API_KEY: API_KEY,
      MYFATOORAH_WEBHOOK_SECRET: SECRET,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** The customer on MyFatoorah's page; returns our callback path the browser is sent back to. */
  async function customerPays(paymentUrl: string, outcome: 'paid' | 'failed') {
    const page = await fetch(`${paymentUrl}?outcome=${outcome}`, { redirect: 'manual' });
    expect(page.status).toBe(302);
    const back = new URL(page.headers.get('location')!);
    return `${back.pathname}${back.search}`;
  }

  it('payment modes come from InitiatePayment', async () => {
    const { body } = await t.call<string>({ method: 'GET', url: '/api/v1/payment-modes?currencyCode=SAR' });
    expect(parsePaymentModes(body.data)).toEqual([
      { PaymentMethodId: 1, PaymentMethodEn: 'KNET', ImageUrl: 'https://fake.myfatoorah/kn.png' },
      { PaymentMethodId: 2, PaymentMethodEn: 'VISA/MASTER', ImageUrl: 'https://fake.myfatoorah/vm.png' },
      {
        PaymentMethodId: 20,
        PaymentMethodEn: 'Visa/Master Direct',
        ImageUrl: 'https://fake.myfatoorah/vmd.png',
      },
    ]);
    expect(fake.requests.at(-1)).toEqual({
      path: '/v2/InitiatePayment',
      body: { InvoiceAmount: 1, CurrencyIso: 'SAR' },
    });
  });

  it('ExecutePayment gives the PaymentURL; the callback with paymentId settles it through GetPaymentStatus', async () => {
    const customer = await createCustomer(t, { credits: null });
    const { status, body } = await buy(t, customer.token, {
      packageId: await packageId(t, 'Kinetic 10 Credits'),
      paymentMethodId: 1,
      subscribe: true,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.data.paymentUrl).toMatch(new RegExp(`^${fake.url}/pay/\\d+$`));
    const execute = fake.requests.find((r) => r.path === '/v2/ExecutePayment')!.body as Record<
      string,
      unknown
    >;
    expect(execute).toMatchObject({
      PaymentMethodId: 1,
      InvoiceValue: 22.5,
      DisplayCurrencyIso: 'KWD',
      CustomerReference: body.data.referenceId,
      CallBackUrl: expect.stringMatching(/\/api\/v1\/payments\/callback\/myfatoorah$/),
      SaveToken: true,
    });
    const row = await purchaseRow(t, body.data.referenceId);
    expect(row.gateway).toBe('myfatoorah');

    const callback = await customerPays(body.data.paymentUrl, 'paid');
    expect(callback).toMatch(/^\/api\/v1\/payments\/callback\/myfatoorah\?paymentId=\d+/);
    const back = await t.app.inject({ method: 'GET', url: callback });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`/paymentconfirmation/${body.data.referenceId}`);
    expect(fake.requests.at(-1)!.body).toMatchObject({ KeyType: 'PaymentId' });
    expect((await transaction(t, customer.token, body.data.referenceId)).status).toBe('PAID');
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(1);
    const cards = await t.database.db.select().from(savedCards).where(eq(savedCards.userId, customer.userId));
    expect(cards).toEqual([
      expect.objectContaining({ gateway: 'myfatoorah', last4: '1019', token: `tok_${row.gatewayPaymentId}` }),
    ]);

    // EXTEND charges the saved token through DirectPayment, without the customer.
    const subs = await t.call<{ id: number; packageId: number }[]>({
      method: 'GET',
      url: '/api/v1/subscriptions',
      token: customer.token,
    });
    const extend = await t.call<{ status: string; paymentUrl: string | null }>({
      method: 'PUT',
      url: `/api/v1/subscriptions/${subs.body.data[0]!.id}`,
      token: customer.token,
      payload: { packageId: subs.body.data[0]!.packageId, action: 'EXTEND' },
    });
    expect(extend.body.data).toMatchObject({ status: 'PAID', paymentUrl: null });
    expect(fake.requests.some((r) => r.path.startsWith('/v2/DirectPayment/'))).toBe(true);
    const held = await t.call<UserPackageDto[]>({
      method: 'GET',
      url: '/api/v1/user-packages',
      token: customer.token,
    });
    expect(held.body.data[0]!.creditsBalance).toBe(20);
  });

  it('a failed attempt sent to the error URL fails the order; no credits', async () => {
    const customer = await createCustomer(t, { credits: null });
    const { body } = await buy(t, customer.token, {
      packageId: await packageId(t, 'Kinetic 10 Credits'),
      paymentMethodId: 2,
    });
    const back = await t.app.inject({
      method: 'GET',
      url: await customerPays(body.data.paymentUrl, 'failed'),
    });
    expect(back.headers.location).toBe(`/paymentconfirmation/${body.data.referenceId}`);
    expect(await transaction(t, customer.token, body.data.referenceId)).toMatchObject({ status: 'FAILED' });
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(0);
  });

  it('the signed webhook (MyFatoorah-Signature) settles a payment whose callback never came', async () => {
    const customer = await createCustomer(t, { credits: null });
    const { body } = await buy(t, customer.token, {
      packageId: await packageId(t, 'Kinetic 10 Credits'),
      paymentMethodId: 1,
    });
    await customerPays(body.data.paymentUrl, 'paid'); // the browser never comes back
    const row = await purchaseRow(t, body.data.referenceId);
    const invoice = fake.invoices.get(Number(row.gatewayPaymentId))!;
    const data = {
      InvoiceId: invoice.InvoiceId,
      InvoiceReference: `2023${invoice.InvoiceId}`,
      CreatedDate: '22112026221500',
      CustomerReference: body.data.referenceId,
      CustomerName: invoice.CustomerName,
      CustomerMobile: null,
      CustomerEmail: invoice.CustomerEmail,
      TransactionStatus: 'SUCCESS',
      PaymentMethod: 'KNET',
      UserDefinedField: 'Kinetic 10 Credits',
      ReferenceId: '123',
      TrackId: '456',
      PaymentId: invoice.InvoiceTransactions[0]!.PaymentId,
      AuthorizationId: '789',
      InvoiceValueInBaseCurrency: '25',
      BaseCurrency: 'KWD',
      InvoiceValueInDisplayCurreny: '25',
      DisplayCurrency: 'KWD',
      InvoiceValueInPayCurrency: '25',
      PayCurrency: 'KWD',
    };
    const payload = JSON.stringify({
      EventType: 1,
      Event: 'TransactionsStatusChanged',
      DateTime: '22112026221501',
      CountryIsoCode: 'KWT',
      Data: data,
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/myfatoorah',
      headers: {
        'content-type': 'application/json',
        'myfatoorah-signature': myFatoorahSignature(data, 'wrong-secret'),
      },
      payload,
    });
    expect(forged.statusCode).toBe(401);
    // The sandbox's (default) secret is not MyFatoorah's: a notice signed with it is refused too.
    const sandboxSigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/myfatoorah',
      headers: {
        'content-type': 'application/json',
        'myfatoorah-signature': myFatoorahSignature(data, t.config.PAYMENT_WEBHOOK_SECRET),
      },
      payload,
    });
    expect(sandboxSigned.statusCode).toBe(401);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/myfatoorah',
      headers: {
        'content-type': 'application/json',
        'myfatoorah-signature': myFatoorahSignature(data, SECRET),
      },
      payload,
    });
    expect(signed.json()).toMatchObject({ statusCode: 200, data: { outcome: 'PAID' } });
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(1);
    // MyFatoorah retries: the replay changes nothing.
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/myfatoorah',
      headers: {
        'content-type': 'application/json',
        'myfatoorah-signature': myFatoorahSignature(data, SECRET),
      },
      payload,
    });
    expect(replay.json()).toMatchObject({ data: { outcome: 'NOOP' } });
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(1);
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.purchaseId, row.id));
    expect(events.map((e) => e.outcome).sort()).toEqual(['NOOP', 'PAID']);
  });

  it('signature: Data fields sorted case-insensitively, nulls empty, base64 HMAC-SHA256', () => {
    const a = myFatoorahSignature({ b: 1, A: 'x', c: null }, 'k');
    const b = myFatoorahSignature({ c: null, A: 'x', b: 1 }, 'k');
    expect(a).toBe(b);
    expect(a).toBe(
      // A=x,b=1,c=
      createHmac('sha256', 'k').update('A=x,b=1,c=').digest('base64'),
    );
  });

  it('a refusing or unreachable gateway fails the order at once and returns the wallet hold', async () => {
    const customer = await createCustomer(t, { credits: null });
    await setWallet(t, customer.userId, 1_000);
    const refused = await buy(t, customer.token, {
      packageId: await packageId(t, 'Kinetic 10 Credits'),
      paymentMethodId: 99,
      useWallet: true,
    });
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({ errorMessage: 'Some error occured', code: 'GATEWAY' });
    expect(await walletOf(t, customer.userId)).toEqual({ balance: 1_000, ledgerSum: 1_000 });

    const down = await createTestApp({
      PAYMENT_GATEWAY: 'myfatoorah',
      MYFATOORAH_BASE_URL: 'http://127.0.0.1:9',
      MYFATOORAH_API_KEY: API_KEY,
      MYFATOORAH_WEBHOOK_SECRET: SECRET,
    });
    try {
      const other = await createCustomer(down, { credits: null });
      const answer = await buy(down, other.token, {
        packageId: await packageId(down, 'Kinetic 10 Credits'),
        paymentMethodId: 1,
      });
      expect(answer.status).toBe(502);
    } finally {
      await down.close();
    }
  });
  it.each([
    ['KD', 'KWD'],
    ['BD', 'BHD'],
  ])('a %s package is sent to MyFatoorah as %s (ISO 4217)', async (local, iso) => {
    const [base] = await t.database.db
      .select()
      .from(packages)
      .where(eq(packages.id, await packageId(t, 'Kinetic 10 Credits')));
    const [pkg] = await t.database.db
      .insert(packages)
      .values({
        storeId: base!.storeId,
        name: `Local ${local} 10 Credits`,
        packageType: 'GENERAL',
        credits: 10,
        validityDays: 30,
        price: 12_500,
        currencyCode: local,
      })
      .returning();
    const customer = await createCustomer(t, { credits: null });
    const { status, body } = await buy(t, customer.token, { packageId: pkg!.id, paymentMethodId: 1 });
    expect(status, JSON.stringify(body)).toBe(201);
    const execute = fake.requests.filter((r) => r.path === '/v2/ExecutePayment').at(-1)!.body;
    expect(execute).toMatchObject({
      DisplayCurrencyIso: iso,
      InvoiceValue: 12.5,
      CustomerReference: body.data.referenceId,
    });
    expect(myFatoorahCurrency(local.toLowerCase())).toBe(iso);
    expect(myFatoorahCurrency('SAR')).toBe('SAR');
  });

  it('PAYMENT_GATEWAY=myfatoorah needs its API key and its own webhook secret', () => {
    const env = { NODE_ENV: 'test', PAYMENT_GATEWAY: 'myfatoorah', MYFATOORAH_API_KEY: API_KEY };
    expect(() => loadConfig(env)).toThrow(
      /MYFATOORAH_WEBHOOK_SECRET: required when PAYMENT_GATEWAY=myfatoorah/,
    );
    expect(() => loadConfig({ ...env, MYFATOORAH_API_KEY: '' })).toThrow(/MYFATOORAH_API_KEY/);
    expect(loadConfig({ ...env, MYFATOORAH_WEBHOOK_SECRET: SECRET }).MYFATOORAH_WEBHOOK_SECRET).toBe(SECRET);
    // The sandbox needs neither.
    expect(loadConfig({ NODE_ENV: 'test' }).MYFATOORAH_WEBHOOK_SECRET).toBeUndefined();
  });
});
