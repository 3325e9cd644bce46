import { liveGrantSchema, liveSessionParams, liveSignalSchema } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf } from '../../lib/envelope-schema';
import type { LiveVideoService } from './live-video.service';
import type { LiveWatchers } from './live-watchers';

const tags = ['live video'];
/** A comment line every so often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/** Live video classes (issue 15), under /api/v1/live. */
export const liveVideoRoutes: FastifyPluginAsyncZod<{
  live: LiveVideoService;
  watchers: LiveWatchers;
}> = async (app, { live, watchers }) => {
  app.addHook('onRequest', app.authenticate);
  const caller = (request: { auth: { userId: number; category: number } | null }) => ({
    userId: request.auth!.userId,
    category: request.auth!.category,
  });

  // Open streams end when the server closes, or it would wait for them.
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  app.get(
    '/live/sessions/:sessionId/token',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Token and video-streaming data of a live class (SPEC 7.7): the host (its trainer or gym) publishes, booked customers view, from 10 minutes before the start to the end',
        params: liveSessionParams,
        response: { 200: envelopeOf(liveGrantSchema) },
      },
    },
    async (request, reply) => send(reply, await live.grant(caller(request), request.params.sessionId)),
  );

  app.post(
    '/live/sessions/:sessionId/signals',
    {
      // Signalling touches no cached read (class lists, members' marks).
      config: { retiresCaches: false },
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Local provider: a WebRTC signalling message (offer, answer, ICE candidate, hello, ready, bye) to the host, to every viewer or to one viewer',
        params: liveSessionParams,
        body: liveSignalSchema,
        response: { 201: envelopeOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request, reply) =>
      send(reply, await live.signal(caller(request), request.params.sessionId, request.body), 201),
  );

  app.get(
    '/live/sessions/:sessionId/signals',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Local provider: server-sent events, `open` once listening, then `signal` with each message for the caller (from any API process)',
        params: liveSessionParams,
      },
    },
    async (request, reply) => {
      const who = caller(request);
      const { sessionId } = request.params;
      // Refusals are answered as JSON before the stream starts.
      const { role } = await live.seat(who, sessionId);
      let cursor = await live.lastSignalId(sessionId);
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      let open = true;
      let reading = false;
      let again = false;
      const drain = async () => {
        if (reading) {
          again = true;
          return;
        }
        reading = true;
        try {
          do {
            again = false;
            const messages = await live.inbox(who, role, sessionId, cursor);
            if (!open) return;
            for (const message of messages) {
              out.write(`event: signal\ndata: ${JSON.stringify(message)}\n\n`);
              cursor = message.id;
            }
            if (messages.length > 0) again = true;
          } while (again && open);
        } catch (err) {
          request.log.warn({ err }, 'live signalling read failed');
        } finally {
          reading = false;
        }
      };
      const stop = watchers.watch(sessionId, () => void drain());
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
      out.on('close', end);
      out.write(`event: open\ndata: ${JSON.stringify({ role })}\n\n`);
      await drain();
    },
  );
};
