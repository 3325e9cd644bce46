import { errorMessage, isoInstantField } from '@kinetic/domain';
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
export const devRoutes: FastifyPluginAsyncZod<{
  latest: (limit: number) => Promise<unknown[]>;
  runTimedMail: (at: Date) => Promise<{ reminders: number; expiring: number }>;
  runOfferExpiry: (at: Date) => Promise<{ due: number; expired: number }>;
  runSeatFees: (at: Date) => Promise<{ due: number; taken: number; owed: number }>;
}> = async (app, { latest, runTimedMail, runOfferExpiry, runSeatFees }) => {
  const localOnly = async (request: Parameters<typeof isLocalCaller>[0]) => {
    if (!isLocalCaller(request)) {
      throw fail('OUTBOX_LOCAL_ONLY');
    }
  };

  /**
   * The reminder job's run as the clock would make it at `at` (a shifted clock for the e2e journeys):
   * it queues what is due then, as the minute job does, and the mail job sends it.
   */
  app.post(
    '/dev/jobs/timed-mail',
    {
      schema: {
        tags: ['dev'],
        summary: 'Runs the reminder and expiring-package job as at a given time (loopback callers only)',
        body: z.object({ at: isoInstantField }),
      },
      onRequest: localOnly,
      config: { retiresCaches: true },
    },
    async (request, reply) => send(reply, await runTimedMail(new Date(request.body.at))),
  );

  /** The offer-expiry job's run at `at`: seat offers run out by then pass to the next one waiting. */
  app.post(
    '/dev/jobs/waitlist-offers',
    {
      schema: {
        tags: ['dev'],
        summary: 'Runs the waitlist offer expiry job as at a given time (loopback callers only)',
        body: z.object({ at: isoInstantField }),
      },
      onRequest: localOnly,
      config: { retiresCaches: true },
    },
    async (request, reply) => send(reply, await runOfferExpiry(new Date(request.body.at))),
  );

  /** The fee job's run at `at`: late-cancel and no-show fees due by then are taken or left owed. */
  app.post(
    '/dev/jobs/seat-fees',
    {
      schema: {
        tags: ['dev'],
        summary: 'Runs the late-cancel and no-show fee job as at a given time (loopback callers only)',
        body: z.object({ at: isoInstantField }),
      },
      onRequest: localOnly,
      config: { retiresCaches: true },
    },
    async (request, reply) => send(reply, await runSeatFees(new Date(request.body.at))),
  );

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Latest e-mails written to the local outbox (loopback callers only)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
      },
      onRequest: localOnly,
    },
    async (request, reply) => send(reply, await latest(request.query.limit)),
  );
};
