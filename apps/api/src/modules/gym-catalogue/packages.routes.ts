import {
  type CsvColumn,
  type GymPackage,
  gymIdQueryField,
  gymPackageActiveSchema,
  gymPackageInputSchema,
  gymPackagePageSchema,
  gymPackageSchema,
  gymPackagesQuerySchema,
  idParamsSchema,
  programClassSchema,
  toMajorString,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf, refusals } from '../../lib/envelope-schema';
import { sendCsv } from '../gym-admin';
import type { GymPackagesService } from './packages.service';

/** The gym's packages under /api/v1/manage/packages: gyms only (customers and trainers get 403). */
export const gymPackagesRoutes: FastifyPluginAsyncZod<{ packages: GymPackagesService }> = async (
  app,
  { packages },
) => {
  const tags = ['gym administration'];
  const gymOnly = app.requireRole('gym');
  const me = (request: { auth: { userId: number } | null }) => request.auth!.userId;
  const common = { tags, security: bearerSecurity };

  app.get(
    '/manage/packages/program-classes',
    {
      onRequest: gymOnly,
      schema: {
        ...common,
        summary: 'The gym’s live workshop classes (price model Workshop) a program package may book',
        response: { 200: envelopeOf(z.array(programClassSchema)), ...refusals(401, 403) },
      },
    },
    async (request, reply) => send(reply, await packages.programClasses(me(request))),
  );

  app.get(
    '/manage/packages',
    {
      onRequest: gymOnly,
      schema: {
        ...common,
        summary:
          "The gym's own packages, 50 a page; includeBurnt=true also lists deactivated ones; format=csv for every row",
        querystring: gymPackagesQuerySchema,
        response: { 200: envelopeOf(gymPackagePageSchema), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const page = await packages.page(me(request), request.query);
      if (request.query.format !== 'csv') return send(reply, page);
      const columns: CsvColumn<GymPackage>[] = [
        { header: 'Name', cell: (row) => row.name },
        { header: 'Type', cell: (row) => row.packageType },
        { header: 'For', cell: (row) => row.packageCategory },
        { header: 'Credits', cell: (row) => row.credits },
        { header: 'Classes', cell: (row) => (row.unlimited ? 'Unlimited' : row.classes) },
        { header: 'Validity (days)', cell: (row) => row.validityDays },
        { header: 'Price', cell: (row) => toMajorString(row.price, row.currencyCode) },
        { header: 'Currency', cell: (row) => row.currencyCode },
        { header: 'Sold', cell: (row) => row.sold },
        { header: 'On sale', cell: (row) => (row.active ? 'Yes' : 'No') },
      ];
      return sendCsv(reply, 'packages.csv', columns, page.items);
    },
  );

  app.get(
    '/manage/packages/:id',
    {
      onRequest: gymOnly,
      schema: {
        ...common,
        summary: "One of the gym's packages",
        params: idParamsSchema,
        querystring: z.object({ gymId: gymIdQueryField }),
        response: { 200: envelopeOf(gymPackageSchema), ...refusals(401, 403, 404) },
      },
    },
    async (request, reply) =>
      send(reply, await packages.one(me(request), request.params.id, request.query.gymId)),
  );

  app.post(
    '/manage/packages',
    {
      onRequest: gymOnly,
      config: { retiresCaches: true },
      schema: {
        ...common,
        summary: 'Add a package the gym sells (price in minor units of its store currency); on sale at once',
        body: gymPackageInputSchema,
        response: { 201: envelopeOf(gymPackageSchema), ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) => send(reply, await packages.create(me(request), request.body), 201),
  );

  app.put(
    '/manage/packages/:id',
    {
      onRequest: gymOnly,
      config: { retiresCaches: true },
      schema: {
        ...common,
        summary: 'Edit a package for future buyers (customers who bought it keep what they bought)',
        params: idParamsSchema,
        body: gymPackageInputSchema,
        response: { 200: envelopeOf(gymPackageSchema), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      send(reply, await packages.update(me(request), request.params.id, request.body)),
  );

  app.patch(
    '/manage/packages/:id',
    {
      onRequest: gymOnly,
      config: { retiresCaches: true },
      schema: {
        ...common,
        summary: 'Take a package off sale (active=false) or put it back on sale',
        params: idParamsSchema,
        body: gymPackageActiveSchema,
        response: { 200: envelopeOf(gymPackageSchema), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      send(reply, await packages.setActive(me(request), request.params.id, request.body.active)),
  );

  app.delete(
    '/manage/packages/:id',
    {
      onRequest: gymOnly,
      config: { retiresCaches: true },
      schema: {
        ...common,
        summary: 'Deactivate a package: off sale at once, never deleted, so bought packages keep it',
        params: idParamsSchema,
        response: { 200: envelopeOf(gymPackageSchema), ...refusals(401, 403, 404) },
      },
    },
    async (request, reply) => send(reply, await packages.setActive(me(request), request.params.id, false)),
  );
};
