import { MSG } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { envelopeOf } from '../../lib/envelope-schema';
import { clientOf } from '../auth';
import type { OAuthService } from './oauth.service';

const providerParams = z.object({ provider: z.enum(['google', 'facebook']) });

/** Only a path on this site: never another origin ("//evil.example", "https://..."), no open redirect. */
const redirectPath = z
  .string()
  .max(1000)
  .regex(/^\/(?![/\\])\S*$/, MSG.invalidRedirect);

export const oauthRoutes: FastifyPluginAsyncZod<{ oauth: OAuthService }> = async (app, { oauth }) => {
  const tags = ['auth'];

  app.get(
    '/auth/providers',
    {
      schema: {
        tags,
        summary: 'Which social logins are configured',
        response: {
          200: envelopeOf(z.object({ google: z.boolean(), facebook: z.boolean() })).describe(
            'Each provider: configured or not',
          ),
        },
      },
    },
    async (_request, reply) => send(reply, oauth.available()),
  );

  app.get(
    '/auth/oauth/:provider/start',
    {
      schema: {
        tags,
        summary: "302 to the provider's sign-in page; after it, the user lands on `redirect`",
        params: providerParams,
        querystring: z.object({
          redirect: redirectPath.optional(),
          // Social sign-up creates customers only (trainers and gyms register with the form).
          userType: z.coerce
            .number()
            .int()
            .refine((value) => value === 1, MSG.invalidUserType)
            .default(1),
        }),
      },
    },
    async (request, reply) => {
      const url = await oauth.start(request.params.provider, {
        redirect: request.query.redirect,
        userType: request.query.userType,
        shareUrl: request.brand.shareUrl,
      });
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/auth/oauth/:provider/callback',
    {
      schema: {
        tags,
        summary: 'Provider callback: 302 to /oauth/complete#token=...&redirect=... (or #error=...)',
        params: providerParams,
        querystring: z.object({
          code: z.string().max(4096).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const outcome = await oauth.callback(
        request.params.provider,
        request.query,
        request.brand,
        clientOf(request),
      );
      if (outcome.problem) request.log.warn({ problem: outcome.problem }, 'social sign-in failed');
      return reply.redirect(outcome.location, 302);
    },
  );
};
