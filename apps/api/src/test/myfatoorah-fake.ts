import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeInvoicePage } from './myfatoorah-fake-page';

/**
 * A local stand-in for MyFatoorah's v2 REST API. It follows MyFatoorah's documentation, and the
 * official PHP library (my-fatoorah/library v2.2.9) where the documentation is silent; each behaviour
 * names its source. It does not reuse the adapter's code (signatures included), so the contract tests
 * cannot agree with the adapter's own mistakes.
 *
 * - Envelope {IsSuccess, Message, ValidationErrors, Data}, bearer API key (docs/api-key, callAPI).
 * - InitiatePayment lists the methods of the currency's country (docs/initiate-payment): KNET in
 *   Kuwait, Benefit in Bahrain, MADA in Saudi Arabia; cards and Apple Pay everywhere. Ids as on the
 *   MyFatoorah test account (docs/test-cards: 1 KNET, 2 VISA/MASTER, 5 Benefit, 6 MADA, 11 Apple Pay,
 *   20 Visa/Master direct).
 * - ExecutePayment (a method) and SendPayment (MyFatoorah's own page; 'EML' e-mails the link) take
 *   ExpiryDate in Kuwait time (MyFatoorahPaymentStatus::getErrorData: "all myfatoorah gateway is set to
 *   Asia/Kuwait"); an expired invoice takes no payment. CustomerName with anything but letters, digits
 *   and spaces is refused (the library strips those first: MyFatoorahPayment::preparePayment).
 *   SendPayment requires CustomerName (docs/send-payment).
 * - The hosted page sends the browser to CallBackUrl / ErrorUrl with ?paymentId= (docs/callback-url)
 *   and posts the webhook, V1 or V2, signed as documented (docs/webhook-v1, docs/webhook-v2,
 *   docs/webhook-v2-payment-status-data-model "Webhook Signature").
 * - An invoice paid twice reads InvoiceStatus 'DuplicatePayment' (the library treats it as paid:
 *   MyFatoorahPaymentStatus::getPaymentStatus).
 * - GetPaymentStatus by InvoiceId or PaymentId, InvoiceDisplayValue "22.500 KD" (what
 *   checkOrderInformation parses), ExpiryDate/ExpiryTime; it is rate limited (429, docs/rate-limit).
 * - The hosted page returns no card token (tokens need DirectPayment or an embedded session, both
 *   approved per account: docs/direct-payment, docs/tokenization); DirectPayment with a token answers
 *   Data.Status and, when 3-D Secure is needed, a PaymentURL (docs/direct-payment-endpoint).
 */
export interface FakeTransaction {
  TransactionDate: string;
  PaymentGateway: string;
  PaymentId: string;
  TransactionId: string;
  TransactionStatus: 'Succss' | 'Failed' | 'InProgress';
  Error: string | null;
  CardNumber: string | null;
}

export interface FakeInvoice {
  InvoiceId: number;
  InvoiceStatus: 'Pending' | 'Paid' | 'Canceled' | 'DuplicatePayment';
  CustomerReference: string | null;
  CustomerName: string;
  CustomerEmail: string | null;
  InvoiceValue: number;
  Currency: string;
  CallBackUrl: string;
  ErrorUrl: string;
  /** null: MyFatoorah's own page, where the customer picks the method. */
  PaymentMethodId: number | null;
  ExpiresAt: Date | null;
  InvoiceTransactions: FakeTransaction[];
}

interface Method {
  PaymentMethodId: number;
  PaymentMethodEn: string;
  PaymentMethodCode: string;
  IsDirectPayment: boolean;
  ImageUrl: string;
}

const method = (id: number, name: string, code: string, direct = false): Method => ({
  PaymentMethodId: id,
  PaymentMethodEn: name,
  PaymentMethodCode: code,
  IsDirectPayment: direct,
  ImageUrl: `https://fake.myfatoorah/${code}.png`,
});
const CARDS = method(2, 'VISA/MASTER', 'vm');
const APPLE_PAY = method(11, 'Apple Pay', 'ap');
const DIRECT = method(20, 'Visa/Master Direct', 'vmd', true);
export const FAKE_METHODS_BY_CURRENCY: Record<string, Method[]> = {
  KWD: [method(1, 'KNET', 'kn'), CARDS, APPLE_PAY, DIRECT],
  BHD: [method(5, 'Benefit', 'b'), CARDS, APPLE_PAY, DIRECT],
  SAR: [method(6, 'MADA', 'md'), CARDS, APPLE_PAY, DIRECT],
};
const methodsFor = (currency: string) => FAKE_METHODS_BY_CURRENCY[currency] ?? [CARDS, APPLE_PAY, DIRECT];

