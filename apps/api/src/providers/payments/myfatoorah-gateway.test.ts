import { parsePaymentModes } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { packages, savedCards, users } from '../../db/schema';
import { createCustomer } from '../../test/discovery';
import { customerPays, invoiceIdOf, MF_API_KEY, MF_SECRET, myFatoorahApp } from '../../test/myfatoorah';
import type { MyFatoorahFake } from '../../test/myfatoorah-fake';
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
import { createMyFatoorahGateway, myFatoorahCurrency, myFatoorahCustomerName } from './myfatoorah-gateway';

/** The MyFatoorah adapter against a local fake of the v2 contract (DESIGN 1). */
describe('MyFatoorah gateway', () => {
  let fake: MyFatoorahFake;
  let t: TestApp;
  beforeAll(async () => {
    ({ t, fake } = await myFatoorahApp());
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("payment modes are InitiatePayment's for the store's currency: KNET in Kuwait, Benefit in Bahrain; never a direct-payment method", async () => {
    const kuwait = await t.call<string>({ method: 'GET', url: '/api/v1/payment-modes?currencyCode=KWD' });
    expect(parsePaymentModes(kuwait.body.data).map((m) => m.PaymentMethodEn)).toEqual([
      'KNET',
      'VISA/MASTER',
      'Apple Pay',
    ]);
    expect(fake.requests.at(-1)).toEqual({
      path: '/v2/InitiatePayment',
      body: { InvoiceAmount: 1, CurrencyIso: 'KWD' },
    });
    const bahrain = await t.call<string>({ method: 'GET', url: '/api/v1/payment-modes?currencyCode=BD' });
    expect(parsePaymentModes(bahrain.body.data)).toEqual([
      { PaymentMethodId: 5, PaymentMethodEn: 'Benefit', ImageUrl: 'https://fake.myfatoorah/b.png' },
      { PaymentMethodId: 2, PaymentMethodEn: 'VISA/MASTER', ImageUrl: 'https://fake.myfatoorah/vm.png' },
      { PaymentMethodId: 11, PaymentMethodEn: 'Apple Pay', ImageUrl: 'https://fake.myfatoorah/ap.png' },
    ]);
    expect(fake.requests.at(-1)!.body).toEqual({ InvoiceAmount: 1, CurrencyIso: 'BHD' });
  });

  it('ExecutePayment gives the PaymentURL (no SaveToken: the hosted page returns no token); the callback settles it', async () => {
    const customer = await createCustomer(t, { credits: null });
    const { status, body } = await buy(t, customer.token, {
      packageId: await packageId(t, 'Kinetic 10 Credits'),
      paymentMethodId: 1,
      subscribe: true,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.data.paymentUrl).toMatch(new RegExp(`^${fake.url}/pay/\\d+$`));
    const execute = fake.requests.filter((r) => r.path === '/v2/ExecutePayment').at(-1)!.body;
    expect(execute).toMatchObject({
      PaymentMethodId: 1,
      InvoiceValue: 22.5,
      DisplayCurrencyIso: 'KWD',
      CustomerReference: body.data.referenceId,
      CallBackUrl: expect.stringMatching(/\/api\/v1\/payments\/callback\/myfatoorah\?ref=/),
    });
    expect(execute).not.toHaveProperty('SaveToken');
    const row = await purchaseRow(t, body.data.referenceId);
    expect(row.gateway).toBe('myfatoorah');

    const callback = await customerPays(body.data.paymentUrl, 'paid');
    expect(callback).toMatch(/^\/api\/v1\/payments\/callback\/myfatoorah\?ref=.+&paymentId=\d+/);
    const back = await t.app.inject({ method: 'GET', url: callback });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`/paymentconfirmation/${body.data.referenceId}`);
    expect(fake.requests.at(-1)!.body).toMatchObject({ KeyType: 'PaymentId' });
    expect((await transaction(t, customer.token, body.data.referenceId)).status).toBe('PAID');
    expect(await userPackagesOf(t, customer.userId)).toHaveLength(1);
    // No card is invented: renewals go by payment link (docs/adr/0012).
    const cards = await t.database.db.select().from(savedCards).where(eq(savedCards.userId, customer.userId));
    expect(cards).toEqual([]);

    // EXTEND cannot charge a card on a standard account: the customer pays on MyFatoorah's page.
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
    expect(extend.body.data).toMatchObject({ status: 'PENDING' });
    expect(extend.body.data.paymentUrl).toMatch(new RegExp(`^${fake.url}/invoice/\\d+$`));
    expect(fake.requests.some((r) => r.path.startsWith('/v2/DirectPayment/'))).toBe(false);
  });

  it('ExecutePayment carries ExpiryDate, our pending timeout in Kuwait time; after it the invoice takes no money', async () => {
    const customer = await createCustomer(t, { credits: null });
    const before = Date.now();
    const { body } = await buy(t, customer.token, {
      packageId: await packageId(t, 'Kinetic 10 Credits'),
      paymentMethodId: 1,
    });
    const row = await purchaseRow(t, body.data.referenceId);
    const sent = fake.requests.filter((r) => r.path === '/v2/ExecutePayment').at(-1)!.body;
    const expiry = new Date(`${String(sent.ExpiryDate)}+03:00`).getTime();
    // PAYMENT_PENDING_TIMEOUT_MINUTES (60): MyFatoorah stops taking money when we stop waiting.
    expect(expiry).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 60 * 60_000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
    expect(Math.abs(row.expiresAt!.getTime() - expiry)).toBeLessThan(1000);
    // An hour later the invoice is expired: MyFatoorah's page no longer takes the payment.
    fake.invoices.get(invoiceIdOf(body.data.paymentUrl))!.ExpiresAt = new Date(Date.now() - 1000);
    const page = await fetch(`${body.data.paymentUrl}?outcome=paid`, { redirect: 'manual' });
    expect(page.status).toBe(410);
    expect(fake.invoices.get(invoiceIdOf(body.data.paymentUrl))!.InvoiceTransactions).toHaveLength(0);
  });

  it("with no method chosen the customer chooses on MyFatoorah's page (SendPayment InvoiceURL), not the first method", async () => {
    const customer = await createCustomer(t, { credits: null });
    const calls = fake.requests.length;
    const { status, body } = await buy(t, customer.token, {
      packageId: await packageId(t, 'Kinetic 10 Credits'),
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.data.paymentUrl).toMatch(new RegExp(`^${fake.url}/invoice/\\d+$`));
    expect(fake.requests.slice(calls).map((r) => r.path)).toEqual(['/v2/SendPayment']);
    expect(fake.requests.at(-1)!.body).toMatchObject({
      NotificationOption: 'LNK',
      CustomerName: 'Test Customer',
      CustomerReference: body.data.referenceId,
      InvoiceValue: 25,
    });
    const page = await fetch(body.data.paymentUrl);
    const html = await page.text();
    expect(html).toContain('KNET');
    expect(html).not.toContain('Direct');
    const back = await t.app.inject({
      method: 'GET',
      url: await customerPays(body.data.paymentUrl, 'paid', 1),
    });
    expect(back.headers.location).toBe(`/paymentconfirmation/${body.data.referenceId}`);
    expect((await transaction(t, customer.token, body.data.referenceId)).status).toBe('PAID');
  });

  it('a name MyFatoorah would refuse is filtered as the library does, so the order goes through', async () => {
    const customer = await createCustomer(t, { credits: null });
    await t.database.db
      .update(users)
      .set({ firstName: 'Zoë-Ann <b>', lastName: "O'Brien (VIP)" })
      .where(eq(users.id, customer.userId));
    const { status, body } = await buy(t, customer.token, {
      packageId: await packageId(t, 'Kinetic 10 Credits'),
      paymentMethodId: 2,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(fake.requests.filter((r) => r.path === '/v2/ExecutePayment').at(-1)!.body.CustomerName).toBe(
      'ZoëAnn b OBrien VIP',
    );
    expect(myFatoorahCustomerName('!!!')).toBe('');
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
      MYFATOORAH_API_KEY: MF_API_KEY,
      MYFATOORAH_WEBHOOK_SECRET: MF_SECRET,
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
  }, 90_000);

  it.each([
    ['KD', 'KWD', 1],
    ['BD', 'BHD', 5],
  ])(
    'a %s package is sent to MyFatoorah as %s (ISO 4217), with its own local method',
    async (local, iso, method) => {
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
      const { status, body } = await buy(t, customer.token, { packageId: pkg!.id, paymentMethodId: method });
      expect(status, JSON.stringify(body)).toBe(201);
      const execute = fake.requests.filter((r) => r.path === '/v2/ExecutePayment').at(-1)!.body;
      expect(execute).toMatchObject({
        DisplayCurrencyIso: iso,
        InvoiceValue: 12.5,
        CustomerReference: body.data.referenceId,
      });
      expect(myFatoorahCurrency(local.toLowerCase())).toBe(iso);
      expect(myFatoorahCurrency('SAR')).toBe('SAR');
    },
  );

  it("the live host is chosen from the store's country (Kuwait and Bahrain api, Saudi api-sa, Qatar api-qa)", async () => {
    const hosts: string[] = [];
    const through = (mode: 'live' | 'test') =>
      createMyFatoorahGateway({
        apiKey: MF_API_KEY,
        webhookSecret: MF_SECRET,
        mode,
        // The real hosts are out of reach here: note where each call goes, answer from the fake.
        fetch: (url, init) => {
          const target = new URL(String(url));
          hosts.push(target.origin);
          return fetch(`${fake.url}${target.pathname}`, init);
        },
      });
    for (const currency of ['KWD', 'BD', 'SAR', 'QAR']) await through('live').paymentModes(currency, 0);
    await through('test').paymentModes('SAR', 0);
    expect(hosts).toEqual([
      'https://api.myfatoorah.com',
      'https://api.myfatoorah.com',
      'https://api-sa.myfatoorah.com',
      'https://api-qa.myfatoorah.com',
      'https://apitest.myfatoorah.com',
    ]);
    // The status of a Saudi order is asked where it was made.
    await through('live')
      .status('1', 'record', 'SAR')
      .catch(() => null);
    expect(hosts.at(-1)).toBe('https://api-sa.myfatoorah.com');
  });

  it('PAYMENT_GATEWAY=myfatoorah needs its API key and its own webhook secret', () => {
    const env = { NODE_ENV: 'test', PAYMENT_GATEWAY: 'myfatoorah', MYFATOORAH_API_KEY: MF_API_KEY };
    expect(() => loadConfig(env)).toThrow(
      /MYFATOORAH_WEBHOOK_SECRET: required when PAYMENT_GATEWAY=myfatoorah/,
    );
    expect(() => loadConfig({ ...env, MYFATOORAH_API_KEY: '' })).toThrow(/MYFATOORAH_API_KEY/);
    expect(loadConfig({ ...env, MYFATOORAH_WEBHOOK_SECRET: MF_SECRET }).MYFATOORAH_WEBHOOK_SECRET).toBe(
      MF_SECRET,
    );
    // The sandbox needs neither.
    expect(loadConfig({ NODE_ENV: 'test' }).MYFATOORAH_WEBHOOK_SECRET).toBeUndefined();
  });
});
