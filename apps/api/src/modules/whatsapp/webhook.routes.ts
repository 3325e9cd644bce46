import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { envelopeOf, refusals } from '../../lib/envelope-schema';
import { fail } from '../../lib/errors';
import type { WhatsAppService } from './whatsapp.service';

/** What WhatsApp calls: the subscription check, and the signed status and message notices. */
export const whatsAppWebhookRoutes: FastifyPluginAsyncZod<{ whatsapp: WhatsAppService }> = async (
  app,
  { whatsapp },
) => {
  const tags = ['webhooks'];
  // The signature covers the exact bytes, so this context keeps the JSON body as text.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/webhooks/whatsapp',
    {
      schema: {
        tags,
        summary: "Meta's webhook subscription check: answers hub.challenge when hub.verify_token matches",
        description: 'Errors: 403 a wrong verify token.',
        querystring: z.object({
          'hub.mode': z.string().max(40).optional(),
          'hub.verify_token': z.string().max(500).optional(),
          'hub.challenge': z.string().max(500).optional(),
        }),
        response: { 200: z.string(), ...refusals(403) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const challenge = whatsapp.verifySubscription(q['hub.mode'], q['hub.verify_token'], q['hub.challenge']);
      if (challenge === null) throw fail('FORBIDDEN');
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  );

  app.post(
    '/webhooks/whatsapp',
    {
      config: { retiresCaches: true },
      schema: {
        tags,
        summary: 'Signed WhatsApp notices: message statuses and customer replies',
        description:
          'X-Hub-Signature-256: "sha256=<hex HMAC-SHA256 of the raw body with the app secret>". sent, delivered ' +
          'and read move a message forward (never back); failed sends the e-mail instead, once; a text reply ' +
          'STOP (or إيقاف, unsubscribe, الغاء …) opts its number out. Replays change nothing. Errors: 400 no signature, 401 a wrong one.',
        headers: z.object({ 'x-hub-signature-256': z.string().regex(/^sha256=[0-9a-f]{64}$/) }),
        response: {
          200: envelopeOf(z.object({ statuses: z.number().int(), optedOut: z.number().int() })),
          ...refusals(400, 401),
        },
      },
    },
    async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? {});
      return send(reply, await whatsapp.fromWebhook(request.headers['x-hub-signature-256'], raw));
    },
  );
};
