import {
  myReferralsSchema,
  myWelcomeOfferSchema,
  referralOfferQuerySchema,
  referralOfferSchema,
  referralProgrammeBodySchema,
  referralProgrammeSchema,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf, refusals } from '../../lib/envelope-schema';
import type { ReferralsService } from './referrals.service';

/** Invite links, the welcome offer, and the operator's programmes (docs/adr/0044). */
export const referralsRoutes: FastifyPluginAsyncZod<{ referrals: ReferralsService }> = async (
  app,
  { referrals },
) => {
  const tags = ['referrals'];
  const customerOnly = app.requireRole('customer');
  const gymOnly = app.requireRole('gym');
  const me = (request: { auth: { userId: number } | null }) => request.auth!.userId;

  app.get(
    '/referrals/me',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "The caller's invite link (made the first time it is asked for), the offer and reward, and the friends who joined",
        response: { 200: envelopeOf(myReferralsSchema), ...refusals(401, 403) },
      },
    },
    async (request, reply) => send(reply, await referrals.mine(me(request), request.brand, request.language)),
  );

  app.get(
    '/referrals/offer',
    {
      schema: {
        tags,
        summary: "Who invites and the brand's welcome offer in that country, for the registration page",
        querystring: referralOfferQuerySchema,
        response: { 200: envelopeOf(referralOfferSchema), ...refusals(400, 404) },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await referrals.offer(request.query.code, request.query.storeId, request.brand, request.language),
      ),
  );

  app.get(
    '/referrals/welcome-offer',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The caller's welcome offer while it is theirs to use (null when there is none)",
        response: { 200: envelopeOf(myWelcomeOfferSchema), ...refusals(401, 403) },
      },
    },
    async (request, reply) => send(reply, await referrals.myWelcomeOffer(me(request), request.language)),
  );

  app.get(
    '/admin/referral-programmes',
    {
      onRequest: gymOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Every brand and country with its referral programme (the platform operator only)',
        response: { 200: envelopeOf(z.array(referralProgrammeSchema)), ...refusals(401, 403, 404) },
      },
    },
    async (request, reply) => send(reply, await referrals.programmes(me(request), request.language)),
  );

  app.put(
    '/admin/referral-programmes',
    {
      onRequest: gymOnly,
      config: { retiresCaches: false },
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "Sets a brand's programme in one country: the welcome promo (made referral-only), the referrer's reward, on or off",
        body: referralProgrammeBodySchema,
        response: { 200: envelopeOf(referralProgrammeSchema), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      send(reply, await referrals.setProgramme(me(request), request.body, request.language)),
  );
};
