import { idField } from '@kinetic/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { fail } from '../../lib/errors';
import { isLocalCaller } from '../../lib/local-caller';
import type { FakeCloud } from '../../providers/whatsapp/fake-cloud';

/**
 * Development only (WHATSAPP_PROVIDER=fake, refused in production): the WhatsApp Cloud API's fake,
 * served by the app itself so `npm start` and the journeys send real HTTP to it, and what it received,
 * with a way to make a customer reply or a message be read. Loopback callers only.
 */
export const whatsAppFakeRoutes: FastifyPluginAsyncZod<{ fake: FakeCloud }> = async (app, { fake }) => {
  const localOnly = async (request: Parameters<typeof isLocalCaller>[0]) => {
    if (!isLocalCaller(request)) throw fail('OUTBOX_LOCAL_ONLY');
  };
  const tags = ['dev'];
  // The Graph endpoint reads its body as text, as Graph would; the other routes parse JSON as usual.
  await app.register(async (graph) => {
    graph.removeContentTypeParser('application/json');
    graph.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    graph.withTypeProvider<ZodTypeProvider>().post(
      '/dev/whatsapp-cloud/:version/:phoneNumberId/messages',
      {
        onRequest: localOnly,
        config: { retiresCaches: false },
        schema: {
          tags,
          summary: "The fake WhatsApp Cloud API's send endpoint (loopback callers only)",
          params: z.object({ version: z.string().max(20), phoneNumberId: z.string().max(40) }),
        },
      },
      async (request, reply) => {
        const { version, phoneNumberId } = request.params;
        const answer = fake.handle(
          'POST',
          `/${version}/${phoneNumberId}/messages`,
          request.headers,
          typeof request.body === 'string' ? request.body : '',
        );
        return reply.code(answer.status).send(answer.body);
      },
    );
  });

  app.get(
    '/dev/whatsapp/messages',
    {
      onRequest: localOnly,
      schema: {
        tags,
        summary: 'The messages the fake WhatsApp received, newest first (loopback callers only)',
      },
    },
    async (_request, reply) => send(reply, [...fake.messages].reverse()),
  );

  app.post(
    '/dev/whatsapp/inbound',
    {
      onRequest: localOnly,
      // The webhook it posts writes (its own request retires the caches).
      config: { retiresCaches: true },
      schema: {
        tags,
        summary:
          "A customer's reply from their number, posted as WhatsApp's signed webhook (loopback callers only)",
        body: z.object({ from: z.string().regex(/^\d{8,15}$/), text: z.string().min(1).max(1000) }),
      },
    },
    async (request, reply) => {
      await fake.postInbound(request.body.from, request.body.text);
      return send(reply, { posted: true });
    },
  );

  app.post(
    '/dev/whatsapp/status',
    {
      onRequest: localOnly,
      config: { retiresCaches: true },
      schema: {
        tags,
        summary:
          "A message's status (read, failed…), posted as WhatsApp's signed webhook (loopback callers only)",
        description: 'Errors: 404 the fake received no such message.',
        body: z.object({
          id: z.string().min(1).max(200),
          status: z.enum(['sent', 'delivered', 'read', 'failed']),
          code: idField.optional(),
        }),
      },
    },
    async (request, reply) => {
      if (!fake.messages.some((message) => message.id === request.body.id)) throw fail('NOT_FOUND');
      await fake.postStatus(request.body.id, request.body.status, request.body.code);
      return send(reply, { posted: true });
    },
  );
};
