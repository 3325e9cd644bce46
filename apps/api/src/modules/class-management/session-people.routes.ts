import {
  bookingIdParamsSchema,
  checkInSchema,
  guestJoinSchema,
  gymCancelResultSchema,
  gymCancelSchema,
  idParamsSchema,
  managedSessionSchema,
  manageSessionsQuerySchema,
  participantSchema,
  supportMessageSchema,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf } from '../../lib/envelope-schema';
import type { SessionPeopleService } from './session-people.service';

/** Own sessions by day and the people in a session (issue 5), under /api/v1/manage. */
export const sessionPeopleRoutes: FastifyPluginAsyncZod<{ people: SessionPeopleService }> = async (
  app,
  { people },
) => {
  const tags = ['class management'];
  const staff = app.requireCategory(2, 3, 6);
  const me = (request: { auth: { userId: number } | null }) => request.auth!.userId;

  app.get(
    '/manage/sessions',
    {
      preHandler: staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "The caller's own sessions on a day (or `days` days from it), with booked and checked-in counts",
        querystring: manageSessionsQuerySchema,
        response: { 200: envelopeOf(z.array(managedSessionSchema)) },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await people.ownSessions(
          me(request),
          request.query.date,
          request.query.days,
          request.brand?.isPrime ?? false,
        ),
      ),
  );

  app.get(
    '/manage/sessions/:id/participants',
    {
      preHandler: staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Participants of a session (customers and guests)',
        params: idParamsSchema,
        response: { 200: envelopeOf(z.array(participantSchema)) },
      },
    },
    async (request, reply) => send(reply, await people.participants(me(request), request.params.id)),
  );

  app.put(
    '/manage/bookings/:bookingId/check-in',
    {
      preHandler: staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Check a participant in (or undo it)',
        params: bookingIdParamsSchema,
        body: checkInSchema,
        response: { 200: envelopeOf(z.object({ bookingId: z.number(), checkedIn: z.boolean() })) },
      },
    },
    async (request, reply) =>
      send(reply, await people.checkIn(me(request), request.params.bookingId, request.body.checkedIn)),
  );

  app.post(
    '/manage/sessions/:id/guests',
    {
      preHandler: staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Add a guest by name (gyms only); takes a seat',
        description: '403 for trainers; 409 CLASS_FULL when no seat is left.',
        params: idParamsSchema,
        body: guestJoinSchema,
        response: { 201: envelopeOf(participantSchema) },
      },
    },
    async (request, reply) =>
      send(reply, await people.addGuest(me(request), request.params.id, request.body.guestCustomerName), 201),
  );

  app.delete(
    '/manage/bookings/:bookingId',
    {
      preHandler: staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Cancel a customer's booking from the gym side, credits back when refundType is CREDITS",
        description:
          'The customer gets a notification of the gym-cancel type. 409 CANCELED when already cancelled.',
        params: bookingIdParamsSchema,
        body: gymCancelSchema,
        response: { 200: envelopeOf(gymCancelResultSchema) },
      },
    },
    async (request, reply) =>
      send(reply, await people.cancelBooking(me(request), request.params.bookingId, request.body)),
  );

  app.post(
    '/manage/sessions/:id/messages',
    {
      preHandler: staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Send a message to every booked participant (as a notification)',
        params: idParamsSchema,
        body: supportMessageSchema,
        response: { 200: envelopeOf(z.object({ message: z.string(), recipients: z.number() })) },
      },
    },
    async (request, reply) =>
      send(reply, await people.message(me(request), request.params.id, request.body.message)),
  );
};
