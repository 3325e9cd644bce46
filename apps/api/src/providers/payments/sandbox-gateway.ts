import { randomBytes } from 'node:crypto';
import type { PaymentMethod } from '@kinetic/domain';
import type { Db } from '../../db/client';
import { signBody } from '../../lib/body-signature';
import { safeEqual } from '../../lib/tokens';
import {
  type CreatedPayment,
  type CreatePaymentInput,
  GatewayError,
  header,
  isoCurrency,
  type PaymentGateway,
  type PaymentStatusResult,
  type WebhookNotice,
} from './gateway';
import { createSandboxPaymentsRepository, type SandboxPaymentRow } from './sandbox-payments.repository';

/**
 * The country's own debit network, as MyFatoorah offers it per store (its ids): KNET in Kuwait,
 * Benefit in Bahrain, mada in Saudi Arabia. The sandbox page's first mode is this network.
 */
const LOCAL_DEBIT: Record<string, PaymentMethod> = {
  KWD: { PaymentMethodId: 1, PaymentMethodEn: 'KNET', ImageUrl: '/pay/sandbox-assets/knet.svg' },
  BHD: { PaymentMethodId: 5, PaymentMethodEn: 'Benefit', ImageUrl: '/pay/sandbox-assets/benefit.svg' },
  SAR: { PaymentMethodId: 6, PaymentMethodEn: 'MADA', ImageUrl: '/pay/sandbox-assets/mada.svg' },
};
export const localDebitOf = (currencyCode: string): PaymentMethod | null =>
  LOCAL_DEBIT[isoCurrency(currencyCode)] ?? null;

/** The store's modes in MyFatoorah's shape (SPEC 3.2); the images are served by the sandbox routes. */
export function sandboxMethods(currencyCode: string): PaymentMethod[] {
  const local = localDebitOf(currencyCode);
  return [
    ...(local ? [local] : []),
    { PaymentMethodId: 2, PaymentMethodEn: 'VISA/MASTER', ImageUrl: '/pay/sandbox-assets/card.svg' },
    { PaymentMethodId: 11, PaymentMethodEn: 'Apple Pay', ImageUrl: '/pay/sandbox-assets/applepay.svg' },
  ];
}

export interface SandboxOptions {
  db: Db;
  webhookSecret: string;
  now?: () => Date;
}

type Row = SandboxPaymentRow;

export const SANDBOX_WEBHOOK_HEADER = 'x-sandbox-signature';

/**
 * The built-in test gateway (DESIGN 1): it keeps its own books in `sandbox_payment`, serves a hosted
 * checkout page (sandbox-page.routes.ts) and signs the webhooks it sends, like a real one.
 */
