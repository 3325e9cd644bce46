import { bookingIdParamsSchema, checkInCodeSchema } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf } from '../../lib/envelope-schema';
import type { SessionPeopleService } from './session-people.service';

/**
 * The customer's side of check-in by code: the code of one of their own active bookings, to
 * show at the door. Asked for when the customer opens it, so no list carries it, and nobody else (a
 * gym or trainer included) is told a code: they get it by scanning it.
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
};
