import { idField, LIMITS } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import type { NotificationsService } from './notifications.service';

const tags = ['notifications'];
const listQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(LIMITS.notificationPageSize).default(LIMITS.notificationPageSize),
});

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'The caller’s notifications, newest first (the bell asks for 50)',
        querystring: listQuery,
      },
    },
    async (request, reply) =>
      send(reply, await notifications.list(request.auth!.userId, request.query.page, request.query.size)),
  );
  app.get(
    '/notifications/count',
    { schema: { tags, summary: 'Unread notifications since the bell was last opened' } },
    async (request, reply) => send(reply, { count: await notifications.count(request.auth!.userId) }),
  );
  app.post(
    '/notifications/seen',
    {
      config: { retiresCaches: true },
      schema: { tags, summary: 'The bell was opened: the unread count resets to 0' },
    },
    async (request, reply) => {
      await notifications.markSeen(request.auth!.userId);
      return send(reply, { count: 0 });
    },
  );
  app.patch(
    '/notifications/:id/read',
    {
      config: { retiresCaches: true },
      schema: {
        tags,
        summary: 'Mark one notification read (on click)',
        params: z.object({ id: idField }),
      },
    },
    async (request, reply) =>
      send(reply, await notifications.markRead(request.auth!.userId, request.params.id)),
  );
};
