import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for MyFatoorah's v2 REST API, following its documented contract: bearer API key,
 * the {IsSuccess, Message, ValidationErrors, Data} envelope, InitiatePayment, ExecutePayment (PaymentURL),
 * the hosted page redirecting to CallBackUrl / ErrorUrl with ?paymentId=, GetPaymentStatus by InvoiceId or
 * PaymentId, and DirectPayment with a saved token.
 */
export interface FakeInvoice {
  InvoiceId: number;
  InvoiceStatus: 'Pending' | 'Paid' | 'Canceled';
  CustomerReference: string | null;
  CustomerName: string;
  CustomerEmail: string | null;
  InvoiceValue: number;
  CallBackUrl: string;
  ErrorUrl: string;
  PaymentMethodId: number;
  SaveToken: boolean;
  InvoiceTransactions: {
    TransactionDate: string;
    PaymentGateway: string;
    PaymentId: string;
    TransactionId: string;
    TransactionStatus: 'Succss' | 'Failed' | 'InProgress';
    Error: string | null;
    CardNumber: string | null;
    Token: string | null;
  }[];
}

export const FAKE_METHODS = [
  {
    PaymentMethodId: 1,
    PaymentMethodAr: 'كي نت',
    PaymentMethodEn: 'KNET',
    PaymentMethodCode: 'kn',
    IsDirectPayment: false,
    ServiceCharge: 0.1,
    TotalAmount: 0,
    CurrencyIso: 'KWD',
    ImageUrl: 'https://fake.myfatoorah/kn.png',
  },
  {
    PaymentMethodId: 2,
    PaymentMethodAr: 'فيزا / ماستر',
    PaymentMethodEn: 'VISA/MASTER',
    PaymentMethodCode: 'vm',
    IsDirectPayment: false,
    ServiceCharge: 0.2,
    TotalAmount: 0,
    CurrencyIso: 'KWD',
    ImageUrl: 'https://fake.myfatoorah/vm.png',
  },
  {
    PaymentMethodId: 20,
    PaymentMethodAr: 'فيزا / ماستر',
    PaymentMethodEn: 'Visa/Master Direct',
    PaymentMethodCode: 'vmd',
    IsDirectPayment: true,
    ServiceCharge: 0.2,
    TotalAmount: 0,
    CurrencyIso: 'KWD',
    ImageUrl: 'https://fake.myfatoorah/vmd.png',
  },
];

export interface MyFatoorahFake {
  url: string;
  invoices: Map<number, FakeInvoice>;
  requests: { path: string; body: unknown }[];
  close(): Promise<void>;
}

