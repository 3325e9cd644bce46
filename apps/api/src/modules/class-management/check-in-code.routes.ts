import {
  bookingIdParamsSchema,
  checkInCodeSchema,
  isCheckInCodeShape,
  normaliseCheckInCode,
  SELF_CHECK_IN_RADIUS_METERS,
  selfCheckInResultSchema,
  selfCheckInSchema,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf } from '../../lib/envelope-schema';
import { notFound } from '../../lib/errors';
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

  app.get(
    '/check-in-codes/:code/qr.png',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The QR code of a check-in code, as the confirmation e-mail shows it',
        description:
          'A PNG that says nothing but the code in its address (the code is the secret, and the mail ' +
          'holds it); 404 for text that is not a check-in code.',
        params: z.object({ code: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const code = normaliseCheckInCode(request.params.code);
      if (!isCheckInCodeShape(code)) throw notFound();
      const png = await QRCode.toBuffer(code, { errorCorrectionLevel: 'M', margin: 4, width: 400 });
      // The same address always draws the same picture.
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(png);
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
