import { exploreSchema } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { send } from '../../lib/envelope';
import { envelopeOf } from '../../lib/envelope-schema';
import { storeIdHeader, viewerOf } from '../../lib/viewer';
import type { ExploreService } from './explore.service';

export const exploreRoutes: FastifyPluginAsyncZod<{ explore: ExploreService }> = async (app, { explore }) => {
  app.get(
    '/explore',
    {
      schema: {
        tags: ['explore'],
        summary:
          'Explore: categories with upcoming session counts (60 days), popular classes this week, featured gyms and trainers',
        description: 'X-Store-Id narrows classes and counts to a store. A prime brand gets no featured gyms.',
        response: { 200: envelopeOf(exploreSchema) },
      },
    },
    async (request, reply) => send(reply, await explore.explore(viewerOf(request), storeIdHeader(request))),
  );
};
