import {
  brandReviewSettingBodySchema,
  brandReviewSettingSchema,
  partnerDecisionSchema,
  partnerRefusalBodySchema,
  partnerReviewStateSchema,
  pendingPartnerPageSchema,
  pendingPartnersQuerySchema,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf, refusals } from '../../lib/envelope-schema';
import { idParams } from '../../lib/route-schemas';
import type { PartnerReviewService } from './partner-review.service';

/** The operator's review of new partners, and a partner's own review state. */
export const partnerReviewRoutes: FastifyPluginAsyncZod<{ reviews: PartnerReviewService }> = async (
  app,
  { reviews },
) => {
  const tags = ['partner review'];
  const gymOnly = app.requireRole('gym');
  const me = (request: { auth: { userId: number } | null }) => request.auth!.userId;

  app.get(
    '/partner-reviews',
    {
      onRequest: gymOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Trainers and gyms awaiting review, first registered first (the platform operator only)',
        querystring: pendingPartnersQuerySchema,
        response: { 200: envelopeOf(pendingPartnerPageSchema), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      send(reply, await reviews.pending(me(request), request.query, request.language)),
  );

  app.post(
    '/partner-reviews/:id/approve',
    {
      onRequest: gymOnly,
      // Their classes join the class list: the list's pages kept in memory are retired.
      config: { retiresCaches: true },
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Approves a partner: their page and classes become public; they are told (bell and e-mail)',
        params: idParams,
        response: { 200: envelopeOf(partnerDecisionSchema), ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => send(reply, await reviews.approve(me(request), request.params.id)),
  );

  app.post(
    '/partner-reviews/:id/refuse',
    {
      onRequest: gymOnly,
      config: { retiresCaches: true },
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Refuses a partner with the reason they are told (bell and e-mail); they stay unlisted',
        params: idParams,
        body: partnerRefusalBodySchema,
        response: { 200: envelopeOf(partnerDecisionSchema), ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      send(reply, await reviews.refuse(me(request), request.params.id, request.body.reason)),
  );

  app.get(
    '/partner-reviews/brands',
    {
      onRequest: gymOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Each brand and whether its new partners wait for review (the platform operator only)',
        response: { 200: envelopeOf(z.array(brandReviewSettingSchema)), ...refusals(401, 403, 404) },
      },
    },
    async (request, reply) => send(reply, await reviews.brandSettings(me(request), request.language)),
  );

  app.put(
    '/partner-reviews/brands/:id',
    {
      onRequest: gymOnly,
      // Registration reads the setting itself: no cache holds it.
      config: { retiresCaches: false },
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "Turns a brand's review of new partners on or off; partners already registered keep their review",
        params: idParams,
        body: brandReviewSettingBodySchema,
        response: { 200: envelopeOf(brandReviewSettingSchema), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await reviews.setBrandSetting(
          me(request),
          request.params.id,
          request.body.partnersNeedApproval,
          request.language,
        ),
      ),
  );

  app.get(
    '/partner-reviews/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The caller's own review: PENDING, APPROVED or REFUSED with the operator's reason",
        response: { 200: envelopeOf(partnerReviewStateSchema), ...refusals(401) },
      },
    },
    async (request, reply) => send(reply, await reviews.mine(me(request))),
  );
};
