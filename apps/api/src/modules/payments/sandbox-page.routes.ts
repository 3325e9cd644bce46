import { isLanguage, type Language, localise, MSG, PAYMENT_MSG } from '@kinetic/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { cardBrand, cardOutcome, normaliseCardNumber } from '../../providers/payments/sandbox-cards';
import {
  localDebitOf,
  SANDBOX_WEBHOOK_HEADER,
  type SandboxGateway,
} from '../../providers/payments/sandbox-gateway';
import { modeIcon, renderSandboxMessage, renderSandboxPage, sandboxTexts } from './sandbox-page';

export interface SandboxPageOptions {
  sandbox: SandboxGateway;
  /** How long the slow test card stays pending. */
  pendingSeconds: number;
  /** Our order's status by reference; a closed order's page refuses to take a payment. */
  orderStatus?: (referenceId: string) => Promise<string | undefined>;
  now?: () => Date;
}

const callbackPath = (id: string) => `/api/v1/payments/callback/sandbox?paymentId=${encodeURIComponent(id)}`;

/** The page's language: the link's `lang` (the customer's, set by the gateway), else the browser's. */
function pageLanguage(request: FastifyRequest): Language {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  return isLanguage(lang) ? lang : request.language;
}

/** A settled, closed or unknown payment's short page, in the reader's language. */
const messagePage = (language: Language, title: string, text: string) =>
  renderSandboxMessage(localise(title, language), localise(text, language), language);

/**
 * The sandbox gateway's hosted page at /pay/sandbox/:paymentId (outside /api, like a gateway's own
 * site). After the customer pays it posts a signed webhook to this app and sends the browser to the
 * return URL, exactly as a real gateway does.
 */
export const sandboxPageRoutes: FastifyPluginAsync<SandboxPageOptions> = async (app, options) => {
  const { sandbox } = options;
  const now = options.now ?? (() => new Date());
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  async function deliverWebhook(root: FastifyInstance, id: string) {
    const row = await sandbox.find(id);
    if (!row) return;
    const { body, signature } = sandbox.webhookFor(row);
    try {
      await root.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook/sandbox',
        headers: { 'content-type': 'application/json', [SANDBOX_WEBHOOK_HEADER]: signature },
        payload: body,
      });
    } catch (error) {
      // Webhooks are best effort, as with a real gateway: the reconciliation job settles what is missed.
      app.log.warn({ err: error, id }, 'sandbox webhook delivery failed');
    }
  }

  function later(ms: number, work: () => Promise<void>) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void work().catch((error) => app.log.warn({ err: error }, 'sandbox delayed work failed'));
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  /** Like a gateway's expired invoice: an order we closed (cancelled, failed) cannot be paid here. */
  async function orderClosed(reference: string) {
    const status = await options.orderStatus?.(reference);
    return status !== undefined && status !== 'PENDING';
  }
  const closedPage = (language: Language) =>
    messagePage(language, PAYMENT_MSG.orderNotPendingTitle, PAYMENT_MSG.orderNotPending);
  const notFoundPage = (language: Language) =>
    renderSandboxMessage(
      sandboxTexts(language).notFound,
      localise(PAYMENT_MSG.unknownPayment, language),
      language,
    );

  app.get<{ Params: { name: string } }>('/pay/sandbox-assets/:name', async (request, reply) => {
    const svg = modeIcon(request.params.name.replace(/\.svg$/, ''));
    if (!svg) return reply.status(404).send({ statusCode: 404, data: null, errorMessage: MSG.notFound });
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });

  app.get<{ Params: { id: string } }>('/pay/sandbox/:id', async (request, reply) => {
    const row = await sandbox.find(request.params.id);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!row) return reply.status(404).send(notFoundPage(pageLanguage(request)));
    if (row.status !== 'PENDING' || row.paysAt) return reply.redirect(callbackPath(row.id), 302);
    if (await orderClosed(row.customerReference))
      return reply.status(409).send(closedPage(pageLanguage(request)));
    return renderSandboxPage({
      id: row.id,
      reference: row.customerReference,
      amount: row.amount,
      currencyCode: row.currencyCode,
      mode: row.mode === 'KNET' ? 'KNET' : 'CARD',
      error: null,
      cardNumber: '',
      pendingSeconds: options.pendingSeconds,
      localDebit: localDebitOf(row.currencyCode)?.PaymentMethodEn ?? null,
      language: pageLanguage(request),
    });
  });

  app.post<{ Params: { id: string }; Body: Record<string, string> | null }>(
    '/pay/sandbox/:id',
    { config: { retiresCaches: true } },
    async (request, reply) => {
      const row = await sandbox.find(request.params.id);
      reply.header('cache-control', 'no-store');
      if (!row) {
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(notFoundPage(pageLanguage(request)));
      }
      if (row.status !== 'PENDING' || row.paysAt) return reply.redirect(callbackPath(row.id), 303);
      if (await orderClosed(row.customerReference)) {
        return reply
          .status(409)
          .type('text/html; charset=utf-8')
          .send(closedPage(pageLanguage(request)));
      }
      const body = request.body ?? {};
      const mode = body.mode === 'KNET' ? 'KNET' : 'CARD';
      const digits = normaliseCardNumber(String(body.cardNumber ?? ''));
      const outcome = cardOutcome(digits);
      if (outcome === 'INVALID') {
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(
            renderSandboxPage({
              id: row.id,
              reference: row.customerReference,
              amount: row.amount,
              currencyCode: row.currencyCode,
              mode,
              error: localise(PAYMENT_MSG.invalidCardNumber, pageLanguage(request)),
              cardNumber: String(body.cardNumber ?? ''),
              pendingSeconds: options.pendingSeconds,
              localDebit: localDebitOf(row.currencyCode)?.PaymentMethodEn ?? null,
              language: pageLanguage(request),
            }),
          );
      }
      const paysAt = outcome === 'SLOW' ? new Date(now().getTime() + options.pendingSeconds * 1000) : null;
      await sandbox.settleFromPage(row.id, {
        status: outcome === 'SLOW' ? 'PENDING' : outcome,
        paysAt,
        mode,
        last4: digits.slice(-4),
        brand:
          mode === 'KNET' ? (localDebitOf(row.currencyCode)?.PaymentMethodEn ?? 'KNET') : cardBrand(digits),
      });
      const root = app;
      if (paysAt) {
        later(options.pendingSeconds * 1000, async () => {
          await sandbox.status(row.id);
          await deliverWebhook(root, row.id);
        });
      } else {
        later(0, () => deliverWebhook(root, row.id));
      }
      return reply.redirect(callbackPath(row.id), 303);
    },
  );
};
