import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/tokens';
import type { GatewayStatus, WebhookNotice } from './gateway';

/**
 * MyFatoorah's webhooks (docs.myfatoorah.com/docs/webhook-v1, /docs/webhook-v2). Both versions send
 * `MyFatoorah-Signature`: base64 HMAC-SHA256, under the portal's webhook secret key, of `key=value`
 * pairs joined by commas. They differ in which pairs:
 * - V1 (`EventType`, flat `Data`): every Data property, ordered by name case-insensitively, null as
 *   empty (MyFatoorahHelper::isSignatureValid in my-fatoorah/library). A refund (EventType 2) leaves
 *   out `GatewayReference` (docs/refund-data-model, and the library), a supplier event (EventType 4)
 *   its `KycFeedback` object (docs/supplier-data-model).
 * - V2 (`Event.Code`, nested `Data`): a fixed list of paths in a fixed order per event
 *   (docs/webhook-v2-payment-status-data-model, "Webhook Signature"), missing values as empty.
 */
export const V2_SIGNED_FIELDS: Record<number, string[]> = {
  1: [
    'Invoice.Id',
    'Invoice.Status',
    'Transaction.Status',
    'Transaction.PaymentId',
    'Invoice.ExternalIdentifier',
  ],
  2: ['Refund.Id', 'Refund.Status', 'Amount.ValueInBaseCurrency', 'ReferencedInvoice.Id'],
};

const V1_EXCLUDED: Record<number, string[]> = { 2: ['GatewayReference'], 4: ['KycFeedback'] };

/** PHP's sprintf('%s') of a scalar, as the library writes it: null and false empty, true '1'. */
const text = (value: unknown) =>
  value === null || value === undefined || value === false ? '' : value === true ? '1' : String(value);

const hmac = (material: string, secret: string) =>
  createHmac('sha256', secret).update(material, 'utf8').digest('base64');

/** V1: the Data properties (less the event's exclusions) sorted by name case-insensitively. */
export function myFatoorahSignature(data: Record<string, unknown>, secret: string, eventType = 1): string {
  const excluded = V1_EXCLUDED[eventType] ?? [];
  const material = Object.keys(data)
    .filter((key) => !excluded.includes(key))
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
    .map((key) => `${key}=${text(data[key])}`)
    .join(',');
  return hmac(material, secret);
}

const at = (data: Record<string, unknown>, path: string) =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      data,
    );

/** V2: the event's documented paths, in their documented order. */
export function myFatoorahV2Signature(
  code: number,
  data: Record<string, unknown>,
  secret: string,
): string | null {
  const fields = V2_SIGNED_FIELDS[code];
  if (!fields) return null;
  return hmac(fields.map((path) => `${path}=${text(at(data, path))}`).join(','), secret);
}

const V1_STATUS: Record<string, GatewayStatus> = { SUCCESS: 'PAID', FAILED: 'FAILED', CANCELED: 'FAILED' };
const V2_STATUS: Record<string, GatewayStatus> = { SUCCESS: 'PAID', FAILED: 'FAILED', CANCELED: 'FAILED' };

/** A verified notice, or null when the signature does not match (or the event cannot be verified). */
export function verifyMyFatoorahWebhook(
  signature: string | null,
  secret: string | null,
  rawBody: string,
): WebhookNotice | null {
  if (!signature || !secret) return null;
  const body = JSON.parse(rawBody) as {
    EventType?: number;
    Event?: unknown;
    Data?: Record<string, unknown>;
  };
  const data = body.Data;
  if (!data || typeof data !== 'object') return null;
  if (body.Event && typeof body.Event === 'object') {
    const code = Number((body.Event as { Code?: unknown }).Code);
    const expected = myFatoorahV2Signature(code, data, secret);
    if (!expected || !safeEqual(signature, expected)) return null;
    if (code !== 1)
      return { gatewayPaymentId: null, referenceId: null, status: null, ignore: true, raw: body };
    const invoiceId = at(data, 'Invoice.Id');
    const external = at(data, 'Invoice.ExternalIdentifier');
    return {
      gatewayPaymentId: invoiceId === undefined || invoiceId === null ? null : String(invoiceId),
      referenceId: typeof external === 'string' && external ? external : null,
      status: V2_STATUS[text(at(data, 'Transaction.Status')).toUpperCase()] ?? null,
      raw: body,
    };
  }
  const eventType = Number(body.EventType ?? 1);
  if (!safeEqual(signature, myFatoorahSignature(data, secret, eventType))) return null;
  if (eventType !== 1)
    return { gatewayPaymentId: null, referenceId: null, status: null, ignore: true, raw: body };
  return {
    gatewayPaymentId: data.InvoiceId === undefined || data.InvoiceId === null ? null : String(data.InvoiceId),
    referenceId: typeof data.CustomerReference === 'string' ? data.CustomerReference : null,
    status: V1_STATUS[text(data.TransactionStatus).toUpperCase()] ?? null,
    raw: body,
  };
}
