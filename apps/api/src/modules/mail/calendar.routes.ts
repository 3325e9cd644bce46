import { idField } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf } from '../../lib/envelope-schema';
import type { AccountMailService } from './account-mail.service';

/** "Add to calendar": the calendar file of one of the caller's bookings (404 for anyone else's). */
export const calendarRoutes: FastifyPluginAsyncZod<{ mail: AccountMailService }> = async (app, { mail }) => {
  const params = z.object({ bookingId: idField });

  app.get(
    '/bookings/:bookingId/calendar',
    {
      onRequest: app.requireRole('customer'),
      schema: {
        tags: ['bookings'],
        security: bearerSecurity,
        summary: 'The calendar event of one of my bookings, for the "Add to calendar" link',
        params,
        response: { 200: envelopeOf(z.object({ filename: z.string(), content: z.string() })) },
      },
    },
    async (request, reply) =>
      send(reply, await mail.calendarOf(request.params.bookingId, request.auth!.userId, request.brand)),
  );

  app.get(
    '/bookings/:bookingId/calendar.ics',
    {
      onRequest: app.requireRole('customer'),
      schema: {
        tags: ['bookings'],
        security: bearerSecurity,
        summary: 'The calendar event (.ics) of one of my bookings',
        params,
      },
    },
    async (request, reply) => {
      const file = await mail.calendarOf(request.params.bookingId, request.auth!.userId, request.brand);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
};
