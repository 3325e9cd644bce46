import {
  changeEmailSchema,
  changeMobileSchema,
  changePasswordSchema,
  deviceUpdateSchema,
  MSG,
  messageResultSchema,
  updateStoreSchema,
  userChangeResultSchema,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { envelopeOf, refusals } from '../../lib/envelope-schema';
import { bearer, idParams } from '../../lib/route-schemas';
import { requireSelfParam } from '../../plugins/auth';
import type { AccountSettingsService } from './account-settings.service';

export const accountSettingsRoutes: FastifyPluginAsyncZod<{ settings: AccountSettingsService }> = async (
  app,
  { settings },
) => {
  const tags = ['account settings'];
  const own = { onRequest: [app.authenticate, requireSelfParam] };

  app.put(
    '/users/:id/password',
    {
      config: { retiresCaches: true },
      ...own,
      schema: {
        tags,
        summary: 'Change the password; the other sessions of the user end',
        security: bearer,
        params: idParams,
        body: changePasswordSchema,
        response: {
          200: envelopeOf(messageResultSchema).describe('Password changed; the other sessions ended'),
          ...refusals(400, 401, 403),
        },
      },
    },
    async (request, reply) =>
      send(reply, await settings.changePassword(request.params.id, request.auth!.tokenId, request.body)),
  );

  app.put(
    '/users/:id/email',
    {
      config: { retiresCaches: true },
      ...own,
      schema: {
        tags,
        summary: 'Change the e-mail',
        security: bearer,
        params: idParams,
        body: changeEmailSchema,
        response: {
          200: envelopeOf(userChangeResultSchema).describe('Saved: the updated user record'),
          ...refusals(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const user = await settings.changeEmail(request.params.id, request.body.email);
      return send(reply, { user, message: MSG.emailUpdated });
    },
  );

  app.put(
    '/users/:id/mobile',
    {
      config: { retiresCaches: true },
      ...own,
      schema: {
        tags,
        summary: 'Change the phone',
        security: bearer,
        params: idParams,
        body: changeMobileSchema,
        response: {
          200: envelopeOf(userChangeResultSchema).describe('Saved: the updated user record'),
          ...refusals(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const user = await settings.changeMobile(request.params.id, request.body.mobile);
      return send(reply, { user, message: MSG.phoneUpdated });
    },
  );

  app.put(
    '/users/:id/store',
    {
      config: { retiresCaches: true },
      ...own,
      schema: {
        tags,
        summary: 'Change the country (store)',
        security: bearer,
        params: idParams,
        body: updateStoreSchema,
        response: {
          200: envelopeOf(userChangeResultSchema).describe('Saved: the updated user record'),
          ...refusals(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const user = await settings.changeStore(request.params.id, request.body.storeId);
      return send(reply, { user, message: MSG.countryChanged });
    },
  );

  app.post(
    '/users/device',
    {
      config: { retiresCaches: true },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Record the device type and push token on the current session',
        security: bearer,
        body: deviceUpdateSchema,
        response: {
          200: envelopeOf(z.object({ updated: z.literal(true) })).describe('Recorded on this session'),
          ...refusals(400, 401),
        },
      },
    },
    async (request, reply) => send(reply, await settings.updateDevice(request.auth!.tokenId, request.body)),
  );
};