export async function startMyFatoorahFake(apiKey: string): Promise<MyFatoorahFake> {
  const invoices = new Map<number, FakeInvoice>();
  const requests: { path: string; body: unknown }[] = [];
  let nextInvoice = 100_000;
  let nextPayment = 7_000_000;
  let url = '';

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
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
    new Promise<Record<string, unknown>>((resolve) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => resolve(text ? JSON.parse(text) : {}));
    });

  function pay(
    invoice: FakeInvoice,
    outcome: 'paid' | 'failed',
    card = '450875xxxxxx1019',
    token: string | null = null,
  ) {
    const paymentId = String(nextPayment++);
    invoice.InvoiceTransactions.push({
      TransactionDate: new Date().toISOString(),
      PaymentGateway: invoice.PaymentMethodId === 1 ? 'KNET' : 'VISA/MASTER',
      PaymentId: paymentId,
      TransactionId: `T${paymentId}`,
      TransactionStatus: outcome === 'paid' ? 'Succss' : 'Failed',
      Error: outcome === 'paid' ? null : 'Insufficient funds',
      CardNumber: card,
      Token: outcome === 'paid' ? token : null,
    });
    if (outcome === 'paid') invoice.InvoiceStatus = 'Paid';
    return paymentId;
  }

  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const query = new URL(req.url ?? '/', 'http://fake').searchParams;
    // The hosted page: the customer pays (or fails) and is sent back with ?paymentId=.
    const page = /^\/pay\/(\d+)$/.exec(path);
    if (req.method === 'GET' && page) {
      const invoice = invoices.get(Number(page[1]));
      if (!invoice) return refuse(res, 404, 'Invoice not found');
      const outcome = query.get('outcome') === 'failed' ? 'failed' : 'paid';
      const paymentId = pay(
        invoice,
        outcome,
        '450875xxxxxx1019',
        invoice.SaveToken ? `tok_${invoice.InvoiceId}` : null,
      );
      const target = new URL(outcome === 'paid' ? invoice.CallBackUrl : invoice.ErrorUrl);
      target.searchParams.set('paymentId', paymentId);
      target.searchParams.set('Id', paymentId);
      res.writeHead(302, { location: target.toString() });
      return res.end();
    }
    if (req.method !== 'POST') return refuse(res, 404, 'Not found');
    if (req.headers.authorization !== `Bearer ${apiKey}`) return refuse(res, 401, 'Unauthorized');
    const body = await read(req);
    requests.push({ path, body });
    const direct = /^\/v2\/DirectPayment\/(\d+)$/.exec(path);
    if (direct) {
      const invoice = invoices.get(Number(direct[1]));
      if (!invoice || body.PaymentType !== 'token' || typeof body.Token !== 'string')
        return refuse(res, 400, 'Invalid token');
      const declined = body.Token.endsWith('_declined');
      const paymentId = pay(invoice, declined ? 'failed' : 'paid', '450875xxxxxx1019');
      return ok(res, {
        IsDirectPayment: true,
        PaymentId: paymentId,
        Status: declined ? 'FAILED' : 'SUCCESS',
        ErrorMessage: declined ? 'Declined' : null,
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
          PaymentMethods: FAKE_METHODS.map((m) => ({
            ...m,
            TotalAmount: body.InvoiceAmount,
            CurrencyIso: body.CurrencyIso,
          })),
        });
      }
      case '/v2/ExecutePayment': {
        const errors: { Name: string; Error: string }[] = [];
        if (!FAKE_METHODS.some((m) => m.PaymentMethodId === body.PaymentMethodId))
          errors.push({ Name: 'PaymentMethodId', Error: 'Invalid' });
        if (!(Number(body.InvoiceValue) > 0))
          errors.push({ Name: 'InvoiceValue', Error: 'Must be greater than 0' });
        if (typeof body.CallBackUrl !== 'string' || typeof body.ErrorUrl !== 'string')
          errors.push({ Name: 'CallBackUrl', Error: 'Required' });
        if (errors.length) return refuse(res, 400, 'Invalid data', errors);
        const invoice: FakeInvoice = {
          InvoiceId: nextInvoice++,
          InvoiceStatus: 'Pending',
          CustomerReference: (body.CustomerReference as string) ?? null,
          CustomerName: String(body.CustomerName ?? ''),
          CustomerEmail: (body.CustomerEmail as string) ?? null,
          InvoiceValue: Number(body.InvoiceValue),
          CallBackUrl: String(body.CallBackUrl),
          ErrorUrl: String(body.ErrorUrl),
          PaymentMethodId: Number(body.PaymentMethodId),
          SaveToken: body.SaveToken === true,
          InvoiceTransactions: [],
        };
        invoices.set(invoice.InvoiceId, invoice);
        const isDirect = FAKE_METHODS.find(
          (m) => m.PaymentMethodId === body.PaymentMethodId,
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
      case '/v2/GetPaymentStatus': {
        const key = String(body.Key ?? '');
        const invoice =
          body.KeyType === 'InvoiceId'
            ? invoices.get(Number(key))
            : body.KeyType === 'PaymentId'
              ? [...invoices.values()].find((i) => i.InvoiceTransactions.some((t) => t.PaymentId === key))
              : undefined;
        if (!invoice) return refuse(res, 400, 'Invalid key', [{ Name: 'Key', Error: 'Not found' }]);
        const { CallBackUrl: _c, ErrorUrl: _e, PaymentMethodId: _p, SaveToken: _s, ...data } = invoice;
        return ok(res, {
          ...data,
          InvoiceReference: `2023${invoice.InvoiceId}`,
          CreatedDate: new Date().toISOString(),
        });
      }
      default:
        return refuse(res, 404, 'Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    invoices,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
