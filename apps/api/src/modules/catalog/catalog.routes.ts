import { idField, NATIONALITIES } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { storeIdHeader } from '../../lib/viewer';
import type { CatalogService } from './catalog.service';

/** Reference data: public (no token), cacheable. */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  const tags = ['catalog'];
  app.get(
    '/stores',
    { schema: { tags, summary: 'Stores (countries) with currency and time zone' } },
    async (request, reply) => send(reply, await catalog.stores(request.language)),
  );
  app.get(
    '/class-categories',
    { schema: { tags, summary: 'Class categories (activities)' } },
    async (request, reply) => send(reply, await catalog.classCategories(request.language)),
  );
  app.get(
    '/class-categories/filters',
    {
      schema: {
        tags,
        summary:
          "The class list's activity filters: the platform's activities, and gyms' own that have classes to come in the X-Store-Id store",
      },
    },
    async (request, reply) =>
      send(reply, await catalog.filterCategories(request.language, storeIdHeader(request))),
  );
  app.get(
    '/cities',
    { schema: { tags, querystring: z.object({ storeId: idField.optional() }) } },
    async (request, reply) => send(reply, await catalog.cities(request.query.storeId, request.language)),
  );
  app.get(
    '/localities',
    { schema: { tags, querystring: z.object({ cityId: idField.optional() }) } },
    async (request, reply) => send(reply, await catalog.localities(request.query.cityId, request.language)),
  );
  app.get('/nationalities', { schema: { tags } }, async (_r, reply) => send(reply, NATIONALITIES));
  app.get('/workout-times', { schema: { tags } }, async (request, reply) =>
    send(reply, catalog.workoutTimes(request.language)),
  );
};
