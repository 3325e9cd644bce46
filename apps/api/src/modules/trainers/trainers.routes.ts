import {
  classItemSchema,
  directoryQuerySchema,
  idParamsSchema,
  isSearchableTerm,
  pageQuerySchema,
  pageSchemaOf,
  trainerItemSchema,
  trainerPageSchema,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf, refusals } from '../../lib/envelope-schema';
import { storeIdHeader, viewerOf } from '../../lib/viewer';
import type { TrainersService } from './trainers.service';

const followResult = envelopeOf(z.object({ followed: z.boolean(), followerCount: z.number() }));

export const trainersRoutes: FastifyPluginAsyncZod<{ trainers: TrainersService }> = async (
  app,
  { trainers },
) => {
  const tags = ['trainers'];
  const customerOnly = app.requireRole('customer');

  app.get(
    '/trainers',
    {
      schema: {
        tags,
        summary: 'Trainer list (queryString matches the name; classCategoryId their activities)',
        description:
          'Published trainers only (a first class published; gyms also see new trainers, to give them a class), ' +
          'of the X-Store-Id store when sent. A trainer page answers 404 until then, except to the trainer.',
        querystring: directoryQuerySchema,
        response: { 200: envelopeOf(pageSchemaOf(trainerItemSchema)), ...refusals(400) },
      },
    },
    async (request, reply) => {
      const { queryString, classCategoryId, page, size } = request.query;
      const text = isSearchableTerm(queryString) ? queryString!.trim() : undefined;
      const storeId = storeIdHeader(request);
      return send(
        reply,
        await trainers.list({ text, classCategoryId, storeId }, { page, size }, viewerOf(request)),
      );
    },
  );

  app.get(
    '/trainers/:id',
    {
      schema: {
        tags,
        summary: 'Trainer page with the first 10 upcoming classes',
        params: idParamsSchema,
        response: { 200: envelopeOf(trainerPageSchema), ...refusals(400, 404) },
      },
    },
    async (request, reply) => send(reply, await trainers.page(request.params.id, viewerOf(request))),
  );

  app.get(
    '/trainers/:id/classes',
    {
      schema: {
        tags,
        summary: "A trainer's upcoming classes, paginated",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: envelopeOf(pageSchemaOf(classItemSchema)), ...refusals(400, 404) },
      },
    },
    async (request, reply) =>
      send(reply, await trainers.upcoming(request.params.id, request.query, viewerOf(request))),
  );

  app.post(
    '/trainers/:id/follow',
    {
      config: { retiresCaches: true },
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Follow a trainer (idempotent)',
        params: idParamsSchema,
        response: { 200: followResult, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) => send(reply, await trainers.follow(request.auth!.userId, request.params.id)),
  );

  app.delete(
    '/trainers/:id/follow',
    {
      config: { retiresCaches: true },
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Unfollow a trainer (idempotent)',
        params: idParamsSchema,
        response: { 200: followResult, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) => send(reply, await trainers.unfollow(request.auth!.userId, request.params.id)),
  );

  app.get(
    '/users/me/favourite-trainers',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Trainers the caller follows, latest first',
        querystring: pageQuerySchema,
        response: { 200: envelopeOf(pageSchemaOf(trainerItemSchema)), ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) =>
      send(reply, await trainers.favourites(request.auth!.userId, request.query, viewerOf(request))),
  );
};
