import { randomBytes } from 'node:crypto';
import { signBody } from '../../lib/body-signature';

/**
 * A local stand-in for the WhatsApp Business Cloud API (docs/adr/0049), for development and tests,
 * written from Meta's documentation and not from the adapter (so the tests cannot agree with the
 * adapter's own mistakes):
 * - POST /{version}/{phone-number-id}/messages with `Authorization: Bearer <token>` and a template
 *   message answers `{messaging_product, contacts: [{input, wa_id}], messages: [{id: 'wamid.…'}]}`.
 *   A wrong token is 401 code 190; another phone number id, a body that is no template message, or a
 *   template not approved in that language (132001) or with the wrong count of parameters (132000)
 *   is 400 with `{error: {message, type: 'OAuthException', code, error_data, fbtrace_id}}`.
 * - Webhooks as the app's subscription receives them: object 'whatsapp_business_account', one entry,
 *   a change of field 'messages' whose value holds `statuses` (sent, delivered, read, failed with
 *   `errors`) or inbound `messages` (type 'text'), signed in X-Hub-Signature-256 ('sha256=' + hex
 *   HMAC-SHA256 of the raw body under the app secret).
 * - A number starting 000 is accepted, then reported `failed` with 131026 (message undeliverable),
 *   as WhatsApp does for a number with no WhatsApp account.
 */
export interface FakeMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
  at: Date;
  /** The statuses the fake reported by webhook, in order. */
  statuses: string[];
}

export interface FakeError {
  status: number;
  code: number;
  message: string;
}

export interface FakeCloudOptions {
  accessToken: string;
  phoneNumberId: string;
  appSecret: string;
  /** The approved templates: name → count of body parameters, in both languages. */
  templates: Record<string, number>;
  /** Posts a signed webhook to the app. */
  deliver?: (body: string, headers: Record<string, string>) => Promise<unknown>;
  /** Report `sent` and `delivered` by webhook right after a message is accepted. */
  autoDeliver?: boolean;
}

const graphError = (status: number, code: number, message: string) => ({
  status,
  body: {
    error: {
      message,
      type: 'OAuthException',
      code,
      error_data: { messaging_product: 'whatsapp', details: message },
      fbtrace_id: randomBytes(8).toString('hex'),
    },
  },
});

