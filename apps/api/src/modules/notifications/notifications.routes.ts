import { idField, LIMITS } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity } from '../../lib/envelope-schema';
import type { EventStreams } from '../../lib/event-stream';
import type { LiveCounts } from './live-counts';
import type { NotificationsService } from './notifications.service';

const tags = ['notifications'];
const listQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(LIMITS.notificationPageSize).default(LIMITS.notificationPageSize),
});

/** How long a client waits before reconnecting a dropped stream (EventSource's retry). */
const RETRY_MS = 3000;

export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  live: LiveCounts;
  streams: EventStreams;
}> = async (app, { notifications, live, streams }) => {
  // Every route of the bell is the caller's own: the token is checked before anything is read.
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/notifications/stream',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Server-sent events: `count` with the unread count now and each time it changes (a notification raised by any API process, or the bell opened)',
      },
    },
    async (request, reply) => {
      const userId = request.auth!.userId;
      const stream = await streams.open(request, reply, { kind: 'notifications', userId, retryMs: RETRY_MS });
      stream.onEnd(live.watch(userId, (count) => stream.send('count', { count })));
    },
  );

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The caller’s notifications, newest first (the bell asks for 50)',
        querystring: listQuery,
      },
    },
    async (request, reply) =>
      send(reply, await notifications.list(request.auth!.userId, request.query.page, request.query.size)),
  );
  app.get(
    '/notifications/count',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Unread notifications since the bell was last opened',
      },
    },
    async (request, reply) => send(reply, { count: await notifications.count(request.auth!.userId) }),
  );
  app.post(
    '/notifications/seen',
    {
      config: { retiresCaches: true },
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The bell was opened: the unread count resets to 0',
      },
    },
    async (request, reply) => {
      await notifications.markSeen(request.auth!.userId);
      return send(reply, { count: 0 });
    },
  );
  app.post(
    '/notifications/read-all',
    {
      config: { retiresCaches: true },
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Mark every notification read (the bell\'s "Mark all read"); answers how many it marked',
      },
    },
    async (request, reply) => send(reply, await notifications.markAllRead(request.auth!.userId)),
  );
  app.patch(
    '/notifications/:id/read',
    {
      config: { retiresCaches: true },
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Mark one notification read (on click)',
        params: z.object({ id: idField }),
      },
    },
    async (request, reply) =>
      send(reply, await notifications.markRead(request.auth!.userId, request.params.id)),
  );
};
