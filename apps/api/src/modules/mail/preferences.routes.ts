import { mailPreferencesBodySchema, mailPreferencesSchema } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf, refusals } from '../../lib/envelope-schema';
import type { AccountMailService } from './account-mail.service';

/** Which e-mails the signed-in user receives; receipts always go. */
export const mailPreferencesRoutes: FastifyPluginAsyncZod<{ mail: AccountMailService }> = async (
  app,
  { mail },
) => {
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
    async (request, reply) => send(reply, await mail.preferencesOf(request.auth!.userId)),
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
    async (request, reply) => send(reply, await mail.turnOff(request.auth!.userId, request.body.off)),
  );
};