/** How MyFatoorah spells the display currency (InvoiceDisplayValue). */
const DISPLAY: Record<string, string> = { KWD: 'KD', BHD: 'BD', SAR: 'SR', QAR: 'QR' };
const DECIMALS: Record<string, number> = { KWD: 3, BHD: 3, OMR: 3 };

/** The documented signatures, written here from the docs independently of the adapter. */
export function fakeSignV1(data: Record<string, unknown>, secret: string, excluded: string[] = []) {
  const material = Object.keys(data)
    .filter((k) => !excluded.includes(k))
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
    .map((k) => `${k}=${data[k] ?? ''}`)
    .join(',');
  return createHmac('sha256', secret).update(material).digest('base64');
}
export function fakeSignV2PaymentStatus(
  invoice: { Id: unknown; Status: unknown; ExternalIdentifier: unknown },
  transaction: { Status: unknown; PaymentId: unknown },
  secret: string,
) {
  const material = `Invoice.Id=${invoice.Id ?? ''},Invoice.Status=${invoice.Status ?? ''},Transaction.Status=${transaction.Status ?? ''},Transaction.PaymentId=${transaction.PaymentId ?? ''},Invoice.ExternalIdentifier=${invoice.ExternalIdentifier ?? ''}`;
  return createHmac('sha256', secret).update(material).digest('base64');
}

export interface FakeWebhook {
  version: 'V1' | 'V2';
  secret: string;
  /** Delivers a signed notice (a POST to the app, or app.inject in tests). */
  deliver: (body: string, headers: Record<string, string>) => Promise<unknown>;
}

export interface MyFatoorahFake {
  url: string;
  invoices: Map<number, FakeInvoice>;
  requests: { path: string; body: Record<string, unknown> }[];
  /** Links MyFatoorah e-mailed (SendPayment NotificationOption 'EML'). */
  outbox: { to: string; url: string; invoiceId: number }[];
  webhook: FakeWebhook | null;
  /** The next `count` GetPaymentStatus calls answer 429. */
  rateLimit(count: number): void;
  /** DirectPayment charges the card, then never answers in time (a lost answer). */
  hangDirectPayment: boolean;
  /** The customer (or their bank, late) completes a payment on an invoice; returns the PaymentId. */
  pay(invoiceId: number, outcome: 'paid' | 'failed', options?: { ignoreExpiry?: boolean }): Promise<string>;
  /** The signed webhook body of an invoice's latest transaction, as MyFatoorah would send it. */
  webhookFor(invoiceId: number, version: 'V1' | 'V2', secret: string): { body: string; signature: string };
  close(): Promise<void>;
}

const kuwaitNow = () => new Date(Date.now() + 3 * 3_600_000);

