import {
  manageProfileSchema,
  manageProfileUpdateSchema,
  PARTNER_ROLES,
  pictureSchema,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf } from '../../lib/envelope-schema';
import type { ProfileService } from './profile.service';

const withMessage = envelopeOf(z.object({ message: z.string(), profile: manageProfileSchema }));

/** Trainer and gym profiles (SPEC 3.1, 8.5) under /api/v1/manage/profile. */
export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (
  app,
  { profiles },
) => {
  const tags = ['profiles'];
  const staff = app.requireRole(...PARTNER_ROLES);

  app.get(
    '/manage/profile',
    {
      onRequest: staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The caller’s trainer or gym profile',
        response: { 200: envelopeOf(manageProfileSchema) },
      },
    },
    async (request, reply) => send(reply, await profiles.read(request.auth!.userId)),
  );

  app.put(
    '/manage/profile',
    {
      config: { retiresCaches: true },
      onRequest: staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Edit the trainer or gym profile',
        description:
          'Trainers: bio, certificates, activities (at least one), trainerType, gender, nationality, dob ' +
          '("Date of birth cannot be in future."), location. Gyms: studioName, bio, website, activities, gender, phone, ' +
          'mainLocation with latitude and longitude (both or neither), ' +
          'branches (the list replaces the current one; city and locality checked: "Please select a valid city", ' +
          '"Locality is required.", "Valid locality is required."). Empty body: "No changes detected for update". ' +
          'Success: "Changes to your profile have been saved!".',
        body: manageProfileUpdateSchema,
        response: { 200: withMessage },
      },
    },
    async (request, reply) => send(reply, await profiles.update(request.auth!.userId, request.body)),
  );

  for (const kind of ['picture', 'cover'] as const) {
    app.put(
      `/manage/profile/${kind}`,
      {
        config: { retiresCaches: true },
        onRequest: app.authenticate,
        schema: {
          tags,
          security: bearerSecurity,
          summary:
            kind === 'picture' ? 'Set the profile picture to an uploaded image' : 'Set the cover picture',
          body: pictureSchema,
          response: { 200: withMessage },
        },
      },
      async (request, reply) =>
        send(
          reply,
          await profiles.picture(
            request.auth!.userId,
            request.body.mediaId,
            kind === 'picture' ? 'profile' : 'cover',
          ),
        ),
    );
  }
};
