import { createHmac } from 'node:crypto';

/** Hex HMAC-SHA256 of the raw body: the sandbox webhook's X-Sandbox-Signature ("sha256=<hex>"). */
export function signBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}
