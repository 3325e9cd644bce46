import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail } from '../../lib/errors';
import type { MailQueries } from './mail.repository';
import { bookingCalendar } from './notices';

/** "Add to calendar": the calendar file of one of the caller's bookings. */
export const calendarRoutes: FastifyPluginAsyncZod<{ queries: MailQueries; now: () => Date }> = async (
  app,
  opts,
) => {
  app.get(
    '/bookings/:bookingId/calendar.ics',
    {
      preHandler: app.requireRole('customer'),
      schema: {
        tags: ['bookings'],
        summary: 'The calendar event (.ics) of one of my bookings',
        params: z.object({ bookingId: z.coerce.number().int().positive() }),
      },
    },
    async (request, reply) => {
      const { bookingId } = request.params;
      const booking = await opts.queries.booking(bookingId);
      if (!booking || booking.userId !== request.auth!.userId || booking.guestName) throw fail('NOT_FOUND');
      const file = bookingCalendar(booking, request.brand, opts.now());
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="class-${booking.sessionId}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
