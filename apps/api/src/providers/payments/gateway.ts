import type { Language, PaymentMethod } from '@kinetic/domain';

/**
 * A payment provider as the payments module sees it (docs/adr/0005). Amounts are integer minor units;
 * adapters convert to what their API wants. Nothing here trusts a redirect or webhook on its own word:
 * the module always asks `status` before it settles an order.
 */
export type GatewayName = 'sandbox' | 'myfatoorah';
export type GatewayStatus = 'PENDING' | 'PAID' | 'FAILED';

export interface CreatePaymentInput {
  /** Our reference id (the gateway's customer reference). */
  referenceId: string;
  amount: number;
  currencyCode: string;
  /** From the payment modes list; null lets the gateway choose (or its own page lists them). */
  paymentMethodId: number | null;
  /** `language`: the gateway's page in the customer's language (English when absent). */
  customer: { name: string; email: string | null; mobile: string | null; language?: Language };
  description: string;
  /** Where the gateway sends the browser back, with the payment id in the query. */
  callbackUrl: string;
  errorUrl: string;
  /** Keep the card for renewals (subscriptions, card verify), where the gateway can. */
  saveCard: boolean;
  /** Our order's pending timeout: the gateway's invoice must stop taking money by then. */
  expiresAt: Date;
  /** 'EMAIL': the gateway e-mails the payment link to the customer (a renewal, docs/adr/0012). */
  notify?: 'EMAIL' | null;
  /**
   * Called with the gateway's id as soon as the gateway has one and before any money can move, so a
   * charge whose answer is lost (a timeout) can still be settled by the webhook or the poller.
   */
  onRegistered?: (gatewayPaymentId: string) => Promise<void>;
}

export interface CreatedPayment {
  /** The id under which we keep this payment (sandbox payment id; MyFatoorah InvoiceId). */
  gatewayPaymentId: string;
  paymentUrl: string;
}

export interface SavedCardDetails {
  token: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

export interface PaymentStatusResult {
  status: GatewayStatus;
  /** The id we kept at creation (see CreatedPayment). */
  gatewayPaymentId: string;
  /** Our reference as the gateway echoes it back. */
  referenceId: string | null;
  /** What the gateway says was invoiced, in minor units of `currencyCode` (ISO), when it says. */
  amount: number | null;
  currencyCode: string | null;
  failureReason: string | null;
  card: SavedCardDetails | null;
  /**
   * The card that paid, whether or not it is kept (brand, last four, expiry when the gateway tells):
   * the referral reward refuses a friend paying with the referrer's card (docs/adr/0044).
   */
  paidWith?: { brand: string; last4: string; expiryMonth?: number | null; expiryYear?: number | null } | null;
  raw: unknown;
}

/** What a verified webhook says; the module still asks `status` before settling. */
export interface WebhookNotice {
  gatewayPaymentId: string | null;
  referenceId: string | null;
  status: GatewayStatus | null;
  /** A verified notice about something other than a payment (a refund, a supplier): acknowledged only. */
  ignore?: boolean;
  raw: unknown;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** SPEC 3.2 payment modes, in the gateway's own shape. */
  paymentModes(currencyCode: string, amount: number): Promise<PaymentMethod[]>;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * `key` is either the id kept at creation ('record') or the id the gateway put on the callback URL
   * ('callback'); they differ for MyFatoorah (InvoiceId vs PaymentId).
   */
  status(key: string, kind: 'record' | 'callback', currencyCode?: string): Promise<PaymentStatusResult>;
  /** null when the signature does not verify. */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): WebhookNotice | null;
  /**
   * Whether saved cards can be charged without the customer. A standard MyFatoorah account cannot
   * (tokens need DirectPayment approval): renewals then send the customer a payment link (docs/adr/0012).
   */
  readonly canChargeSavedCards: boolean;
  /** Charges a saved card without the customer (subscription renewal). */
  chargeSavedCard(input: CreatePaymentInput & { token: string }): Promise<CreatedPayment>;
}

export class GatewayError extends Error {
  constructor(
    message: string,
    /**
     * NOT_FOUND and REFUSED are answers about the payment; UNREACHABLE is the gateway being down, slow
     * or rate limiting us (429): worth asking again later, never a refusal.
     */
    readonly kind: 'NOT_FOUND' | 'REFUSED' | 'UNREACHABLE',
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export function header(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  const value = headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/**
 * ISO 4217 for the local spellings our stores and MyFatoorah's display values use (KD, BD; SPEC 9),
 * so amounts in "KD" and "KWD" compare as the same money.
 */
const LOCAL_SPELLINGS: Record<string, string> = { KD: 'KWD', BD: 'BHD', SR: 'SAR', QR: 'QAR' };
export function isoCurrency(currencyCode: string): string {
  const code = currencyCode.trim().toUpperCase();
  return LOCAL_SPELLINGS[code] ?? code;
}
