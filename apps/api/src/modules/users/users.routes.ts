import {
  MSG,
  preferenceUpdateSchema,
  profileUpdateSchema,
  userChangeResultSchema,
  userDtoSchema,
  userLanguageBodySchema,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { send } from '../../lib/envelope';
import { envelopeOf, refusals } from '../../lib/envelope-schema';
import { bearer, idParams } from '../../lib/route-schemas';
import { requireSelfParam } from '../../plugins/auth';
import type { UsersService } from './users.service';

/** The signed-in user's record and profile (SPEC 3.1, 7.1). */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  const tags = ['users'];
  const own = { onRequest: [app.authenticate, requireSelfParam] };

  app.get(
    '/users/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The signed-in user (UserDto)',
        security: bearer,
        response: { 200: envelopeOf(userDtoSchema).describe('The user record'), ...refusals(401) },
      },
    },
    async (request, reply) => send(reply, await users.dto(request.auth!.userId, request.language)),
  );

  app.put(
    '/users/:id/profile',
    {
      config: { retiresCaches: true },
      ...own,
      schema: {
        tags,
        summary: 'Edit the profile: names, gender, dob, location, nationality, kids and activities',
        security: bearer,
        params: idParams,
        body: profileUpdateSchema,
        response: {
          200: envelopeOf(userChangeResultSchema).describe('Saved: the updated user record'),
          ...refusals(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const user = await users.updateProfile(request.params.id, request.body, request.language);
      return send(reply, { user, message: MSG.profileSaved });
    },
  );

  app.put(
    '/users/me/language',
    {
      config: { retiresCaches: true },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Keep the user's language ('en' or 'ar'): their e-mails, and the app where the browser has none",
        security: bearer,
        body: userLanguageBodySchema,
        response: {
          200: envelopeOf(userChangeResultSchema).describe('Saved: the updated user record'),
          ...refusals(400, 401),
        },
      },
    },
    async (request, reply) => {
      const user = await users.setLanguage(request.auth!.userId, request.body.language);
      return send(reply, { user, message: MSG.profileSaved });
    },
  );

  app.put(
    '/users/:id/preferences',
    {
      config: { retiresCaches: true },
      ...own,
      schema: {
        tags,
        summary: 'Replace the activities and preferred workout times (registration steps 4 and 5)',
        security: bearer,
        params: idParams,
        body: preferenceUpdateSchema,
        response: {
          200: envelopeOf(userChangeResultSchema).describe('Saved: the updated user record'),
          ...refusals(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const user = await users.updatePreferences(request.params.id, request.body, request.language);
      return send(reply, { user, message: MSG.profileSaved });
    },
  );
};
