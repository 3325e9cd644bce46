import { signBody } from '../../lib/body-signature';
import { safeEqual } from '../../lib/tokens';

/**
 * The Cloud API's webhook (object 'whatsapp_business_account'): every POST is signed in
 * X-Hub-Signature-256 as 'sha256=' + the hex HMAC-SHA256 of the raw body under the app secret.
 */
export function validWhatsAppSignature(header: string | undefined, rawBody: string, secret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  return safeEqual(header, signBody(secret, rawBody));
}

export interface StatusUpdate {
  messageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  at: Date;
  error: string | null;
}

export interface InboundText {
  from: string;
  text: string;
}

interface Change {
  field?: string;
  value?: {
    statuses?: {
      id?: string;
      status?: string;
      timestamp?: string;
      errors?: { code?: number; title?: string }[];
    }[];
    messages?: {
      from?: string;
      type?: string;
      text?: { body?: string };
      button?: { text?: string; payload?: string };
    }[];
  };
}

const STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);

/** The status changes and inbound texts of one webhook body (anything else in it is ignored). */
export function readWhatsAppWebhook(body: unknown): { statuses: StatusUpdate[]; inbound: InboundText[] } {
  const statuses: StatusUpdate[] = [];
  const inbound: InboundText[] = [];
  const entries = (body as { entry?: { changes?: Change[] }[] } | null)?.entry ?? [];
  for (const change of entries.flatMap((entry) => entry.changes ?? [])) {
    if (change.field !== 'messages' || !change.value) continue;
    for (const status of change.value.statuses ?? []) {
      if (!status.id || !status.status || !STATUSES.has(status.status)) continue;
      const seconds = Number(status.timestamp);
      const error = status.errors?.[0];
      statuses.push({
        messageId: status.id,
        status: status.status as StatusUpdate['status'],
        at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date(),
        error: error ? `${error.code ?? ''} ${error.title ?? ''}`.trim() : null,
      });
    }
    for (const message of change.value.messages ?? []) {
      const text = message.type === 'button' ? message.button?.text : message.text?.body;
      if (message.from && text) inbound.push({ from: message.from, text });
    }
  }
  return { statuses, inbound };
}
