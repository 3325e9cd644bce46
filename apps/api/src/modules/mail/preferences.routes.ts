import { mailPreferencesBodySchema, mailPreferencesSchema, toMailPreferences } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf, refusals } from '../../lib/envelope-schema';
import { fail } from '../../lib/errors';
import type { MailPreferencesRepository } from './mail.repository';

/** Which e-mails the signed-in user receives (issue 13); receipts always go. */
export const mailPreferencesRoutes: FastifyPluginAsyncZod<{
  preferences: MailPreferencesRepository;
}> = async (app, { preferences }) => {
  const tags = ['users'];
  app.get(
    '/users/me/mail-preferences',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The e-mails I receive, by kind (receipts always)',
        response: { 200: envelopeOf(mailPreferencesSchema), ...refusals(401) },
      },
    },
    async (request, reply) => {
      const off = await preferences.optOuts(request.auth!.userId);
      if (!off) throw fail('NOT_FOUND');
      return send(reply, toMailPreferences(off));
    },
  );

  app.put(
    '/users/me/mail-preferences',
    {
      config: { retiresCaches: true },
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Turn e-mails off by kind (`off` lists them; receipts cannot be turned off)',
        body: mailPreferencesBodySchema,
        response: { 200: envelopeOf(mailPreferencesSchema), ...refusals(400, 401) },
      },
    },
    async (request, reply) => {
      const off = await preferences.setOptOuts(request.auth!.userId, [...new Set(request.body.off)]);
      if (!off) throw fail('NOT_FOUND');
      return send(reply, toMailPreferences(off));
    },
  );
};
