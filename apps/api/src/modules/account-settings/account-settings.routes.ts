import {
  changeEmailSchema,
  changeMobileSchema,
  changePasswordSchema,
  confirmEmailChangeSchema,
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
        summary: 'Change the e-mail: with the password, a link is mailed to the new address',
        description:
          'The address changes when the link is opened (POST /users/email/confirm), within 24 hours; until ' +
          "then the account keeps its own. Errors: 400 'Your password is not correct.' (field password), the " +
          'same address, an address taken, a confirmation that differs.',
        security: bearer,
        params: idParams,
        body: changeEmailSchema,
        response: {
          200: envelopeOf(userChangeResultSchema).describe('Link sent: the user record, still unchanged'),
          ...refusals(400, 401, 403),
        },
      },
    },
    async (request, reply) =>
      send(reply, await settings.requestEmailChange(request.params.id, request.body, request.brand)),
  );

  app.post(
    '/users/email/confirm',
    {
      config: { retiresCaches: true },
      schema: {
        tags,
        summary: 'Open the link mailed to a new address: it becomes the account e-mail',
        description:
          "Needs no session (the link may be opened on another device). Errors: 400 'This confirmation link is " +
          "invalid or has expired. Please change your e-mail again.', or the address taken in the meantime.",
        body: confirmEmailChangeSchema,
        response: { 200: envelopeOf(messageResultSchema).describe('E-mail changed'), ...refusals(400) },
      },
    },
    async (request, reply) => send(reply, await settings.confirmEmailChange(request.body.token)),
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
