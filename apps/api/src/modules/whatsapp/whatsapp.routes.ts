import {
  notificationLogPageSchema,
  notificationLogQuerySchema,
  whatsAppSettingsBodySchema,
  whatsAppSettingsSchema,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf, refusals } from '../../lib/envelope-schema';
import type { WhatsAppService } from './whatsapp.service';

/** A customer's WhatsApp consent (/users/me/whatsapp) and the gym's notification log (/manage/notification-log). */
export const whatsAppRoutes: FastifyPluginAsyncZod<{ whatsapp: WhatsAppService }> = async (
  app,
  { whatsapp },
) => {
  app.get(
    '/users/me/whatsapp',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        security: bearerSecurity,
        summary: 'Whether my notices go by WhatsApp, since when, and to which mobile',
        response: { 200: envelopeOf(whatsAppSettingsSchema), ...refusals(401) },
      },
    },
    async (request, reply) => send(reply, await whatsapp.settingsOf(request.auth!.userId)),
  );

  app.put(
    '/users/me/whatsapp',
    {
      config: { retiresCaches: true },
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        security: bearerSecurity,
        summary: 'Opt in to WhatsApp messages (needs a mobile) or out; the time is recorded',
        description: 'Errors: 400 no mobile on the account to send to.',
        body: whatsAppSettingsBodySchema,
        response: { 200: envelopeOf(whatsAppSettingsSchema), ...refusals(400, 401) },
      },
    },
    async (request, reply) => send(reply, await whatsapp.change(request.auth!.userId, request.body.optedIn)),
  );

  app.get(
    '/manage/notification-log',
    {
      onRequest: app.requireRole('gym'),
      schema: {
        tags: ['gym administration'],
        security: bearerSecurity,
        summary:
          "A page of the notices sent to customers about the gym's classes and orders (newest first): by WhatsApp with its delivery and read times, or by e-mail, and any fallback",
        querystring: notificationLogQuerySchema,
        response: { 200: envelopeOf(notificationLogPageSchema), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) => send(reply, await whatsapp.log(request.auth!.userId, request.query)),
  );
};
