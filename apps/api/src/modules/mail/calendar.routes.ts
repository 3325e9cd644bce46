import { idField } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf } from '../../lib/envelope-schema';
import { fail } from '../../lib/errors';
import type { MailQueries } from './mail.repository';
import { bookingCalendar } from './notices';

/** "Add to calendar": the calendar file of one of the caller's bookings. */
export const calendarRoutes: FastifyPluginAsyncZod<{ queries: MailQueries; now: () => Date }> = async (
  app,
  opts,
) => {
  const params = z.object({ bookingId: idField });
  /** The caller's own booking (never a gym's walk-in guest) as its calendar file, else 404. */
  const fileOf = async (bookingId: number, userId: number, brand: { name: string; shareUrl: string }) => {
    const booking = await opts.queries.booking(bookingId);
    if (!booking || booking.userId !== userId || booking.guestName) throw fail('NOT_FOUND');
    return {
      filename: `class-${booking.sessionId}.ics`,
      content: bookingCalendar(booking, brand, opts.now()),
    };
  };

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
      send(reply, await fileOf(request.params.bookingId, request.auth!.userId, request.brand)),
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
      const file = await fileOf(request.params.bookingId, request.auth!.userId, request.brand);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
};
