import { calendarFeedSchema } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { envelopeOf, refusals } from '../../lib/envelope-schema';
import { notFound } from '../../lib/errors';
import type { CalendarFeedsService } from './calendar-feeds.service';

/** Fetches of one feed in an hour: calendar apps look every few hours; more is a leaked address being hammered. */
export const FEED_FETCHES_PER_HOUR = 120;

/** A token as the service makes them (32 random bytes, base64url); anything else is nobody's feed. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether If-None-Match names this ETag (a list, weak or not, or `*`). */
const matches = (header: string | undefined, etag: string) =>
  (header ?? '').split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });

export const calendarFeedRoutes: FastifyPluginAsyncZod<{ feeds: CalendarFeedsService }> = async (
  app,
  { feeds },
) => {
  const tags = ['calendar'];
  // A gym's schedule is its admin's screens: the feed is a customer's seats or a trainer's classes.
  const owner = app.requireRole('customer', 'trainer');
  const answer = envelopeOf(calendarFeedSchema);

  app.get(
    '/users/me/calendar-feed',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'My private calendar subscription address (null while turned off)',
        response: { 200: answer, ...refusals(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return send(reply, await feeds.feedOf(request.auth!.userId, request.brand));
    },
  );

  app.post(
    '/users/me/calendar-feed',
    {
      config: { retiresCaches: true },
      onRequest: owner,
      schema: {
        tags,
        summary: 'Turn the calendar subscription on, or make a new address (the old one stops working)',
        response: { 201: answer, ...refusals(401, 403) },
      },
    },
    async (request, reply) => send(reply, await feeds.renew(request.auth!.userId, request.brand), 201),
  );

  app.delete(
    '/users/me/calendar-feed',
    {
      config: { retiresCaches: true },
      onRequest: owner,
      schema: {
        tags,
        summary: 'Turn the calendar subscription off: its address answers 404 from now on',
        response: { 200: answer, ...refusals(401, 403) },
      },
    },
    async (request, reply) => send(reply, await feeds.turnOff(request.auth!.userId)),
  );

  app.get(
    '/calendar/:token.ics',
    {
      preHandler: app.rateLimit({
        name: 'calendar-feed',
        limit: FEED_FETCHES_PER_HOUR,
        windowSeconds: 3600,
        // Per feed, not per address: Google's and Microsoft's fetchers read many people's feeds from one IP.
        key: (request) => (request.params as { token: string }).token,
      }),
      schema: {
        tags,
        summary: 'A calendar subscription feed (iCalendar), as calendar apps fetch it',
        description:
          'No Authorization header: the token in the address is the credential. 404 for a token that is ' +
          'not, or no longer, a feed’s. Answers 304 to an If-None-Match naming the current ETag.',
        params: z.object({ token: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const file = TOKEN_SHAPE.test(token) ? await feeds.file(token, request.brand) : undefined;
      if (!file) throw notFound();
      reply
        .header('cache-control', 'private, max-age=300')
        .header('etag', file.etag)
        .header('x-robots-tag', 'noindex');
      if (matches(request.headers['if-none-match'], file.etag)) return reply.status(304).send();
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .send(file.content);
    },
  );
};
