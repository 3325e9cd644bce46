import { onboardingSchema, PARTNER_ROLES } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf, refusals } from '../../lib/envelope-schema';
import type { OnboardingService } from './onboarding.service';

/** GET /manage/onboarding: a trainer's or gym's first steps, each done or not. */
export const onboardingRoutes: FastifyPluginAsyncZod<{ onboarding: OnboardingService }> = async (
  app,
  { onboarding },
) => {
  const partners = app.requireRole(...PARTNER_ROLES);

  app.get(
    '/manage/onboarding',
    {
      onRequest: partners,
      schema: {
        tags: ['profiles'],
        security: bearerSecurity,
        summary:
          'The caller’s checklist of first steps (profile photo, bio, a gym’s branch, a first class), each done or not',
        response: { 200: envelopeOf(onboardingSchema), ...refusals(401, 403) },
      },
    },
    async (request, reply) => send(reply, await onboarding.checklist(request.auth!.userId)),
  );
};
