import {
  claimedSeatSchema,
  idParamsSchema,
  seatFeeTermsSchema,
  seatPolicySchema,
  seatPolicyViewSchema,
  waitlistOfferSchema,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf, refusals } from '../../lib/envelope-schema';
import type { OffersService } from './offers.service';

/**
 * Waitlist offers (docs/adr/0038): a customer's open offers, claimed or passed on, under
 * /api/v1/waitlist-offers; and the seat policy a gym or freelance trainer keeps, /api/v1/manage/seat-policy.
 */
export const offersRoutes: FastifyPluginAsyncZod<{ offers: OffersService }> = async (app, { offers }) => {
  const customerOnly = app.requireRole('customer');
  const partnerOnly = app.requireRole('gym', 'trainer');
  const common = { tags: ['bookings'], security: bearerSecurity };
  const me = (request: { auth: { userId: number } | null }) => request.auth!.userId;

  app.get(
    '/waitlist-offers',
    {
      onRequest: customerOnly,
      schema: {
        ...common,
        summary: "The caller's open seat offers from waitlists, the soonest to run out first",
        response: { 200: envelopeOf(z.array(waitlistOfferSchema)), ...refusals(401, 403) },
      },
    },
    async (request, reply) => send(reply, await offers.list(me(request))),
  );

  app.post(
    '/waitlist-offers/:id/claim',
    {
      config: { retiresCaches: true },
      onRequest: customerOnly,
      schema: {
        ...common,
        summary: 'Claim an offered seat: it becomes the caller’s booking, paid by the join rules',
        description:
          'Idempotency-Key: a replay returns the first answer. Refusals: 409 OFFER_GONE (not yours, ' +
          'claimed, passed on or run out); the join’s refusals (402 credits, 400 gender, 404 class deleted).',
        headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }),
        params: idParamsSchema,
        response: { 201: envelopeOf(claimedSeatSchema), ...refusals(400, 401, 402, 403, 404, 409, 417, 498) },
      },
    },
    async (request, reply) => {
      const answer = await offers.claim(me(request), request.params.id, request.headers['idempotency-key']);
      return send(reply, answer.data, answer.statusCode);
    },
  );

  app.post(
    '/waitlist-offers/:id/decline',
    {
      config: { retiresCaches: true },
      onRequest: customerOnly,
      schema: {
        ...common,
        summary: 'Pass an offered seat on to the next one waiting (the caller leaves the waitlist)',
        params: idParamsSchema,
        response: { 200: envelopeOf(z.object({ message: z.string() })), ...refusals(401, 403, 409) },
      },
    },
    async (request, reply) => send(reply, await offers.decline(me(request), request.params.id)),
  );

  app.get(
    '/class-sessions/:id/fees',
    {
      schema: {
        tags: ['bookings'],
        summary:
          "What a late cancel (less than 6 hours before) and a no-show cost in this class, by its partner's policy; null: nothing",
        params: idParamsSchema,
        response: { 200: envelopeOf(seatFeeTermsSchema.nullable()), ...refusals(400, 404) },
      },
    },
    async (request, reply) => send(reply, await offers.feeTerms(request.params.id)),
  );

  app.get(
    '/manage/seat-policy',
    {
      onRequest: partnerOnly,
      schema: {
        ...common,
        summary: "The caller's seat policy (a gym's, or a freelance trainer's for their own classes)",
        response: { 200: envelopeOf(seatPolicyViewSchema), ...refusals(401, 403) },
      },
    },
    async (request, reply) => send(reply, await offers.policy(me(request))),
  );

  app.put(
    '/manage/seat-policy',
    {
      config: { retiresCaches: true },
      onRequest: partnerOnly,
      schema: {
        ...common,
        summary:
          "Save the caller's seat policy: automatic promotion or offers, the claim window, the cut-off, the waitlist's size, strikes and late-cancel and no-show fees",
        body: seatPolicySchema,
        response: { 200: envelopeOf(seatPolicyViewSchema), ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) => send(reply, await offers.savePolicy(me(request), request.body)),
  );
};
