import { currencyDecimals, type PaymentMethod, toMajorString, toMinor } from '@kinetic/domain';
import {
  type CreatedPayment,
  type CreatePaymentInput,
  GatewayError,
  type GatewayStatus,
  header,
  isoCurrency,
  type PaymentGateway,
  type PaymentStatusResult,
  type WebhookNotice,
} from './gateway';
import { verifyMyFatoorahWebhook } from './myfatoorah-webhook';

export { myFatoorahSignature, myFatoorahV2Signature } from './myfatoorah-webhook';

export interface MyFatoorahOptions {
  apiKey: string;
  /** MyFatoorah's webhook secret key; null refuses every webhook (callbacks and polling still settle). */
  webhookSecret: string | null;
  /** 'test' talks to apitest for every country; 'live' to the store's country's own host. */
  mode?: 'test' | 'live';
  /** Overrides the host for every country (a local fake or a proxy). */
  baseUrl?: string | null;
  /**
   * The account is approved for DirectPayment with saved tokens. Without approval (a standard account)
   * no card can be charged without the customer; renewals go by payment link (docs/adr/0012).
   */
  directPayment?: boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** GetPaymentStatus is rate limited: how often a 429 is retried, and the longest wait honoured. */
  statusRetries?: number;
  maxRetryWaitMs?: number;
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
  TransactionDate?: string;
}

interface MfStatus {
  InvoiceId: number;
  InvoiceStatus: string;
  CustomerReference: string | null;
  InvoiceValue: number;
  InvoiceDisplayValue?: string;
  ExpiryDate?: string;
  ExpiryTime?: string;
  InvoiceTransactions: MfTransaction[];
}

/**
 * MyFatoorah takes ISO 4217 codes; our stores may spell the Kuwaiti and Bahraini dinars the local way
 * (KD, BD; SPEC 9), and MyFatoorah's display values do too (InvoiceDisplayValue "22.500 KD").
 */
export const myFatoorahCurrency = isoCurrency;

/** The MyFatoorah country of a store, by the store's currency (one store per country, SPEC 9). */
const COUNTRY_OF_CURRENCY: Record<string, string> = {
  KWD: 'KWT',
  BHD: 'BHR',
  SAR: 'SAU',
  QAR: 'QAT',
  AED: 'ARE',
  OMR: 'OMN',
};

/**
 * The v2 API host per country, from my-fatoorah/library src/mf-config.json: Kuwait, Bahrain, the UAE
 * and Oman share api.myfatoorah.com, Saudi Arabia and Qatar have their own; every test account uses
 * apitest.myfatoorah.com.
 */
const LIVE_HOSTS: Record<string, string> = {
  KWT: 'https://api.myfatoorah.com',
  BHR: 'https://api.myfatoorah.com',
  ARE: 'https://api.myfatoorah.com',
  OMN: 'https://api.myfatoorah.com',
  SAU: 'https://api-sa.myfatoorah.com',
  QAT: 'https://api-qa.myfatoorah.com',
};
export const MYFATOORAH_TEST_HOST = 'https://apitest.myfatoorah.com';

export function myFatoorahBaseUrl(mode: 'test' | 'live', currencyCode: string): string {
  if (mode === 'test') return MYFATOORAH_TEST_HOST;
  const country = COUNTRY_OF_CURRENCY[myFatoorahCurrency(currencyCode)] ?? 'KWT';
  return LIVE_HOSTS[country] ?? LIVE_HOSTS.KWT!;
}

/**
 * What MyFatoorah accepts as CustomerName: letters, digits and spaces only; the library strips the rest
 * before every SendPayment and ExecutePayment (MyFatoorahPayment::preparePayment, v2.2.9).
 */
export function myFatoorahCustomerName(name: string): string {
  return name
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The library strips tags from item names (preparePayment); MyFatoorah refuses HTML there. */
const itemName = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .trim()
    .slice(0, 100);

/**
 * MyFatoorah keeps its clocks in Kuwait time ("all myfatoorah gateway is set to Asia/Kuwait",
 * MyFatoorahPaymentStatus::getErrorData): ExpiryDate is sent as Kuwait local time. Kuwait has no DST.
 */
export function kuwaitLocal(at: Date): string {
  return new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 19);
}

/** "22.500 KD" → minor units and ISO currency, as checkOrderInformation reads it. */
function displayValue(text: string | undefined): { amount: number; currencyCode: string } | null {
  if (!text) return null;
  const [value = '', currency = ''] = text.trim().split(/\s+/);
  const iso = myFatoorahCurrency(currency);
  const major = value.replace(/[^\d.]/g, '');
  if (!iso || !major) return null;
  return { amount: toMinor(major, iso), currencyCode: iso };
}

