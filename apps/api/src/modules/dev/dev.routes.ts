import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';

/** Development only: the local mail outbox, so a reset link can be followed without a mail server. */
export const devRoutes: FastifyPluginAsyncZod<{ latest: (limit: number) => Promise<unknown[]> }> = async (
  app,
  { latest },
) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Latest e-mails written to the local outbox',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
      },
    },
    async (request, reply) => send(reply, await latest(request.query.limit)),
  );
};
