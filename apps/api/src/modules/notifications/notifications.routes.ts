import { idField, LIMITS } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import type { LiveCounts } from './live-counts';
import type { NotificationsService } from './notifications.service';

const tags = ['notifications'];
const listQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(LIMITS.notificationPageSize).default(LIMITS.notificationPageSize),
});

/** A comment line every so often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How long a client waits before reconnecting a dropped stream (EventSource's retry). */
const RETRY_MS = 3000;

export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  live: LiveCounts;
}> = async (app, { notifications, live }) => {
  app.addHook('onRequest', app.authenticate);

  // Open streams end when the server closes, or it would wait for them.
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  app.get(
    '/notifications/stream',
    {
      schema: {
        tags,
        summary:
          'Server-sent events: `count` with the unread count now and each time it changes (a notification raised by any API process, or the bell opened)',
      },
    },
    async (request, reply) => {
      const userId = request.auth!.userId;
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      out.write(`retry: ${RETRY_MS}\n\n`);
      let open = true;
      let sending = false;
      let again = false;
      const send = async () => {
        if (sending) {
          again = true;
          return;
        }
        sending = true;
        try {
          do {
            again = false;
            const count = await notifications.count(userId);
            if (!open) return;
            out.write(`event: count\ndata: ${JSON.stringify({ count })}\n\n`);
          } while (again && open);
        } catch (err) {
          request.log.warn({ err }, 'notification count for the stream failed');
        } finally {
          sending = false;
        }
      };
      const stop = live.watch(userId, () => void send());
      const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      const end = () => {
        if (!open) return;
        open = false;
        stop();
        clearInterval(heartbeat);
        streams.delete(end);
        out.end();
      };
      streams.add(end);
      // The response closes when the client goes away (or the stream was ended here).
      out.on('close', end);
      await send();
    },
  );

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