function expired(data: MfStatus, now: Date): boolean {
  if (!data.ExpiryDate) return false;
  const at = new Date(`${data.ExpiryDate} ${data.ExpiryTime ?? '23:59:59'} GMT+0300`);
  return !Number.isNaN(at.getTime()) && at < now;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The MyFatoorah v2 REST contract: InitiatePayment (the store's methods), ExecutePayment (a chosen
 * method), SendPayment (MyFatoorah's own page, or a link it e-mails), GetPaymentStatus, webhooks V1
 * and V2, and DirectPayment for accounts approved for tokens.
 */
export function createMyFatoorahGateway(options: MyFatoorahOptions): PaymentGateway {
  const doFetch = options.fetch ?? fetch;
  const mode = options.mode ?? 'test';
  const baseFor = (currencyCode: string | undefined) =>
    (options.baseUrl ?? myFatoorahBaseUrl(mode, currencyCode ?? 'KWD')).replace(/\/+$/, '');

  async function call<T>(url: string, body: unknown): Promise<T> {
    const path = new URL(url).pathname;
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
    // Rate limited or down: ask again later; it says nothing about the payment.
    if (response.status === 429 || response.status >= 500) {
      const wait = Number(response.headers.get('retry-after'));
      throw new GatewayError(`MyFatoorah ${path} answered ${response.status}`, 'UNREACHABLE', {
        retryAfterMs: Number.isFinite(wait) ? wait * 1000 : null,
      });
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
      `${baseFor(currencyCode)}/v2/InitiatePayment`,
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

  /** The fields ExecutePayment and SendPayment share (docs: execute-payment / send-payment endpoints). */
  function invoice(input: CreatePaymentInput) {
    const mobile = (input.customer.mobile ?? '').replace(/\D/g, '').slice(-11);
    const value = Number(toMajorString(input.amount, input.currencyCode));
    return {
      InvoiceValue: value,
      DisplayCurrencyIso: myFatoorahCurrency(input.currencyCode),
      CustomerName: myFatoorahCustomerName(input.customer.name) || undefined,
      CustomerEmail: input.customer.email || undefined,
      CustomerMobile: mobile || undefined,
      CallBackUrl: input.callbackUrl,
      ErrorUrl: input.errorUrl,
      Language: input.customer.language === 'ar' ? 'ar' : 'en',
      CustomerReference: input.referenceId,
      UserDefinedField: itemName(input.description),
      // Our order stops waiting then (wallet and promo go back), so MyFatoorah's invoice must too.
      ExpiryDate: kuwaitLocal(input.expiresAt),
      InvoiceItems: [{ ItemName: itemName(input.description), Quantity: 1, UnitPrice: value }],
    };
  }

  function execute(input: CreatePaymentInput, methodId: number) {
    return call<{ InvoiceId: number; PaymentURL: string }>(
      `${baseFor(input.currencyCode)}/v2/ExecutePayment`,
      {
        PaymentMethodId: methodId,
        ...invoice(input),
      },
    );
  }

  /**
   * No method chosen: MyFatoorah's own invoice page lets the customer choose among the account's
   * methods (SendPayment's InvoiceURL; MyFatoorahPayment::getInvoiceURL with no gateway id). With
   * 'EML' MyFatoorah also e-mails the link to the customer.
   */
  function send(input: CreatePaymentInput) {
    const fields = invoice(input);
    return call<{ InvoiceId: number; InvoiceURL: string }>(`${baseFor(input.currencyCode)}/v2/SendPayment`, {
      NotificationOption: input.notify === 'EMAIL' && input.customer.email ? 'EML' : 'LNK',
      ...fields,
      // SendPayment requires a name; a name of symbols only filters to nothing.
      CustomerName: fields.CustomerName ?? 'Customer',
    });
  }

  async function status(key: string, kind: 'record' | 'callback', currencyCode?: string) {
    const retries = options.statusRetries ?? 2;
    for (let attempt = 0; ; attempt++) {
      try {
        return await call<MfStatus>(`${baseFor(currencyCode)}/v2/GetPaymentStatus`, {
          Key: key,
          KeyType: kind === 'record' ? 'InvoiceId' : 'PaymentId',
        });
      } catch (error) {
        const wait = (error as GatewayError).detail as { retryAfterMs?: number | null } | undefined;
        if (!(error instanceof GatewayError) || error.kind !== 'UNREACHABLE' || attempt >= retries)
          throw error;
        await sleep(Math.min(wait?.retryAfterMs ?? 500, options.maxRetryWaitMs ?? 2_000));
      }
    }
  }

  return {
    name: 'myfatoorah',
    canChargeSavedCards: options.directPayment ?? false,

    async paymentModes(currencyCode, amount) {
      return (
        (await methods(currencyCode, amount))
          // Direct-payment methods take card details on our side; customers are never offered them.
          .filter((m) => !m.IsDirectPayment)
          .map((m) => ({
            PaymentMethodId: m.PaymentMethodId,
            PaymentMethodEn: m.PaymentMethodEn,
            ImageUrl: m.ImageUrl,
          }))
      );
    },

    async createPayment(input): Promise<CreatedPayment> {
      if (input.paymentMethodId && !input.notify) {
        const data = await execute(input, input.paymentMethodId);
        await input.onRegistered?.(String(data.InvoiceId));
        return { gatewayPaymentId: String(data.InvoiceId), paymentUrl: data.PaymentURL };
      }
      const data = await send(input);
      await input.onRegistered?.(String(data.InvoiceId));
      return { gatewayPaymentId: String(data.InvoiceId), paymentUrl: data.InvoiceURL };
    },

    async status(key, kind, currencyCode): Promise<PaymentStatusResult> {
      const data = await status(key, kind, currencyCode);
      const transactions = data.InvoiceTransactions ?? [];
      // The attempt this answer is about: the callback's own PaymentId, else the latest attempt
      // (getLastTransactionOfPaymentId / getLastTransactionOfInvoiceId in MyFatoorahPaymentStatus).
      const focus =
        kind === 'callback'
          ? transactions.find((t) => t.PaymentId === key)
          : [...transactions]
              .sort((a, b) => Date.parse(a.TransactionDate ?? '') - Date.parse(b.TransactionDate ?? ''))
              .at(-1);
      let state: GatewayStatus = 'PENDING';
      let reason: string | null = null;
      // DuplicatePayment: the invoice was paid more than once; the library treats it as paid.
      if (data.InvoiceStatus === 'Paid' || data.InvoiceStatus === 'DuplicatePayment') state = 'PAID';
      else if (focus && /^fail/i.test(focus.TransactionStatus)) {
        state = 'FAILED';
        reason = focus.Error ?? 'Payment failed';
      } else if (data.InvoiceStatus === 'Canceled' || data.InvoiceStatus === 'Expired') {
        state = 'FAILED';
        reason = `Invoice ${data.InvoiceStatus.toLowerCase()}`;
      } else if (expired(data, new Date())) {
        state = 'FAILED';
        reason = 'Invoice expired';
      }
      const display = displayValue(data.InvoiceDisplayValue);
      return {
        status: state,
        gatewayPaymentId: String(data.InvoiceId),
        referenceId: data.CustomerReference,
        amount: display?.amount ?? null,
        currencyCode: display?.currencyCode ?? null,
        failureReason: reason,
        // The hosted page never returns a reusable token (docs/adr/0012).
        card: null,
        raw: {
          InvoiceId: data.InvoiceId,
          InvoiceStatus: data.InvoiceStatus,
          InvoiceValue: data.InvoiceValue,
          InvoiceDisplayValue: data.InvoiceDisplayValue ?? null,
          PaymentId: focus?.PaymentId ?? null,
        },
      };
    },

    verifyWebhook(headers, rawBody): WebhookNotice | null {
      return verifyMyFatoorahWebhook(header(headers, 'myfatoorah-signature'), options.webhookSecret, rawBody);
    },

    /**
     * Accounts approved for tokens only: a direct-payment method charged with the token. The invoice id
     * is handed over before the charge (a lost answer is settled later); 3-D Secure (a PaymentURL in
     * the answer) needs the customer, so that URL is returned for them.
     */
    async chargeSavedCard(input): Promise<CreatedPayment> {
      if (!options.directPayment) {
        throw new GatewayError('MyFatoorah DirectPayment is not enabled on this account', 'REFUSED');
      }
      const method = (await methods(input.currencyCode, input.amount)).find((m) => m.IsDirectPayment);
      if (!method) throw new GatewayError('MyFatoorah offers no direct-payment method', 'REFUSED');
      const data = await execute(input, method.PaymentMethodId);
      const id = String(data.InvoiceId);
      await input.onRegistered?.(id);
      const charged = await call<{
        Status: string;
        PaymentURL?: string | null;
        ErrorMessage?: string | null;
      }>(data.PaymentURL, { PaymentType: 'token', Token: input.token, SaveToken: false });
      if (/^fail/i.test(charged.Status ?? '')) {
        throw new GatewayError(`MyFatoorah declined: ${charged.ErrorMessage ?? 'card declined'}`, 'REFUSED');
      }
      return { gatewayPaymentId: id, paymentUrl: charged.PaymentURL ?? '' };
    },
  };
}
