import { errorMessage } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { fail } from '../../lib/errors';

/** The socket addresses of this machine. X-Forwarded-For is never consulted: any client can write it. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const OUTBOX_LOCAL_ONLY = errorMessage('OUTBOX_LOCAL_ONLY');

export const isLoopback = (address: string | undefined): boolean =>
  address !== undefined && LOOPBACK.has(address);

/** Headers a reverse proxy adds: a request carrying one came from elsewhere, whatever the socket says. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];
const cameThroughProxy = (headers: Record<string, unknown>) => PROXY_HEADERS.some((name) => name in headers);

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
        if (!isLoopback(request.socket.remoteAddress) || cameThroughProxy(request.headers)) {
          throw fail('OUTBOX_LOCAL_ONLY');
        }
      },
    },
    async (request, reply) => send(reply, await latest(request.query.limit)),
  );
};
