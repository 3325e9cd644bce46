import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { envelopeOf } from '../../lib/envelope-schema';
import { confirmationPath } from './orders';
import type { SettlementService } from './settlement.service';

const gatewayParams = z.object({ gateway: z.enum(['sandbox', 'myfatoorah']) });

/**
 * What gateways call: the signed webhook and the browser's return. Both only prompt us to ask the
 * gateway for the payment's status (settlement.service.ts); neither body is trusted on its own.
 */
export const gatewayRoutes: FastifyPluginAsyncZod<{ settlement: SettlementService }> = async (
  app,
  { settlement },
) => {
  const tags = ['payments'];
  // The signature covers the exact bytes, so this context keeps the JSON body as text.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/webhook/:gateway',
    {
      config: { retiresCaches: true },
      schema: {
        tags,
        summary: 'Signed server-to-server payment notice',
        description:
          'sandbox: X-Sandbox-Signature "sha256=<hex HMAC-SHA256 of the body with PAYMENT_WEBHOOK_SECRET>"; myfatoorah: ' +
          'MyFatoorah-Signature (V1: base64 HMAC-SHA256 of the sorted Data fields; V2: of the documented fields per ' +
          'event). Refund and supplier notices are acknowledged only. The status is then read from the ' +
          'gateway. Replays change nothing; a payment the gateway reports for an order we had already failed or ' +
          'cancelled is fulfilled once (the money was taken). Errors: 401 bad signature, 404 unknown payment.',
        params: gatewayParams,
        response: { 200: envelopeOf(z.object({ outcome: z.string() })) },
      },
    },
    async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? {});
      const outcome = await settlement.fromWebhook(request.params.gateway, request.headers, raw);
      return send(reply, { outcome });
    },
  );

  app.get(
    '/payments/callback/:gateway',
    {
      schema: {
        tags,
        summary:
          "The gateway's return URL: settles the payment and redirects to /paymentconfirmation/<referenceId>",
        description:
          'Errors: 400 missing paymentId, 404 unknown payment, 503 the gateway is busy (when the order is not known from ref).',
        params: gatewayParams,
        querystring: z.object({
          paymentId: z.string().min(1).max(200),
          Id: z.string().optional(),
          ref: z.string().max(100).optional(),
        }),
      },
    },
    async (request, reply) => {
      const referenceId = await settlement.fromCallback(
        request.params.gateway,
        request.query.paymentId,
        request.query.ref,
      );
      return reply.redirect(confirmationPath(referenceId), 302);
    },
  );
};