export function createSandboxGateway(options: SandboxOptions) {
  const books = createSandboxPaymentsRepository(options.db);
  const now = options.now ?? (() => new Date());

  function toStatus(row: Row): PaymentStatusResult {
    const [, last4 = '0000'] = row.cardToken?.split('_').slice(-2) ?? [];
    return {
      status: row.status as PaymentStatusResult['status'],
      gatewayPaymentId: row.id,
      referenceId: row.customerReference,
      amount: row.amount,
      currencyCode: row.currencyCode,
      failureReason: row.status === 'FAILED' ? 'Card declined' : null,
      card:
        row.status === 'PAID' && row.saveCard && row.cardToken && row.cardLast4
          ? {
              token: row.cardToken,
              brand: row.cardBrand ?? 'CARD',
              last4: row.cardLast4 ?? last4,
              expiryMonth: 12,
              expiryYear: now().getUTCFullYear() + 3,
            }
          : null,
      // The sandbox's cards all expire in December three years on, as the card it keeps says.
      paidWith:
        row.status === 'PAID' && row.cardLast4
          ? {
              brand: row.cardBrand ?? 'CARD',
              last4: row.cardLast4,
              expiryMonth: 12,
              expiryYear: now().getUTCFullYear() + 3,
            }
          : null,
      raw: { id: row.id, status: row.status, mode: row.mode },
    };
  }

  async function find(id: string): Promise<Row | undefined> {
    return books.find(id);
  }

  const gateway = {
    name: 'sandbox' as const,
    canChargeSavedCards: true,

    async paymentModes(currencyCode: string) {
      return sandboxMethods(currencyCode);
    },

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const id = `sbx_${randomBytes(12).toString('hex')}`;
      await books.insert({
        id,
        customerReference: input.referenceId,
        amount: input.amount,
        currencyCode: input.currencyCode,
        // 'KNET' is the store's own debit network (KNET, Benefit or mada) on the sandbox's books.
        mode:
          input.paymentMethodId && input.paymentMethodId === localDebitOf(input.currencyCode)?.PaymentMethodId
            ? 'KNET'
            : input.paymentMethodId
              ? 'CARD'
              : null,
        saveCard: input.saveCard,
        createdAt: now(),
      });
      // The page reads the customer's language from the link, as MyFatoorah's takes its Language field.
      const language = input.customer.language === 'ar' ? '?lang=ar' : '';
      return { gatewayPaymentId: id, paymentUrl: `/pay/sandbox/${id}${language}` };
    },

    /** The slow card's payment turns PAID once its time has come, whoever asks first. */
    async status(key: string): Promise<PaymentStatusResult> {
      await books.payIfDue(key, now());
      const row = await find(key);
      if (!row) throw new GatewayError(`sandbox payment ${key} not found`, 'NOT_FOUND');
      return toStatus(row);
    },

    verifyWebhook(
      headers: Record<string, string | string[] | undefined>,
      rawBody: string,
    ): WebhookNotice | null {
      const signature = header(headers, SANDBOX_WEBHOOK_HEADER);
      if (!signature || !safeEqual(signature, signBody(options.webhookSecret, rawBody))) return null;
      const body = JSON.parse(rawBody) as { paymentId?: string; customerReference?: string; status?: string };
      const status = body.status === 'PAID' || body.status === 'FAILED' ? body.status : null;
      return {
        gatewayPaymentId: body.paymentId ?? null,
        referenceId: body.customerReference ?? null,
        status,
        raw: body,
      };
    },

    /** A saved card pays at once unless it is the decline card. */
    async chargeSavedCard(input: CreatePaymentInput & { token: string }): Promise<CreatedPayment> {
      const created = await gateway.createPayment({ ...input, saveCard: true });
      const last4 = input.token.split('_').at(-2) ?? '';
      await books.update(created.gatewayPaymentId, {
        status: last4 === '0002' ? 'FAILED' : 'PAID',
        mode: 'SAVED_CARD',
        cardLast4: last4,
        cardToken: input.token,
        settledAt: now(),
      });
      return created;
    },

    // ---- the hosted page's side (sandbox-page.routes.ts) ----

    find,

    /** Settles a payment from the hosted page; false when it was already settled. */
    async settleFromPage(
      id: string,
      outcome: {
        status: 'PAID' | 'FAILED' | 'PENDING';
        paysAt: Date | null;
        mode: string;
        last4: string;
        brand: string;
      },
    ): Promise<boolean> {
      const token = `sbx_tok_${outcome.last4}_${randomBytes(6).toString('hex')}`;
      return books.updatePending(id, {
        status: outcome.status,
        paysAt: outcome.paysAt,
        mode: outcome.mode,
        cardLast4: outcome.last4,
        cardBrand: outcome.brand,
        cardToken: token,
        settledAt: outcome.status === 'PENDING' ? null : now(),
      });
    },

    /** The body and signature of the webhook for a payment's current state. */
    webhookFor(row: Row): { body: string; signature: string } {
      const body = JSON.stringify({
        paymentId: row.id,
        customerReference: row.customerReference,
        status: row.status,
        amount: row.amount,
        currencyCode: row.currencyCode,
      });
      return { body, signature: signBody(options.webhookSecret, body) };
    },
  };
  return gateway satisfies PaymentGateway;
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
