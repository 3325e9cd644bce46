import { createHmac } from 'node:crypto';
import { currencyDecimals, type PaymentMethod, toMajorString } from '@kinetic/domain';
import {
  type CreatedPayment,
  type CreatePaymentInput,
  GatewayError,
  type GatewayStatus,
  header,
  type PaymentGateway,
  type PaymentStatusResult,
  type WebhookNotice,
} from './gateway';
import { safeEqual } from './signature';

export interface MyFatoorahOptions {
  baseUrl: string;
  apiKey: string;
  /** MyFatoorah's webhook secret key; null refuses every webhook (callbacks and polling still settle). */
  webhookSecret: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface MfEnvelope<T> {
  IsSuccess: boolean;
  Message: string | null;
  ValidationErrors: { Name: string; Error: string }[] | null;
  Data: T;
}

interface MfTransaction {
  TransactionStatus: string;
  PaymentId: string | null;
  Error: string | null;
  CardNumber: string | null;
  Token?: string | null;
  TransactionDate?: string;
}

interface MfStatus {
  InvoiceId: number;
  InvoiceStatus: string;
  CustomerReference: string | null;
  InvoiceValue: number;
  InvoiceTransactions: MfTransaction[];
}

/**
 * MyFatoorah's documented signature: the Data properties ordered by name (case-insensitive), written
 * `key=value` (null as empty) and joined by commas, HMAC-SHA256 with the webhook secret, base64.
 */
export function myFatoorahSignature(data: Record<string, unknown>, secret: string): string {
  const text = Object.keys(data)
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
    .map((key) => `${key}=${data[key] ?? ''}`)
    .join(',');
  return createHmac('sha256', secret).update(text, 'utf8').digest('base64');
}

/**
 * MyFatoorah takes ISO 4217 codes; our stores may spell the Kuwaiti and Bahraini dinars the local way
 * (KD, BD; SPEC 9).
 */
const ISO_CURRENCY: Record<string, string> = { KD: 'KWD', BD: 'BHD' };
export const myFatoorahCurrency = (currencyCode: string) => {
  const code = currencyCode.trim().toUpperCase();
  return ISO_CURRENCY[code] ?? code;
};

const WEBHOOK_STATUS: Record<string, GatewayStatus> = {
  SUCCESS: 'PAID',
  FAILED: 'FAILED',
  CANCELED: 'FAILED',
};

/** The MyFatoorah v2 REST contract: InitiatePayment, ExecutePayment, GetPaymentStatus, webhooks. */
export function createMyFatoorahGateway(options: MyFatoorahOptions): PaymentGateway {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call<T>(path: string, body: unknown, url = `${base}${path}`): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new GatewayError(`MyFatoorah ${path} unreachable: ${(error as Error).message}`, 'UNREACHABLE');
    }
    const json = (await response.json().catch(() => null)) as MfEnvelope<T> | null;
    if (!response.ok || !json?.IsSuccess) {
      const detail = json?.ValidationErrors?.map((e) => `${e.Name}: ${e.Error}`).join('; ');
      throw new GatewayError(
        `MyFatoorah ${path} refused: ${json?.Message ?? response.status}${detail ? ` (${detail})` : ''}`,
        'REFUSED',
        json,
      );
    }
    return json.Data;
  }

  async function methods(currencyCode: string, amount: number) {
    const data = await call<{ PaymentMethods: (PaymentMethod & { IsDirectPayment?: boolean })[] }>(
      '/v2/InitiatePayment',
      {
        // The list does not depend on the amount; MyFatoorah wants a positive one (one major unit).
        InvoiceAmount: Number(
          toMajorString(amount > 0 ? amount : 10 ** currencyDecimals(currencyCode), currencyCode),
        ),
        CurrencyIso: myFatoorahCurrency(currencyCode),
      },
    );
    return data.PaymentMethods;
  }

  async function execute(input: CreatePaymentInput, direct: boolean) {
    let methodId = input.paymentMethodId;
    if (!methodId || direct) {
      const list = await methods(input.currencyCode, input.amount);
      const pick = direct ? list.find((m) => m.IsDirectPayment) : list[0];
      if (!pick) throw new GatewayError('MyFatoorah offers no payment method for this order', 'REFUSED');
      methodId = pick.PaymentMethodId;
    }
    const mobile = (input.customer.mobile ?? '').replace(/\D/g, '').slice(-11);
    return call<{ InvoiceId: number; PaymentURL: string; CustomerReference: string }>('/v2/ExecutePayment', {
      PaymentMethodId: methodId,
      InvoiceValue: Number(toMajorString(input.amount, input.currencyCode)),
      DisplayCurrencyIso: myFatoorahCurrency(input.currencyCode),
      CustomerName: input.customer.name,
      CustomerEmail: input.customer.email ?? undefined,
      CustomerMobile: mobile || undefined,
      CallBackUrl: input.callbackUrl,
      ErrorUrl: input.errorUrl,
      Language: 'en',
      // Tokenise the card for renewals (subscriptions, card verify).
      SaveToken: input.saveCard,
      CustomerReference: input.referenceId,
      UserDefinedField: input.description.slice(0, 100),
      InvoiceItems: [
        {
          ItemName: input.description.slice(0, 100),
          Quantity: 1,
          UnitPrice: Number(toMajorString(input.amount, input.currencyCode)),
        },
      ],
    });
  }

  return {
    name: 'myfatoorah',

    async paymentModes(currencyCode, amount) {
      return (await methods(currencyCode, amount)).map((m) => ({
        PaymentMethodId: m.PaymentMethodId,
        PaymentMethodEn: m.PaymentMethodEn,
        ImageUrl: m.ImageUrl,
      }));
    },

    async createPayment(input): Promise<CreatedPayment> {
      const data = await execute(input, false);
      return { gatewayPaymentId: String(data.InvoiceId), paymentUrl: data.PaymentURL };
    },

    async status(key, kind): Promise<PaymentStatusResult> {
      const data = await call<MfStatus>('/v2/GetPaymentStatus', {
        Key: key,
        KeyType: kind === 'record' ? 'InvoiceId' : 'PaymentId',
      });
      const last = data.InvoiceTransactions.at(-1);
      let status: GatewayStatus = 'PENDING';
      if (data.InvoiceStatus === 'Paid') status = 'PAID';
      else if (data.InvoiceStatus === 'Canceled' || data.InvoiceStatus === 'Expired') status = 'FAILED';
      // The customer's attempt failed and the gateway sent them to our error URL.
      else if (last && /fail/i.test(last.TransactionStatus)) status = 'FAILED';
      const paidWith = data.InvoiceTransactions.find((t) => /succ/i.test(t.TransactionStatus));
      return {
        status,
        gatewayPaymentId: String(data.InvoiceId),
        referenceId: data.CustomerReference,
        failureReason: status === 'FAILED' ? (last?.Error ?? data.InvoiceStatus) : null,
        card:
          status === 'PAID' && paidWith?.Token && paidWith.CardNumber
            ? {
                token: paidWith.Token,
                brand: 'CARD',
                last4: paidWith.CardNumber.slice(-4),
                expiryMonth: 12,
                expiryYear: new Date().getUTCFullYear() + 3,
              }
            : null,
        raw: {
          InvoiceId: data.InvoiceId,
          InvoiceStatus: data.InvoiceStatus,
          InvoiceValue: data.InvoiceValue,
        },
      };
    },

    verifyWebhook(headers, rawBody): WebhookNotice | null {
      const signature = header(headers, 'myfatoorah-signature');
      if (!signature || !options.webhookSecret) return null;
      const body = JSON.parse(rawBody) as { Event?: string; Data?: Record<string, unknown> };
      if (!body.Data || !safeEqual(signature, myFatoorahSignature(body.Data, options.webhookSecret)))
        return null;
      const data = body.Data;
      return {
        gatewayPaymentId: data.InvoiceId === undefined ? null : String(data.InvoiceId),
        referenceId: typeof data.CustomerReference === 'string' ? data.CustomerReference : null,
        status: WEBHOOK_STATUS[String(data.TransactionStatus ?? '').toUpperCase()] ?? null,
        raw: body,
      };
    },

    /** A direct-payment method charged with the saved card's token, without the customer. */
    async chargeSavedCard(input): Promise<CreatedPayment> {
      const data = await execute(input, true);
      await call<{ PaymentId: string; Status: string }>(
        '/v2/DirectPayment',
        { PaymentType: 'token', Token: input.token, Bypass3DS: true, SaveToken: false },
        data.PaymentURL,
      );
      return { gatewayPaymentId: String(data.InvoiceId), paymentUrl: '' };
    },
  };
}
