import {
  type Coupon,
  type CsvColumn,
  couponInputSchema,
  couponPageSchema,
  couponRemovalSchema,
  couponSchema,
  couponsQuerySchema,
  gymIdQueryField,
  idParamsSchema,
  toMajorString,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf, refusals } from '../../lib/envelope-schema';
import { sendCsv } from '../gym-admin';
import type { CouponsService } from './coupons.service';

/** The gym's coupons under /api/v1/manage/coupons: gyms only (customers and trainers get 403). */
export const couponsRoutes: FastifyPluginAsyncZod<{ coupons: CouponsService }> = async (app, { coupons }) => {
  const tags = ['gym administration'];
  const gymOnly = app.requireRole('gym');
  const me = (request: { auth: { userId: number } | null }) => request.auth!.userId;
  const common = { tags, security: bearerSecurity };

  app.get(
    '/manage/coupons',
    {
      onRequest: gymOnly,
      schema: {
        ...common,
        summary:
          "The gym's coupons with their uses, 50 a page, by status (valid, expired, upcoming) and isActive; format=csv for every row",
        querystring: couponsQuerySchema,
        response: { 200: envelopeOf(couponPageSchema), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const page = await coupons.page(me(request), request.query);
      if (request.query.format !== 'csv') return send(reply, page);
      const columns: CsvColumn<Coupon>[] = [
        { header: 'Code', cell: (row) => row.name },
        {
          header: 'Discount',
          cell: (row) =>
            row.discountType === 'PERCENTAGE'
              ? `${row.discountValue}%`
              : row.currencyCode
                ? `${toMajorString(row.discountValue, row.currencyCode)} ${row.currencyCode}`
                : row.discountValue,
        },
        { header: 'Extra credits', cell: (row) => row.extraCredits },
        { header: 'Extra days', cell: (row) => row.extraDays },
        { header: 'Valid from', cell: (row) => row.validFrom },
        { header: 'Valid to', cell: (row) => row.validTo },
        { header: 'Packages', cell: (row) => row.packages.map((pkg) => pkg.name).join('; ') },
        { header: 'Usage limit', cell: (row) => row.maxUses },
        { header: 'Uses', cell: (row) => row.uses },
        { header: 'Status', cell: (row) => row.status },
        { header: 'Active', cell: (row) => (row.active ? 'Yes' : 'No') },
      ];
      return sendCsv(reply, 'coupons.csv', columns, page.items);
    },
  );

  app.get(
    '/manage/coupons/:id',
    {
      onRequest: gymOnly,
      schema: {
        ...common,
        summary: "One of the gym's coupons with its uses",
        params: idParamsSchema,
        querystring: z.object({ gymId: gymIdQueryField }),
        response: { 200: envelopeOf(couponSchema), ...refusals(401, 403, 404) },
      },
    },
    async (request, reply) =>
      send(reply, await coupons.one(me(request), request.params.id, request.query.gymId)),
  );

  app.post(
    '/manage/coupons',
    {
      onRequest: gymOnly,
      config: { retiresCaches: true },
      schema: {
        ...common,
        summary:
          "Create a coupon for the gym's packages (percentage or amount in minor units, extra credits or days, " +
          'validity days of the store calendar, usage limits). Codes are unique across Kinetic: 409 when taken',
        body: couponInputSchema,
        response: { 201: envelopeOf(couponSchema), ...refusals(400, 401, 403, 409) },
      },
    },
    async (request, reply) => send(reply, await coupons.create(me(request), request.body), 201),
  );

  app.put(
    '/manage/coupons/:id',
    {
      onRequest: gymOnly,
      config: { retiresCaches: true },
      schema: {
        ...common,
        summary: 'Edit a coupon (orders already paid keep the discount they got)',
        params: idParamsSchema,
        body: couponInputSchema,
        response: { 200: envelopeOf(couponSchema), ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => send(reply, await coupons.update(me(request), request.params.id, request.body)),
  );

  app.delete(
    '/manage/coupons/:id',
    {
      onRequest: gymOnly,
      config: { retiresCaches: true },
      schema: {
        ...common,
        summary:
          'Delete a coupon. One an order already used is deactivated instead (outcome "deactivated"), so ' +
          'receipts keep naming it',
        params: idParamsSchema,
        response: { 200: envelopeOf(couponRemovalSchema), ...refusals(401, 403, 404) },
      },
    },
    async (request, reply) => send(reply, await coupons.remove(me(request), request.params.id)),
  );
};
