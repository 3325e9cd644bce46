import {
  bookingItemSchema,
  cancelQuerySchema,
  cancelResultSchema,
  classSessionParamsSchema,
  idParamsSchema,
  joinResultSchema,
  joinSchema,
  pageQuerySchema,
  pageSchemaOf,
  scheduleQuerySchema,
  scheduleSchema,
  wishItemSchema,
  wishListQuerySchema,
  wishRemoveQuerySchema,
  wishSchema,
  wishSchemaDto,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf, refusals } from '../../lib/envelope-schema';
import { viewerOf } from '../../lib/viewer';
import type { BookingsService } from './bookings.service';
import type { ScheduleService } from './schedule.service';
import type { WishesService } from './wishes.service';

const JOIN_ERRORS =
  'Refusals (envelope statusCode / code / errorMessage): 400 validation (data.fields); 400 PAST; ' +
  '400 NOKIDS, KIDS (data.kids: the caller\'s kids to pick from), GENDER (data.title "Error in joining"), 9890 (mobile missing); ' +
  '401; 403 (not a customer); 404 (session deleted); 409 0004 (already booked); 409 WAITLIST (auto-waitlist window); ' +
  '409 CLASS_FULL; 402 CHECKOUT (PT / program); 402 "402" (no balance); 402 CREDITS; 402 PLAN_EXPIRES; ' +
  '417 (credit seats filled, data.title); 498 (gym visit limit, data.title).';

export const bookingsRoutes: FastifyPluginAsyncZod<{
  bookings: BookingsService;
  schedule: ScheduleService;
  wishes: WishesService;
}> = async (app, { bookings, schedule, wishes }) => {
  const tags = ['bookings'];
  const customerOnly = app.requireRole('customer');
  const me = (request: Parameters<typeof viewerOf>[0]) => ({
    ...viewerOf(request),
    userId: request.auth!.userId,
  });

  app.post(
    '/bookings',
    {
      config: { retiresCaches: true },
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Join a class session (SPEC 4.3 decision on the server)',
        description: `201 BOOKED with the booking; 200 WAITLISTED when waitlistIfFull and the class is full or in its auto-waitlist window. Idempotency-Key: a replay returns the first answer. ${JOIN_ERRORS}`,
        headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }),
        body: joinSchema,
        response: {
          200: envelopeOf(joinResultSchema),
          201: envelopeOf(joinResultSchema),
          ...refusals(400, 401, 402, 403, 404, 409, 417, 498),
        },
      },
    },
    async (request, reply) => {
      const answer = await bookings.join(
        {
          userId: request.auth!.userId,
          classSessionId: request.body.classSessionId,
          userKidId: request.body.userKidId,
          waitlistIfFull: request.body.waitlistIfFull,
          isPrime: request.brand?.isPrime ?? false,
          language: request.language,
        },
        request.headers['idempotency-key'],
      );
      reply.status(answer.statusCode as 200 | 201);
      return answer.body;
    },
  );

  app.delete(
    '/bookings/:id',
    {
      config: { retiresCaches: true },
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Cancel a booking (refund only more than 6 hours before the start)',
        description:
          'Errors: 400 PAST (started), 400 invalid cancellationId, 404 (not yours), 409 CANCELED (already cancelled). ' +
          'The freed seat goes to the first eligible customer on the waitlist.',
        params: idParamsSchema,
        querystring: cancelQuerySchema,
        response: { 200: envelopeOf(cancelResultSchema), ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await bookings.cancel(request.auth!.userId, request.params.id, request.query, request.language),
      ),
  );

  app.get(
    '/bookings/upcoming',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Upcoming (not yet ended) booked classes, soonest first',
        querystring: pageQuerySchema,
        response: { 200: envelopeOf(pageSchemaOf(bookingItemSchema)), ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) => send(reply, await schedule.upcoming(me(request), request.query)),
  );

  app.get(
    '/bookings/finished',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Finished booked classes, latest first',
        querystring: pageQuerySchema,
        response: { 200: envelopeOf(pageSchemaOf(bookingItemSchema)), ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) => send(reply, await schedule.finished(me(request), request.query)),
  );

  app.get(
    '/bookings/schedule',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Weekly schedule, Monday to Sunday, of the week holding fromDate (default today)',
        querystring: scheduleQuerySchema,
        response: { 200: envelopeOf(scheduleSchema), ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) => send(reply, await schedule.week(me(request), request.query.fromDate)),
  );

  for (const type of ['WAITLIST', 'WISHLIST'] as const) {
    const path = type === 'WAITLIST' ? '/waitlist' : '/wishlist';
    app.post(
      path,
      {
        config: { retiresCaches: true },
        onRequest: customerOnly,
        schema: {
          tags,
          security: bearerSecurity,
          summary:
            type === 'WAITLIST' ? 'Join the waitlist of a full session' : 'Add a session to the wishlist',
          description:
            type === 'WAITLIST'
              ? 'Only when the session is full or in its auto-waitlist window (else 409 SEATS_AVAILABLE). Checks kids, gender and mobile (9890: "You need to add your mobile number before adding the class to waitlist."). 409 0004 when already booked or listed. A wishlisted session moves to the waitlist.'
              : '409 0004 when already booked or listed.',
          body: wishSchema,
          response: { 201: envelopeOf(wishSchemaDto), ...refusals(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => send(reply, await wishes.add(request.auth!.userId, type, request.body), 201),
    );
    app.delete(
      `${path}/:classSessionId`,
      {
        config: { retiresCaches: true },
        onRequest: customerOnly,
        schema: {
          tags,
          security: bearerSecurity,
          summary: `Remove a session from the ${type.toLowerCase()} (404 when not on it)`,
          params: classSessionParamsSchema,
          querystring: wishRemoveQuerySchema,
          response: {
            200: envelopeOf(z.object({ removed: z.literal(true) })),
            ...refusals(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) =>
        send(
          reply,
          await wishes.remove(
            request.auth!.userId,
            type,
            request.params.classSessionId,
            request.query.userKidId ?? null,
          ),
        ),
    );
  }

  app.get(
    '/wishlist',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The caller's wishlist and waitlist entries (type narrows), soonest class first",
        querystring: wishListQuerySchema,
        response: { 200: envelopeOf(pageSchemaOf(wishItemSchema)), ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) =>
      send(reply, await schedule.wishes(me(request), request.query.type, request.query)),
  );
};