export function createFakeCloud(options: FakeCloudOptions) {
  const messages: FakeMessage[] = [];
  const failures: FakeError[] = [];
  const requests: { path: string; body: unknown }[] = [];
  const pending = new Set<Promise<unknown>>();

  const envelope = (value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'fake-waba-id',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550001234', phone_number_id: options.phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });

  async function post(payload: unknown) {
    if (!options.deliver) return;
    const body = JSON.stringify(payload);
    const delivery = options.deliver(body, {
      'content-type': 'application/json',
      'x-hub-signature-256': signBody(options.appSecret, body),
    });
    pending.add(delivery);
    try {
      await delivery;
    } finally {
      pending.delete(delivery);
    }
  }

  /** Runs `task` shortly, counted among the webhooks under way (`settled` waits for it). */
  function later(task: () => Promise<unknown>, ms = 300) {
    const run = new Promise((resolve) => setTimeout(resolve, ms))
      .then(task)
      .catch(() => undefined)
      .finally(() => pending.delete(run));
    pending.add(run);
  }

  /** Reports a status of an accepted message by webhook (failed: with WhatsApp's error). */
  async function postStatus(id: string, status: 'sent' | 'delivered' | 'read' | 'failed', code = 131026) {
    const message = messages.find((m) => m.id === id);
    if (!message) throw new Error(`no message ${id}`);
    message.statuses.push(status);
    await post(
      envelope({
        statuses: [
          {
            id,
            status,
            timestamp: String(Math.floor(Date.now() / 1000)),
            recipient_id: message.to,
            ...(status === 'failed'
              ? { errors: [{ code, title: code === 131026 ? 'Message undeliverable' : 'Failed' }] }
              : {
                  conversation: { id: `conv-${message.to}`, origin: { type: 'utility' } },
                  pricing: { billable: true, pricing_model: 'CBP', category: 'utility' },
                }),
          },
        ],
      }),
    );
  }

  /** A customer's text reply (e.g. STOP) from `from`, by webhook. */
  async function postInbound(from: string, text: string) {
    await post(
      envelope({
        contacts: [{ profile: { name: 'Customer' }, wa_id: from }],
        messages: [
          {
            from,
            id: `wamid.in.${randomBytes(10).toString('hex')}`,
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: 'text',
            text: { body: text },
          },
        ],
      }),
    );
  }

  /** One request to the Graph API: its HTTP status and JSON answer. */
  function handle(
    method: string,
    path: string,
    headers: Record<string, string | string[] | undefined>,
    raw: string,
  ) {
    const match = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(path.split('?')[0] ?? '');
    if (method !== 'POST' || !match) return graphError(400, 100, 'Unsupported request');
    if (headers.authorization !== `Bearer ${options.accessToken}`) {
      return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    }
    if (decodeURIComponent(match[1] ?? '') !== options.phoneNumberId) {
      return graphError(400, 100, 'Unsupported post request. Object does not exist');
    }
    let body: {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: {
        name?: string;
        language?: { code?: string };
        components?: { type?: string; parameters?: { type?: string; text?: string }[] }[];
      };
    };
    try {
      body = JSON.parse(raw);
    } catch {
      return graphError(400, 100, 'Invalid JSON');
    }
    requests.push({ path, body });
    const failure = failures.shift();
    if (failure) return graphError(failure.status, failure.code, failure.message);
    if (body.messaging_product !== 'whatsapp') {
      return graphError(400, 100, 'The parameter messaging_product is required.');
    }
    if (!body.to || !/^\d{8,15}$/.test(body.to)) return graphError(400, 100, 'Invalid parameter: to');
    if (body.type !== 'template' || !body.template?.name) {
      return graphError(400, 131008, 'Required parameter is missing: template');
    }
    const language = body.template.language?.code ?? '';
    const count = options.templates[body.template.name];
    if (count === undefined || !['en', 'ar'].includes(language)) {
      return graphError(
        404,
        132001,
        `Template name does not exist in the translation: ${body.template.name} (${language})`,
      );
    }
    const parameters = (body.template.components ?? [])
      .filter((c) => c.type === 'body')
      .flatMap((c) => c.parameters ?? [])
      .map((p) => (p.type === 'text' ? (p.text ?? '') : ''));
    if (parameters.length !== count || parameters.some((p) => p.trim() === '' || /[\n\t]/.test(p))) {
      return graphError(400, 132000, 'Number of parameters does not match the expected number of params');
    }
    const message: FakeMessage = {
      id: `wamid.${Buffer.from(`${body.to}-${randomBytes(12).toString('hex')}`).toString('base64url')}`,
      to: body.to,
      template: body.template.name,
      language,
      parameters,
      at: new Date(),
      statuses: [],
    };
    messages.push(message);
    // A moment later, as WhatsApp does: the sender has stored the message id by then.
    if (body.to.startsWith('000')) later(() => postStatus(message.id, 'failed'));
    else if (options.autoDeliver) {
      later(() => postStatus(message.id, 'sent').then(() => postStatus(message.id, 'delivered')));
    }
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: message.id, message_status: 'accepted' }],
      },
    };
  }

  return {
    handle,
    messages,
    requests,
    postStatus,
    postInbound,
    /** The next calls answer these errors, one each (a rate limit, a refused number). */
    failNext: (...errors: FakeError[]) => failures.push(...errors),
    /** Waits for the webhooks under way. */
    settled: () => Promise.all([...pending]),
  };
}
export type FakeCloud = ReturnType<typeof createFakeCloud>;
