import {
  addCustomerPackageSchema,
  type CsvColumn,
  type CustomerRowDto,
  csvZoneLabel,
  customerDetailSchema,
  customerPackageParamsSchema,
  customerPageSchema,
  customerParamsSchema,
  customersQuerySchema,
  customerTotalsQuerySchema,
  customerTotalsSchema,
  editCustomerPackageSchema,
  type GymBookingDto,
  gymBookingPageSchema,
  gymBookingsQuerySchema,
  gymIdQueryField,
  idParamsSchema,
  ledgerRowSchema,
  toMajorString,
  zonedCsvTime,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf, refusals } from '../../lib/envelope-schema';
import { sendCsv } from '../gym-admin';
import type { GymCustomersService } from './customers.service';

/** Customers and bookings of a gym under /api/v1/manage (gyms only), and a customer's own history. */
export const gymCustomersRoutes: FastifyPluginAsyncZod<{ customers: GymCustomersService }> = async (
  app,
  { customers },
) => {
  const tags = ['gym administration'];
  const gymOnly = app.requireRole('gym');
  const me = (request: { auth: { userId: number } | null }) => request.auth!.userId;

  app.get(
    '/manage/customers',
    {
      onRequest: gymOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "The gym's customers (50 a page): search by name, e-mail or phone, filter by package and active/expired; format=csv for every row",
        querystring: customersQuerySchema,
        response: { 200: envelopeOf(customerPageSchema), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { gym, page } = await customers.list(me(request), request.query);
      if (request.query.format !== 'csv') return send(reply, page);
      const columns: CsvColumn<CustomerRowDto>[] = [
        { header: 'Name', cell: (row) => row.name },
        { header: 'E-mail', cell: (row) => row.email },
        { header: 'Phone', cell: (row) => row.mobile ?? '' },
        { header: 'Active packages', cell: (row) => row.activePackages },
        {
          header: `Last visit (${csvZoneLabel(gym.timeZone)})`,
          cell: (row) => (row.lastVisit ? zonedCsvTime(row.lastVisit, gym.timeZone) : ''),
        },
        {
          header: `Total paid (${gym.currencyCode})`,
          cell: (row) => toMajorString(row.totalPaid, gym.currencyCode),
        },
      ];
      return sendCsv(reply, 'customers.csv', columns, page.items);
    },
  );

  app.get(
    '/manage/customers/totals',
    {
      onRequest: gymOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'New and active customers, bookings and revenue of the gym between two store dates',
        querystring: customerTotalsQuerySchema,
        response: { 200: envelopeOf(customerTotalsSchema), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) => send(reply, await customers.totals(me(request), request.query)),
  );

  app.get(
    '/manage/customers/packages',
    {
      onRequest: gymOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The gym's active packages (the customer list's package filter and the desk's choices)",
        querystring: z.object({ gymId: gymIdQueryField }),
        response: { 200: envelopeOf(customerDetailSchema.shape.offers), ...refusals(401, 403, 404) },
      },
    },
    async (request, reply) => send(reply, await customers.offers(me(request), request.query.gymId)),
  );

  app.get(
    '/manage/customers/:userId',
    {
      onRequest: gymOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'One customer of the gym: profile, kids, packages here with their ledger, bookings with attendance, transactions here',
        params: customerParamsSchema,
        querystring: z.object({ gymId: gymIdQueryField }),
        response: { 200: envelopeOf(customerDetailSchema), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      send(reply, await customers.detail(me(request), request.params.userId, request.query.gymId)),
  );

  app.post(
    '/manage/customers/:userId/packages',
    {
      onRequest: gymOnly,
      config: { retiresCaches: true },
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "Give a customer one of the gym's packages (a kid's for a kid); paidAtDesk records the amount as a paid desk order",
        params: customerParamsSchema,
        headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }),
        body: addCustomerPackageSchema,
        response: { 201: envelopeOf(customerDetailSchema), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await customers.addPackage(
          me(request),
          request.params.userId,
          request.body,
          request.headers['idempotency-key'],
        ),
        201,
      ),
  );

  app.put(
    '/manage/customers/:userId/packages/:userPackageId',
    {
      onRequest: gymOnly,
      config: { retiresCaches: true },
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "Correct a customer's package (classes, credits, expiry or validity days, desk amount) with a reason: one ADJUST ledger row",
        params: customerPackageParamsSchema,
        body: editCustomerPackageSchema,
        response: { 200: envelopeOf(customerDetailSchema), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await customers.editPackage(
          me(request),
          request.params.userId,
          request.params.userPackageId,
          request.body,
        ),
      ),
  );

  app.get(
    '/manage/bookings',
    {
      onRequest: gymOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "The gym's bookings of sessions between two store dates (50 a page) with attendance; by class, trainer or customer; format=csv",
        querystring: gymBookingsQuerySchema,
        response: { 200: envelopeOf(gymBookingPageSchema), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { gym, page } = await customers.bookings(me(request), request.query);
      if (request.query.format !== 'csv') return send(reply, page);
      const columns: CsvColumn<GymBookingDto>[] = [
        { header: 'Date', cell: (row) => row.localDate },
        { header: 'Time', cell: (row) => row.localTime },
        { header: 'Class', cell: (row) => row.classTitle },
        { header: 'Customer', cell: (row) => row.customerName },
        { header: 'Kid', cell: (row) => row.kidName ?? '' },
        { header: 'Trainer', cell: (row) => row.trainerName ?? '' },
        { header: 'Attendance', cell: (row) => row.attendance },
        { header: 'Credits', cell: (row) => row.creditsSpent },
        { header: `Price (${gym.currencyCode})`, cell: (row) => toMajorString(row.price, gym.currencyCode) },
      ];
      return sendCsv(reply, 'bookings.csv', columns, page.items);
    },
  );

  app.get(
    '/manage/bookings/filters',
    {
      onRequest: gymOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "What the gym's bookings can be filtered by: its classes and their trainers",
        querystring: z.object({ gymId: gymIdQueryField }),
        response: {
          200: envelopeOf(
            z.object({
              classes: z.array(z.object({ id: z.number(), title: z.string() })),
              trainers: z.array(z.object({ id: z.number(), name: z.string() })),
            }),
          ),
          ...refusals(401, 403, 404),
        },
      },
    },
    async (request, reply) => send(reply, await customers.bookingFilters(me(request), request.query.gymId)),
  );

  app.get(
    '/user-packages/:id/history',
    {
      onRequest: app.requireRole('customer'),
      schema: {
        tags: ['payments'],
        security: bearerSecurity,
        summary: 'The history of one of my packages: every change, with who made it and why',
        params: idParamsSchema,
        response: { 200: envelopeOf(z.array(ledgerRowSchema)), ...refusals(401, 403, 404) },
      },
    },
    async (request, reply) => send(reply, await customers.myPackageHistory(me(request), request.params.id)),
  );
};
