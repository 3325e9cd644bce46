import {
  atRiskPageSchema,
  csvZoneLabel,
  dashboardListQuerySchema,
  dashboardSchema,
  expiringPageSchema,
  gymIdQueryField,
  pageOrAll,
  todaySessionsPageSchema,
  zonedCsvTime,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf, refusals } from '../../lib/envelope-schema';
import { sendCsv } from '../gym-admin';
import type { DashboardService } from './gym-dashboard.service';

const csvOr = <T extends z.ZodType>(schema: T) =>
  envelopeOf(schema).or(z.string().describe('text/csv when format=csv'));
const left = (value: number | null) => (value === null ? 'unlimited' : value);
const when = (value: string | null, timeZone: string) => (value ? zonedCsvTime(value, timeZone) : '');

/** The owner's dashboard under /api/v1/manage/dashboard: gyms, as every report (docs/adr/0046). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  const gymOnly = app.requireRole('gym');
  const me = (request: { auth: { userId: number } | null }) => request.auth!.userId;
  const doc = <E extends object>(summary: string, extra: E) => ({
    tags: ['gym administration'],
    security: bearerSecurity,
    summary,
    ...extra,
  });
  const list = <T extends z.ZodType>(summary: string, schema: T) =>
    doc(summary, {
      querystring: dashboardListQuerySchema,
      response: { 200: csvOr(schema), ...refusals(400, 401, 403, 404) },
    });

  app.get(
    '/manage/dashboard',
    {
      onRequest: gymOnly,
      schema: doc(
        "The gym's tiles: today's sessions, this month against the same days of the last, members at risk, packages running out, returns and attendance",
        {
          querystring: z.object({ gymId: gymIdQueryField }),
          response: { 200: envelopeOf(dashboardSchema), ...refusals(400, 401, 403, 404) },
        },
      ),
    },
    async (request, reply) => send(reply, await dashboard.tiles(me(request), request.query.gymId)),
  );

  app.get(
    '/manage/dashboard/at-risk',
    {
      onRequest: gymOnly,
      schema: list('Customers with a usable package of the gym and no visit in 14 days', atRiskPageSchema),
    },
    async (request, reply) => {
      const page = await dashboard.atRisk(me(request), pageOrAll(request.query));
      if (request.query.format !== 'csv') return send(reply, page);
      const zone = csvZoneLabel(page.timeZone);
      return sendCsv(
        reply,
        'members-at-risk.csv',
        [
          { header: 'Customer', cell: (row: (typeof page.items)[number]) => row.name },
          { header: 'E-mail', cell: (row) => row.email },
          { header: 'Mobile', cell: (row) => row.mobile },
          { header: 'Package', cell: (row) => row.packageName },
          { header: 'Left', cell: (row) => left(row.left) },
          { header: `Expires (${zone})`, cell: (row) => when(row.expiresAt, page.timeZone) },
          { header: `Last visit (${zone})`, cell: (row) => when(row.lastVisit, page.timeZone) },
        ],
        page.items,
      );
    },
  );

  app.get(
    '/manage/dashboard/expiring',
    {
      onRequest: gymOnly,
      schema: list(
        "The gym's live packages expiring in 14 days or with 3 credits or fewer left",
        expiringPageSchema,
      ),
    },
    async (request, reply) => {
      const page = await dashboard.expiring(me(request), pageOrAll(request.query));
      if (request.query.format !== 'csv') return send(reply, page);
      return sendCsv(
        reply,
        'expiring-packages.csv',
        [
          { header: 'Customer', cell: (row: (typeof page.items)[number]) => row.name },
          { header: 'E-mail', cell: (row) => row.email },
          { header: 'Package', cell: (row) => row.packageName },
          { header: 'Left', cell: (row) => left(row.left) },
          {
            header: `Expires (${csvZoneLabel(page.timeZone)})`,
            cell: (row) => when(row.expiresAt, page.timeZone),
          },
        ],
        page.items,
      );
    },
  );

  app.get(
    '/manage/dashboard/today',
    {
      onRequest: gymOnly,
      schema: list(
        "Today's sessions of the gym's classes (not canceled), with seats booked and free",
        todaySessionsPageSchema,
      ),
    },
    async (request, reply) => {
      const page = await dashboard.todaySessions(me(request), pageOrAll(request.query));
      if (request.query.format !== 'csv') return send(reply, page);
      return sendCsv(
        reply,
        `sessions-${page.today}.csv`,
        [
          { header: 'Class', cell: (row: (typeof page.items)[number]) => row.title },
          { header: `Starts (${csvZoneLabel(page.timeZone)})`, cell: (row) => row.fromTime },
          { header: 'Trainer', cell: (row) => row.trainerName },
          { header: 'Seats', cell: (row) => row.seats },
          { header: 'Booked', cell: (row) => row.booked },
          { header: 'Free', cell: (row) => row.freeSeats },
        ],
        page.items,
      );
    },
  );
};
