import { type TemplateMessage, type WhatsAppProvider, WhatsAppSendError } from './whatsapp';

export interface CloudSettings {
  /** https://graph.facebook.com, or the local fake. */
  graphUrl: string;
  /** The Graph API version, e.g. v21.0. */
  version: string;
  phoneNumberId: string;
  accessToken: string;
  /** How long one call may take. */
  timeoutMs?: number;
}

/** The Cloud API's throughput limit (130429) and a business–customer pair's (131056): try later. */
const RATE_LIMITED = new Set([4, 80007, 130429, 131048, 131056]);
/** Meta's passing troubles: an unknown error, the service unavailable, a timeout on their side. */
const PASSING = new Set([1, 2, 131000, 131016, 133004]);
/** The pair limit: about one message per 6 seconds to one customer. */
export const PAIR_INTERVAL_MS = 6000;

interface GraphError {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/**
 * The WhatsApp Business Cloud API: POST {graph}/{version}/{phone-number-id}/messages with the
 * system user's token, a `template` message with one body component of text parameters; the answer
 * names the message `{messages: [{id: 'wamid.…'}]}`. Errors come as `{error: {code, message}}`.
 */
export function createCloudWhatsApp(settings: CloudSettings): WhatsAppProvider {
  const url = `${settings.graphUrl.replace(/\/$/, '')}/${settings.version}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    async sendTemplate(message: TemplateMessage) {
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to,
        type: 'template',
        template: {
          name: message.template,
          language: { code: message.language },
          components: [
            {
              type: 'body',
              parameters: message.parameters.map((text) => ({ type: 'text', text })),
            },
          ],
        },
      };
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${settings.accessToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new WhatsAppSendError(
          `WhatsApp unreachable: ${error instanceof Error ? error.message : String(error)}`,
          true,
        );
      }
      const answer = (await response.json().catch(() => ({}))) as GraphError & {
        messages?: { id?: string }[];
      };
      const id = answer.messages?.[0]?.id;
      if (response.ok && id) return { messageId: id };
      const code = answer.error?.code ?? null;
      const text = `${response.status}${code === null ? '' : ` (${code})`}: ${answer.error?.error_data?.details ?? answer.error?.message ?? 'no message id'}`;
      if (response.status === 429 || (code !== null && RATE_LIMITED.has(code))) {
        throw new WhatsAppSendError(`rate limited ${text}`, true, code, PAIR_INTERVAL_MS);
      }
      if (response.status >= 500 || (code !== null && PASSING.has(code))) {
        throw new WhatsAppSendError(text, true, code);
      }
      throw new WhatsAppSendError(text, false, code);
    },
  };
}
