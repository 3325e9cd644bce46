import {
  bookingIdParamsSchema,
  checkInCodeSchema,
  SELF_CHECK_IN_RADIUS_METERS,
  selfCheckInResultSchema,
  selfCheckInSchema,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf } from '../../lib/envelope-schema';
import type { SessionPeopleService } from './session-people.service';

/**
 * The customer's side of check-in: the code of one of their own active bookings, to show at the
 * door (asked for when the customer opens it, so no list carries it, and nobody else, a gym or trainer
 * included, is told a code: they get it by scanning it); and self check-in where the partner allows it.
 */
export const checkInCodeRoutes: FastifyPluginAsyncZod<{ people: SessionPeopleService }> = async (
  app,
  { people },
) => {
  app.get(
    '/bookings/:bookingId/check-in-code',
    {
      onRequest: app.requireRole('customer'),
      schema: {
        tags: ['bookings'],
        security: bearerSecurity,
        summary: 'The check-in code of one of my bookings, shown at the door as a QR code',
        description: '404 for a booking that is not the caller’s, or is cancelled.',
        params: bookingIdParamsSchema,
        response: { 200: envelopeOf(checkInCodeSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return send(reply, await people.ownCheckInCode(request.auth!.userId, request.params.bookingId));
    },
  );

  app.post(
    '/bookings/:bookingId/self-check-in',
    {
      config: { retiresCaches: true },
      onRequest: app.requireRole('customer'),
      schema: {
        tags: ['bookings'],
        security: bearerSecurity,
        summary: '"I\'m here": the customer checks themselves in, at the venue, where the partner allows it',
        description:
          'The body is the browser’s position. 409 SELF_CHECK_IN_OFF (the partner does not allow it, or an ' +
          'online class), SELF_CHECK_IN_NOT_YET (with the opening time), SELF_CHECK_IN_OVER, ROLL_CLOSED; 403 ' +
          `TOO_FAR_TO_CHECK_IN beyond ${SELF_CHECK_IN_RADIUS_METERS} m of the venue; 404 for a booking that is ` +
          'not the caller’s, or is cancelled. A second tap answers the first check-in.',
        params: bookingIdParamsSchema,
        body: selfCheckInSchema,
        response: { 200: envelopeOf(selfCheckInResultSchema) },
      },
    },
    async (request, reply) =>
      send(reply, await people.selfCheckIn(request.auth!.userId, request.params.bookingId, request.body)),
  );
};
