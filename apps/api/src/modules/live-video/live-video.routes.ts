import { liveGrantSchema, liveSessionParams, liveSignalSchema } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf } from '../../lib/envelope-schema';
import { coalesced, type EventStreams } from '../../lib/event-stream';
import type { LiveVideoService } from './live-video.service';
import type { LiveWatchers } from './live-watchers';

const tags = ['live video'];
/** setTimeout's longest wait (about 24.8 days); a stream open longer ends and is reopened. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Live video classes, under /api/v1/live. */
export const liveVideoRoutes: FastifyPluginAsyncZod<{
  live: LiveVideoService;
  watchers: LiveWatchers;
  streams: EventStreams;
}> = async (app, { live, watchers, streams }) => {
  app.addHook('onRequest', app.authenticate);
  const caller = (request: { auth: { userId: number; category: number } | null }) => ({
    userId: request.auth!.userId,
    category: request.auth!.category,
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
      const { role, msLeft } = await live.seat(who, sessionId);
      let cursor = await live.lastSignalId(sessionId);
      const stream = await streams.open(request, reply, { kind: `live:${sessionId}`, userId: who.userId });
      const drain = coalesced(
        async () => {
          const messages = await live.inbox(who, role, sessionId, cursor);
          for (const message of messages) {
            stream.send('signal', message);
            cursor = message.id;
          }
          return messages.length > 0 && stream.isOpen;
        },
        (err) => request.log.warn({ err }, 'live signalling read failed'),
      );
      stream.onEnd(watchers.watch(sessionId, () => void drain()));
      // The seat ends with the class and its overrun: a client that reconnects then hears why (409, ended).
      const untilEnd = setTimeout(stream.end, Math.min(msLeft, MAX_TIMER_MS));
      untilEnd.unref();
      stream.onEnd(() => clearTimeout(untilEnd));
      stream.send('open', { role });
      await drain();
    },
  );
};