export async function startMyFatoorahFake(
  apiKey: string,
  options: { port?: number; webhook?: FakeWebhook | null } = {},
): Promise<MyFatoorahFake> {
  const invoices = new Map<number, FakeInvoice>();
  const requests: MyFatoorahFake['requests'] = [];
  const outbox: MyFatoorahFake['outbox'] = [];
  let limited = 0;
  let webhookOff = false;
  const deliveries: { invoiceId: number; version: string; status: number | null }[] = [];
  let nextInvoice = 100_000;
  let nextPayment = 7_000_000;
  let url = '';

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const ok = (res: ServerResponse, data: unknown) =>
    json(res, 200, { IsSuccess: true, Message: '', ValidationErrors: null, Data: data });
  const refuse = (
    res: ServerResponse,
    status: number,
    message: string,
    errors: { Name: string; Error: string }[] | null = null,
  ) => json(res, status, { IsSuccess: false, Message: message, ValidationErrors: errors, Data: null });
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => resolve(text));
    });

  const expired = (invoice: FakeInvoice) =>
    invoice.ExpiresAt !== null && invoice.ExpiresAt.getTime() < Date.now();

  function webhookFor(invoiceId: number, version: 'V1' | 'V2', secret: string) {
    const invoice = invoices.get(invoiceId)!;
    const t = invoice.InvoiceTransactions.at(-1)!;
    const status = t.TransactionStatus === 'Succss' ? 'SUCCESS' : 'FAILED';
    if (version === 'V1') {
      // docs/transaction-data-model (Webhook V1, EventType 1).
      const data = {
        InvoiceId: invoice.InvoiceId,
        InvoiceReference: `2026${invoice.InvoiceId}`,
        CreatedDate: '25112026100000',
        CustomerReference: invoice.CustomerReference,
        CustomerName: invoice.CustomerName,
        CustomerMobile: null,
        CustomerEmail: invoice.CustomerEmail,
        TransactionStatus: status,
        PaymentMethod: t.PaymentGateway,
        UserDefinedField: null,
        ReferenceId: t.TransactionId,
        TrackId: t.TransactionId,
        PaymentId: t.PaymentId,
        AuthorizationId: '123456',
        InvoiceValueInBaseCurrency: String(invoice.InvoiceValue),
        BaseCurrency: invoice.Currency,
        InvoiceValueInDisplayCurreny: String(invoice.InvoiceValue),
        DisplayCurrency: invoice.Currency,
        InvoiceValueInPayCurrency: String(invoice.InvoiceValue),
        PayCurrency: invoice.Currency,
      };
      const body = {
        EventType: 1,
        Event: 'TransactionsStatusChanged',
        DateTime: '25112026100001',
        CountryIsoCode: 'KWT',
        Data: data,
      };
      return { body: JSON.stringify(body), signature: fakeSignV1(data, secret) };
    }
    // docs/webhook-v2-payment-status-data-model.
    const Invoice = {
      Id: String(invoice.InvoiceId),
      Status: invoice.InvoiceStatus === 'Pending' ? 'PENDING' : 'PAID',
      Reference: `2026${invoice.InvoiceId}`,
      CreationDate: new Date().toISOString(),
      ExpirationDate: invoice.ExpiresAt?.toISOString() ?? null,
      ExternalIdentifier: invoice.CustomerReference,
      UserDefinedField: null,
      MetaData: null,
    };
    const Transaction = {
      Id: t.TransactionId,
      Status: status,
      PaymentMethod: t.PaymentGateway,
      PaymentId: t.PaymentId,
      ReferenceId: t.TransactionId,
      TrackId: t.TransactionId,
      AuthorizationId: '123456',
      TransactionDate: t.TransactionDate,
      ECI: '05',
      IP: { Address: '127.0.0.1', Country: 'Kuwait' },
      Error: { Code: t.Error ? 'MF001' : '', Message: t.Error ?? '' },
      Card: {
        NameOnCard: invoice.CustomerName,
        Number: t.CardNumber,
        PanHash: '',
        Token: '',
        Brand: 'Visa',
        Issuer: 'Bank',
        IssuerCountry: 'KWT',
        FundingMethod: 'credit',
      },
    };
    const body = {
      Event: {
        Code: 1,
        Name: 'PAYMENT_STATUS_CHANGED',
        CountryIsoCode: 'KWT',
        CreationDate: new Date().toISOString(),
        Reference: `WH-${t.PaymentId}`,
      },
      Data: {
        Invoice,
        Transaction,
        Customer: {
          Reference: null,
          Name: invoice.CustomerName,
          Mobile: '',
          Email: invoice.CustomerEmail ?? '',
        },
        Amount: {
          BaseCurrency: invoice.Currency,
          ValueInBaseCurrency: String(invoice.InvoiceValue),
          ServiceCharge: '0',
          ServiceChargeVAT: '0',
          ReceivableAmount: String(invoice.InvoiceValue),
          DisplayCurrency: invoice.Currency,
          ValueInDisplayCurrency: String(invoice.InvoiceValue),
          PayCurrency: invoice.Currency,
          ValueInPayCurrency: String(invoice.InvoiceValue),
        },
        Suppliers: [],
      },
    };
    return { body: JSON.stringify(body), signature: fakeSignV2PaymentStatus(Invoice, Transaction, secret) };
  }

  async function pay(
    invoiceId: number,
    outcome: 'paid' | 'failed',
    opts: { ignoreExpiry?: boolean; methodId?: number } = {},
  ) {
    const invoice = invoices.get(invoiceId);
    if (!invoice) throw new Error(`no invoice ${invoiceId}`);
    if (!opts.ignoreExpiry && expired(invoice)) throw new Error('Invoice expired');
    const paymentId = String(nextPayment++);
    const methodId = opts.methodId ?? invoice.PaymentMethodId ?? 2;
    invoice.InvoiceTransactions.push({
      TransactionDate: new Date().toISOString(),
      PaymentGateway:
        methodsFor(invoice.Currency).find((m) => m.PaymentMethodId === methodId)?.PaymentMethodEn ??
        'VISA/MASTER',
      PaymentId: paymentId,
      TransactionId: `T${paymentId}`,
      TransactionStatus: outcome === 'paid' ? 'Succss' : 'Failed',
      Error: outcome === 'paid' ? null : 'Insufficient funds',
      CardNumber: '450875xxxxxx1019',
    });
    if (outcome === 'paid') {
      invoice.InvoiceStatus = invoice.InvoiceStatus === 'Pending' ? 'Paid' : 'DuplicatePayment';
    }
    if (fake.webhook && !webhookOff) {
      const { version: sent, secret } = fake.webhook;
      const { body, signature } = webhookFor(invoiceId, sent, secret);
      const answer = (await fake.webhook.deliver(body, {
        'content-type': 'application/json',
        'myfatoorah-signature': signature,
      })) as { status?: number; statusCode?: number } | undefined;
      deliveries.push({ invoiceId, version: sent, status: answer?.status ?? answer?.statusCode ?? null });
    }
    return paymentId;
  }

  function statusOf(invoice: FakeInvoice) {
    const decimals = DECIMALS[invoice.Currency] ?? 2;
    const expiry = invoice.ExpiresAt ? new Date(invoice.ExpiresAt.getTime() + 3 * 3_600_000) : null;
    const {
      CallBackUrl: _c,
      ErrorUrl: _e,
      PaymentMethodId: _p,
      ExpiresAt: _x,
      Currency: _y,
      ...data
    } = invoice;
    return {
      ...data,
      InvoiceReference: `2026${invoice.InvoiceId}`,
      CreatedDate: new Date().toISOString(),
      // "March 5, 2026" and "13:30:00": read together in Kuwait time by the library.
      ExpiryDate: expiry
        ? expiry.toLocaleDateString('en-US', {
            timeZone: 'UTC',
            month: 'long',
            day: 'numeric',
            year: 'numeric',
          })
        : '',
      ExpiryTime: expiry ? expiry.toISOString().slice(11, 19) : '',
      InvoiceDisplayValue: `${invoice.InvoiceValue.toFixed(decimals)} ${DISPLAY[invoice.Currency] ?? invoice.Currency}`,
    };
  }

  function create(
    body: Record<string, unknown>,
    res: ServerResponse,
    methodId: number | null,
  ): FakeInvoice | null {
    const errors: { Name: string; Error: string }[] = [];
    const currency = String(body.DisplayCurrencyIso ?? 'KWD');
    if (methodId !== null && !methodsFor(currency).some((m) => m.PaymentMethodId === methodId))
      errors.push({ Name: 'PaymentMethodId', Error: 'Invalid' });
    if (!(Number(body.InvoiceValue) > 0))
      errors.push({ Name: 'InvoiceValue', Error: 'Must be greater than 0' });
    if (typeof body.CallBackUrl !== 'string' || typeof body.ErrorUrl !== 'string')
      errors.push({ Name: 'CallBackUrl', Error: 'Required' });
    if (typeof body.CustomerName === 'string' && /[^\p{L}\p{N}\s]/u.test(body.CustomerName))
      errors.push({ Name: 'CustomerName', Error: 'Invalid customer name' });
    let expiresAt: Date | null = null;
    if (body.ExpiryDate !== undefined) {
      expiresAt = new Date(`${String(body.ExpiryDate)}+03:00`);
      if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() < kuwaitNow().getTime() - 3 * 3_600_000)
        errors.push({ Name: 'ExpiryDate', Error: 'Invalid expiry date' });
    }
    if (errors.length) {
      refuse(res, 400, 'Invalid data', errors);
      return null;
    }
    const invoice: FakeInvoice = {
      InvoiceId: nextInvoice++,
      InvoiceStatus: 'Pending',
      CustomerReference: (body.CustomerReference as string) ?? null,
      CustomerName: String(body.CustomerName ?? ''),
      CustomerEmail: (body.CustomerEmail as string) ?? null,
      InvoiceValue: Number(body.InvoiceValue),
      Currency: currency,
      CallBackUrl: String(body.CallBackUrl),
      ErrorUrl: String(body.ErrorUrl),
      PaymentMethodId: methodId,
      ExpiresAt: expiresAt,
      InvoiceTransactions: [],
    };
    invoices.set(invoice.InvoiceId, invoice);
    return invoice;
  }

  const back = (invoice: FakeInvoice, paymentId: string, paid: boolean) => {
    const target = new URL(paid ? invoice.CallBackUrl : invoice.ErrorUrl);
    target.searchParams.set('paymentId', paymentId);
    target.searchParams.set('Id', paymentId);
    return target.toString();
  };

  const server: Server = createServer(async (req, res) => {
    const here = new URL(req.url ?? '/', 'http://fake');
    const path = here.pathname;
    // The hosted page (ExecutePayment's PaymentURL, SendPayment's InvoiceURL).
    const page = /^\/(pay|invoice)\/(\d+)$/.exec(path);
    if (page) {
      const invoice = invoices.get(Number(page[2]));
      if (!invoice) return refuse(res, 404, 'Invoice not found');
      const raw = req.method === 'POST' ? new URLSearchParams(await read(req)) : here.searchParams;
      const outcome = raw.get('outcome');
      if (!outcome) {
        res.writeHead(expired(invoice) ? 410 : 200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          fakeInvoicePage(
            invoice,
            methodsFor(invoice.Currency).filter((m) => !m.IsDirectPayment),
            expired(invoice),
          ),
        );
      }
      if (expired(invoice)) return refuse(res, 410, 'Invoice expired');
      const methodId = raw.get('method') ? Number(raw.get('method')) : undefined;
      const paid = outcome !== 'failed';
      const paymentId = await pay(invoice.InvoiceId, paid ? 'paid' : 'failed', { methodId });
      res.writeHead(req.method === 'POST' ? 303 : 302, { location: back(invoice, paymentId, paid) });
      return res.end();
    }
    // Test controls for browser journeys (not MyFatoorah's).
    if (path === '/__fake/outbox') return json(res, 200, outbox);
    if (path === '/__fake/deliveries') return json(res, 200, deliveries);
    const version = /^\/__fake\/webhook\/(V1|V2|off)$/.exec(path);
    if (version && req.method === 'POST') {
      if (version[1] === 'off') webhookOff = true;
      else {
        webhookOff = false;
        if (fake.webhook) fake.webhook.version = version[1] as 'V1' | 'V2';
      }
      return json(res, 200, { webhook: version[1] });
    }
    const control = /^\/__fake\/invoices\/(\d+)(\/pay)?$/.exec(path);
    if (control && !control[2]) {
      const invoice = invoices.get(Number(control[1]));
      return invoice ? json(res, 200, statusOf(invoice)) : refuse(res, 404, 'Not found');
    }
    if (control && req.method === 'POST') {
      // The bank confirms a payment server to server (the customer's browser is gone), even late.
      const paymentId = await pay(Number(control[1]), 'paid', { ignoreExpiry: true });
      return json(res, 200, { paymentId });
    }
    const byRef = /^\/__fake\/by-reference\/(.+)$/.exec(path);
    if (byRef) {
      const found = [...invoices.values()].find((i) => i.CustomerReference === decodeURIComponent(byRef[1]!));
      return found ? json(res, 200, { InvoiceId: found.InvoiceId }) : refuse(res, 404, 'Not found');
    }
    if (req.method !== 'POST') return refuse(res, 404, 'Not found');
    if (req.headers.authorization !== `Bearer ${apiKey}`) return refuse(res, 401, 'Unauthorized');
    const text = await read(req);
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    requests.push({ path, body });
    const direct = /^\/v2\/DirectPayment\/(\d+)$/.exec(path);
    if (direct) {
      const invoice = invoices.get(Number(direct[1]));
      if (!invoice || body.PaymentType !== 'token' || typeof body.Token !== 'string')
        return refuse(res, 400, 'Invalid token');
      const declined = body.Token.endsWith('_declined');
      const paymentId = await pay(invoice.InvoiceId, declined ? 'failed' : 'paid');
      if (fake.hangDirectPayment) {
        req.socket.destroy(); // charged, but the answer is lost
        return;
      }
      return ok(res, {
        IsDirectPayment: true,
        PaymentId: paymentId,
        Status: declined ? 'FAILED' : 'SUCCESS',
        ErrorMessage: declined ? 'Declined' : null,
        // 3-D Secure: the customer must authenticate there (docs/direct-payment-endpoint).
        PaymentURL: body.Token.endsWith('_3ds') ? `${url}/pay/${invoice.InvoiceId}` : null,
        Token: null,
      });
    }
    switch (path) {
      case '/v2/InitiatePayment': {
        if (!(Number(body.InvoiceAmount) > 0) || typeof body.CurrencyIso !== 'string') {
          return refuse(res, 400, 'Invalid data', [
            { Name: 'InvoiceAmount', Error: 'Must be greater than 0' },
          ]);
        }
        return ok(res, {
          PaymentMethods: methodsFor(body.CurrencyIso).map((m) => ({
            ...m,
            PaymentMethodAr: m.PaymentMethodEn,
            ServiceCharge: 0,
            TotalAmount: body.InvoiceAmount,
            CurrencyIso: body.CurrencyIso,
            IsEmbeddedSupported: false,
          })),
        });
      }
      case '/v2/ExecutePayment': {
        const invoice = create(body, res, Number(body.PaymentMethodId));
        if (!invoice) return;
        const isDirect = methodsFor(invoice.Currency).find(
          (m) => m.PaymentMethodId === invoice.PaymentMethodId,
        )!.IsDirectPayment;
        return ok(res, {
          InvoiceId: invoice.InvoiceId,
          IsDirectPayment: isDirect,
          PaymentURL: isDirect
            ? `${url}/v2/DirectPayment/${invoice.InvoiceId}`
            : `${url}/pay/${invoice.InvoiceId}`,
          CustomerReference: invoice.CustomerReference,
          UserDefinedField: body.UserDefinedField ?? null,
          RecurringId: '',
        });
      }
      case '/v2/SendPayment': {
        if (!['LNK', 'EML', 'SMS', 'ALL'].includes(String(body.NotificationOption)))
          return refuse(res, 400, 'Invalid data', [{ Name: 'NotificationOption', Error: 'Invalid' }]);
        if (!body.CustomerName)
          return refuse(res, 400, 'Invalid data', [{ Name: 'CustomerName', Error: 'Required' }]);
        if (body.NotificationOption === 'EML' && !body.CustomerEmail)
          return refuse(res, 400, 'Invalid data', [{ Name: 'CustomerEmail', Error: 'Required' }]);
        const invoice = create(body, res, null);
        if (!invoice) return;
        const link = `${url}/invoice/${invoice.InvoiceId}`;
        if (body.NotificationOption === 'EML')
          outbox.push({ to: String(body.CustomerEmail), url: link, invoiceId: invoice.InvoiceId });
        return ok(res, {
          InvoiceId: invoice.InvoiceId,
          InvoiceURL: link,
          CustomerReference: invoice.CustomerReference,
          UserDefinedField: body.UserDefinedField ?? null,
        });
      }
      case '/v2/GetPaymentStatus': {
        if (limited > 0) {
          limited--;
          return json(res, 429, { Message: 'Too many requests' }, { 'retry-after': '0' });
        }
        const key = String(body.Key ?? '');
        const invoice =
          body.KeyType === 'InvoiceId'
            ? invoices.get(Number(key))
            : body.KeyType === 'PaymentId'
              ? [...invoices.values()].find((i) => i.InvoiceTransactions.some((t) => t.PaymentId === key))
              : undefined;
        if (!invoice) return refuse(res, 400, 'Invalid key', [{ Name: 'Key', Error: 'Not found' }]);
        return ok(res, statusOf(invoice));
      }
      default:
        return refuse(res, 404, 'Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fake: MyFatoorahFake = {
    url,
    invoices,
    requests,
    outbox,
    webhook: options.webhook ?? null,
    hangDirectPayment: false,
    rateLimit: (count) => {
      limited = count;
    },
    pay: (invoiceId, outcome, opts) => pay(invoiceId, outcome, opts),
    webhookFor,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
