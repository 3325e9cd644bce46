import { errorMessage } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { fail } from '../../lib/errors';
import { isLocalCaller } from '../../lib/local-caller';

export const OUTBOX_LOCAL_ONLY = errorMessage('OUTBOX_LOCAL_ONLY');

/**
 * Development only: the local mail outbox, so a reset link can be followed without a mail server.
 * The outbox holds password-reset links, and `npm start` listens on 0.0.0.0, so it is served only to
 * callers on this machine; anyone else gets a 403, and so does a request relayed by a proxy on this
 * machine (it would look local).
 */
export const devRoutes: FastifyPluginAsyncZod<{ latest: (limit: number) => Promise<unknown[]> }> = async (
  app,
  { latest },
) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Latest e-mails written to the local outbox (loopback callers only)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
      },
      onRequest: async (request) => {
        if (!isLocalCaller(request)) {
          throw fail('OUTBOX_LOCAL_ONLY');
        }
      },
    },
    async (request, reply) => send(reply, await latest(request.query.limit)),
  );
};
