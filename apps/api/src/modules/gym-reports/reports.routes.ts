import {
  attendanceReportQuerySchema,
  attendanceReportSchema,
  bookingsReportSchema,
  gymIdQueryField,
  gymWisePageSchema,
  gymWiseQuerySchema,
  idField,
  idParamsSchema,
  ledgerPageSchema,
  occupancyReportSchema,
  packageMixSchema,
  reportQuerySchema,
  revenueQuerySchema,
  trainerEarningsQuerySchema,
  trainerEarningsSchema,
  trainerRateBodySchema,
  trainerRateSchema,
  trainerReportSchema,
  transactionCorrectionSchema,
  transactionFilterSchema,
  transactionListQuerySchema,
  transactionTotalsSchema,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf, refusals } from '../../lib/envelope-schema';
import { sendCsv } from '../gym-admin';
import { major, transactionColumns } from './csv-columns';
import type { ReportsService } from './reports.service';

const csvOr = <T extends z.ZodType>(schema: T) =>
  envelopeOf(schema).or(z.string().describe('text/csv when format=csv'));
// A trainer id beyond PostgreSQL's integer is a 400, not a 500 from the query (idField).
const trainerParams = z.object({ trainerId: idField });

/** Accounting and reports under /api/v1/manage: gyms (the trainer's own earnings: trainers). */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  const tags = ['gym administration'];
  const gymOnly = app.requireRole('gym');
  const me = (request: { auth: { userId: number } | null }) => request.auth!.userId;
  const doc = <E extends object>(summary: string, extra: E) => ({
    tags,
    security: bearerSecurity,
    summary,
    ...extra,
  });

  app.get(
    '/manage/transactions',
    {
      onRequest: gymOnly,
      schema: doc(
        "A page of the gym's paid transactions (newest first) by paid date, customer, package or type; format=csv: every row",
        {
          querystring: transactionListQuerySchema,
          response: { 200: csvOr(ledgerPageSchema), ...refusals(400, 401, 403, 404) },
        },
      ),
    },
    async (request, reply) => {
      const query = request.query;
      if (query.format === 'csv') {
        const format = await reports.csvFormat(me(request), query.gymId);
        const rows = await reports.allTransactions(me(request), query);
        return sendCsv(
          reply,
          `transactions-${query.fromDate}-${query.toDate}.csv`,
          transactionColumns(format.currencyDecimals, format.timeZone),
          rows,
        );
      }
      return send(reply, await reports.transactions(me(request), query));
    },
  );

  app.get(
    '/manage/transactions/totals',
    {
      onRequest: gymOnly,
      schema: doc('Count, gross, discounts, net and refunds of the same filters (minor units)', {
        querystring: transactionFilterSchema,
        response: { 200: envelopeOf(transactionTotalsSchema), ...refusals(400, 401, 403, 404) },
      }),
    },
    async (request, reply) => send(reply, await reports.totals(me(request), request.query)),
  );

  app.patch(
    '/manage/transactions/:id',
    {
      onRequest: gymOnly,
      // Money reports only: neither the class list nor the shop shows these.
      config: { retiresCaches: false },
      schema: doc("Correct a paid transaction's recorded amount, with the reason (kept as an audit row)", {
        params: idParamsSchema,
        querystring: z.object({ gymId: gymIdQueryField }),
        body: transactionCorrectionSchema,
        response: {
          200: envelopeOf(
            z.object({
              id: z.number(),
              oldAmount: z.number(),
              newAmount: z.number(),
              reason: z.string(),
              correctedAt: z.string(),
            }),
          ),
          ...refusals(400, 401, 403, 404),
        },
      }),
    },
    async (request, reply) =>
      send(reply, await reports.correct(me(request), request.params.id, request.body, request.query.gymId)),
  );

  app.get(
    '/manage/reports/revenue',
    {
      onRequest: gymOnly,
      schema: doc(
        'Net revenue and count per day, week or month of the range (every bucket, empty ones too)',
        {
          querystring: revenueQuerySchema,
          response: { 200: csvOr(z.any()), ...refusals(400, 401, 403, 404) },
        },
      ),
    },
    async (request, reply) => {
      const report = await reports.revenue(me(request), request.query);
      if (request.query.format !== 'csv') return send(reply, report);
      return sendCsv(
        reply,
        `revenue-${request.query.fromDate}-${request.query.toDate}.csv`,
        [
          { header: 'Period', cell: (row: (typeof report.series)[number]) => row.bucket },
          { header: 'Transactions', cell: (row) => row.count },
          { header: 'Net', cell: (row) => major(row.net, report.currencyDecimals) },
          { header: 'Currency', cell: () => report.currencyCode },
        ],
        report.series,
      );
    },
  );

  app.get(
    '/manage/reports/bookings',
    {
      onRequest: gymOnly,
      schema: doc('Bookings and check-ins by class, and bookings by hour of day, of sessions in the range', {
        querystring: reportQuerySchema,
        response: { 200: csvOr(bookingsReportSchema), ...refusals(400, 401, 403, 404) },
      }),
    },
    async (request, reply) => {
      const report = await reports.bookings(me(request), request.query);
      if (request.query.format !== 'csv') return send(reply, report);
      return sendCsv(
        reply,
        `bookings-${request.query.fromDate}-${request.query.toDate}.csv`,
        [
          { header: 'Class', cell: (row: (typeof report.byClass)[number]) => row.title },
          { header: 'Bookings', cell: (row) => row.bookings },
          { header: 'Check-ins', cell: (row) => row.checkIns },
        ],
        report.byClass,
      );
    },
  );

  app.get(
    '/manage/reports/package-mix',
    {
      onRequest: gymOnly,
      schema: doc('Paid transactions and net revenue per package in the range', {
        querystring: reportQuerySchema,
        response: { 200: csvOr(packageMixSchema), ...refusals(400, 401, 403, 404) },
      }),
    },
    async (request, reply) => {
      const report = await reports.packageMix(me(request), request.query);
      if (request.query.format !== 'csv') return send(reply, report);
      return sendCsv(
        reply,
        `package-mix-${request.query.fromDate}-${request.query.toDate}.csv`,
        [
          { header: 'Package', cell: (row: (typeof report.rows)[number]) => row.name },
          { header: 'Type', cell: (row) => row.packageType },
          { header: 'Transactions', cell: (row) => row.count },
          { header: 'Net', cell: (row) => major(row.net, report.currencyDecimals) },
        ],
        report.rows,
      );
    },
  );

  app.get(
    '/manage/reports/occupancy',
    {
      onRequest: gymOnly,
      schema: doc('Booked seats against capacity per class and per day, of sessions in the range', {
        querystring: reportQuerySchema,
        response: { 200: csvOr(occupancyReportSchema), ...refusals(400, 401, 403, 404) },
      }),
    },
    async (request, reply) => {
      const report = await reports.occupancy(me(request), request.query);
      if (request.query.format !== 'csv') return send(reply, report);
      return sendCsv(
        reply,
        `occupancy-${request.query.fromDate}-${request.query.toDate}.csv`,
        [
          { header: 'Class', cell: (row: (typeof report.rows)[number]) => row.title },
          { header: 'Sessions', cell: (row) => row.sessions },
          { header: 'Seats', cell: (row) => row.seats },
          { header: 'Booked', cell: (row) => row.booked },
          { header: 'Occupancy %', cell: (row) => row.rate },
        ],
        report.rows,
      );
    },
  );

  app.get(
    '/manage/reports/attendance',
    {
      onRequest: gymOnly,
      schema: doc(
        "No-shows and late cancels of the gym's sessions in the range, by class, trainer or customer",
        {
          querystring: attendanceReportQuerySchema,
          response: { 200: csvOr(attendanceReportSchema), ...refusals(400, 401, 403, 404) },
        },
      ),
    },
    async (request, reply) => {
      const report = await reports.attendance(me(request), request.query);
      if (request.query.format !== 'csv') return send(reply, report);
      type Row = (typeof report.rows)[number];
      return sendCsv(
        reply,
        `attendance-by-${report.by}-${request.query.fromDate}-${request.query.toDate}.csv`,
        [
          {
            header: report.by === 'class' ? 'Class' : report.by === 'trainer' ? 'Trainer' : 'Customer',
            cell: (row: Row) => row.name,
          },
          { header: 'Bookings', cell: (row) => row.bookings },
          { header: 'Attended', cell: (row) => row.attended },
          { header: 'No-shows', cell: (row) => row.noShows },
          { header: 'No-show %', cell: (row) => row.noShowRate },
          { header: 'Late cancels', cell: (row) => row.lateCancels },
          { header: 'Late-cancel %', cell: (row) => row.lateCancelRate },
          { header: 'Strikes waived', cell: (row) => row.waived },
          { header: 'Fees taken', cell: (row) => row.feesTaken },
          { header: 'Fees waived', cell: (row) => row.feesWaived },
        ],
        report.rows,
      );
    },
  );

  app.get(
    '/manage/reports/gyms',
    {
      onRequest: gymOnly,
      schema: doc("Every gym's totals in the range, largest net first (the master gym only)", {
        querystring: gymWiseQuerySchema,
        response: { 200: csvOr(gymWisePageSchema), ...refusals(400, 401, 403, 404) },
      }),
    },
    async (request, reply) => {
      const csv = request.query.format === 'csv';
      const report = await reports.gymWise(me(request), request.query, csv);
      if (!csv) return send(reply, report);
      return sendCsv(
        reply,
        `gyms-${request.query.fromDate}-${request.query.toDate}.csv`,
        [
          { header: 'Gym', cell: (row: (typeof report.rows)[number]) => row.name },
          { header: 'Transactions', cell: (row) => row.count },
          { header: 'Gross', cell: (row) => major(row.gross, row.currencyDecimals) },
          { header: 'Discounts', cell: (row) => major(row.discounts, row.currencyDecimals) },
          { header: 'Net', cell: (row) => major(row.net, row.currencyDecimals) },
          { header: 'Currency', cell: (row) => row.currencyCode },
        ],
        report.rows,
      );
    },
  );

  app.get(
    '/manage/reports/trainers',
    {
      onRequest: gymOnly,
      schema: doc(
        "Each trainer's sessions taught and held, bookings, check-ins, rate and earnings in the range",
        {
          querystring: reportQuerySchema,
          response: { 200: csvOr(trainerReportSchema), ...refusals(400, 401, 403, 404) },
        },
      ),
    },
    async (request, reply) => {
      const report = await reports.trainers(me(request), request.query);
      if (request.query.format !== 'csv') return send(reply, report);
      return sendCsv(
        reply,
        `trainers-${request.query.fromDate}-${request.query.toDate}.csv`,
        [
          { header: 'Trainer', cell: (row: (typeof report.rows)[number]) => row.name },
          { header: 'Sessions', cell: (row) => row.sessions },
          { header: 'Bookings', cell: (row) => row.bookings },
          { header: 'Check-ins', cell: (row) => row.checkIns },
          {
            header: 'Rate',
            cell: (row) => (row.rate === null ? '' : major(row.rate, report.currencyDecimals)),
          },
          { header: 'Earnings', cell: (row) => major(row.earnings, report.currencyDecimals) },
        ],
        report.rows,
      );
    },
  );

  app.get(
    '/manage/trainers/:trainerId/rate',
    {
      onRequest: gymOnly,
      schema: doc('What the gym pays this trainer per session taught and held (minor units; 0 when unset)', {
        params: trainerParams,
        querystring: z.object({ gymId: gymIdQueryField }),
        response: { 200: envelopeOf(trainerRateSchema), ...refusals(401, 403, 404) },
      }),
    },
    async (request, reply) =>
      send(reply, await reports.rate(me(request), request.params.trainerId, request.query.gymId)),
  );

  app.put(
    '/manage/trainers/:trainerId/rate',
    {
      onRequest: gymOnly,
      // Money reports only: neither the class list nor the shop shows these.
      config: { retiresCaches: false },
      schema: doc("Set the trainer's per-session rate at the gym", {
        params: trainerParams,
        querystring: z.object({ gymId: gymIdQueryField }),
        body: trainerRateBodySchema,
        response: { 200: envelopeOf(trainerRateSchema), ...refusals(400, 401, 403, 404) },
      }),
    },
    async (request, reply) =>
      send(
        reply,
        await reports.setRate(
          me(request),
          request.params.trainerId,
          request.body.amountPerSession,
          request.query.gymId,
        ),
      ),
  );

  app.get(
    '/manage/reports/trainer-earnings',
    {
      onRequest: app.requireRole('trainer'),
      schema: doc(
        "The calling trainer's own sessions, bookings, check-ins and earnings per gym in the range",
        {
          querystring: trainerEarningsQuerySchema,
          response: { 200: envelopeOf(trainerEarningsSchema), ...refusals(400, 401, 403) },
        },
      ),
    },
    async (request, reply) => send(reply, await reports.ownEarnings(me(request), request.query)),
  );
};
