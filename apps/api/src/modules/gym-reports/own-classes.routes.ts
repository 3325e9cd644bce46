import { trainerOwnClassesQuerySchema, trainerOwnClassesSchema } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf, refusals } from '../../lib/envelope-schema';
import { sendCsv } from '../gym-admin';
import { major } from './csv-columns';
import type { ReportsService } from './reports.service';

/** A trainer's own classes' report, beside her per-gym earnings; CSV like a gym's reports. */
export const ownClassesRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (
  app,
  { reports },
) => {
  app.get(
    '/manage/reports/trainer-classes',
    {
      onRequest: app.requireRole('trainer'),
      schema: {
        tags: ['gym administration'],
        security: bearerSecurity,
        summary:
          "The calling trainer's own classes in the range: sessions, bookings, credits used, sales and refunds; format=csv",
        querystring: trainerOwnClassesQuerySchema,
        response: {
          200: envelopeOf(trainerOwnClassesSchema).or(z.string().describe('text/csv when format=csv')),
          ...refusals(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const report = await reports.ownClasses(request.auth!.userId, query);
      if (query.format !== 'csv') return send(reply, report);
      type Row = (typeof report.rows)[number];
      const money = (pick: (row: Row) => number) => (row: Row) => major(pick(row), row.currencyDecimals);
      return sendCsv(
        reply,
        `my-classes-${query.fromDate}-${query.toDate}.csv`,
        [
          { header: 'Class', cell: (row: Row) => row.title },
          { header: 'Sessions', cell: (row) => row.sessions },
          { header: 'Bookings', cell: (row) => row.bookings },
          { header: 'Credits used', cell: (row) => row.creditsUsed },
          { header: 'Sales', cell: money((row) => row.sales) },
          { header: 'Refunds', cell: (row) => row.refunds },
          { header: 'Credits refunded', cell: (row) => row.refundedCredits },
          { header: 'Refunded', cell: money((row) => row.refundedAmount) },
          { header: 'Currency', cell: (row) => row.currencyCode },
        ],
        report.rows,
      );
    },
  );
};
