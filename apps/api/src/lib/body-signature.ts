import { createHmac } from 'node:crypto';

/**
 * "sha256=" + the hex HMAC-SHA256 of a raw body: the sandbox webhook's X-Sandbox-Signature and the
 * WhatsApp Cloud API's X-Hub-Signature-256 alike.
 */
export function signBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}
