import {
  classItemSchema,
  directoryQuerySchema,
  gymItemSchema,
  gymPageSchema,
  idParamsSchema,
  isSearchableTerm,
  pageQuerySchema,
  pageSchemaOf,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { send } from '../../lib/envelope';
import { envelopeOf, refusals } from '../../lib/envelope-schema';
import { storeIdHeader, viewerOf } from '../../lib/viewer';
import type { GymsService } from './gyms.service';

export const gymsRoutes: FastifyPluginAsyncZod<{ gyms: GymsService }> = async (app, { gyms }) => {
  const tags = ['gyms'];
  app.get(
    '/gyms',
    {
      schema: {
        tags,
        summary: 'Gym list with branches (queryString matches studio, owner or branch name)',
        description:
          'Published gyms only (a first class published), of the X-Store-Id store when sent. 404 on a prime brand, ' +
          'which does not show gyms; so do the gym pages, except to the gym itself.',
        querystring: directoryQuerySchema,
        response: { 200: envelopeOf(pageSchemaOf(gymItemSchema)), ...refusals(400) },
      },
    },
    async (request, reply) => {
      const { queryString, page, size } = request.query;
      const text = isSearchableTerm(queryString) ? queryString!.trim() : undefined;
      return send(
        reply,
        await gyms.list({ text, storeId: storeIdHeader(request) }, { page, size }, viewerOf(request)),
      );
    },
  );
  app.get(
    '/gyms/:id',
    {
      schema: {
        tags,
        summary: 'Gym page: branches, trainers of its upcoming classes, the first 10 upcoming classes',
        params: idParamsSchema,
        response: { 200: envelopeOf(gymPageSchema), ...refusals(400, 404) },
      },
    },
    async (request, reply) => send(reply, await gyms.page(request.params.id, viewerOf(request))),
  );
  app.get(
    '/gyms/:id/classes',
    {
      schema: {
        tags,
        summary: "A gym's upcoming classes, paginated",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: envelopeOf(pageSchemaOf(classItemSchema)), ...refusals(400, 404) },
      },
    },
    async (request, reply) =>
      send(reply, await gyms.upcoming(request.params.id, request.query, viewerOf(request))),
  );
};
