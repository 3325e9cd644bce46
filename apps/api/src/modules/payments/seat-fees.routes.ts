import { idParamsSchema, paramId, seatFeeSchema, waiveFeeSchema } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf, refusals } from '../../lib/envelope-schema';
import type { SeatFeesService } from './seat-fees';

/**
 * Late-cancel and no-show fees (docs/adr/0040): a customer's own under /api/v1/fees; a partner's on
 * one customer, and their waiver, under /api/v1/manage.
 */
export const seatFeesRoutes: FastifyPluginAsyncZod<{ fees: SeatFeesService }> = async (app, { fees }) => {
  const customerOnly = app.requireRole('customer');
  const partnerOnly = app.requireRole('gym', 'trainer');
  const common = { tags: ['payments'], security: bearerSecurity };
  const me = (request: { auth: { userId: number } | null }) => request.auth!.userId;

  app.get(
    '/fees',
    {
      onRequest: customerOnly,
      schema: {
        ...common,
        summary: "The caller's late-cancel and no-show fees, the newest first",
        response: { 200: envelopeOf(z.array(seatFeeSchema)), ...refusals(401, 403) },
      },
    },
    async (request, reply) => send(reply, await fees.mine(me(request))),
  );

  app.get(
    '/manage/customers/:userId/fees',
    {
      onRequest: partnerOnly,
      schema: {
        ...common,
        summary: "A customer's late-cancel and no-show fees with the caller, the newest first",
        params: z.object({ userId: paramId }),
        response: { 200: envelopeOf(z.array(seatFeeSchema)), ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) => send(reply, await fees.ofCustomer(me(request), request.params.userId)),
  );

  app.post(
    '/manage/fees/:id/waive',
    {
      config: { retiresCaches: true },
      onRequest: partnerOnly,
      schema: {
        ...common,
        summary: 'Waive a fee, with a reason: a pending or unpaid one is dropped, a taken one given back',
        description: '404 for another partner’s fee; 409 FEE_SETTLED when it was waived already.',
        params: idParamsSchema,
        body: waiveFeeSchema,
        response: { 200: envelopeOf(seatFeeSchema), ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      send(reply, await fees.waive(me(request), me(request), request.params.id, request.body.reason)),
  );
};
