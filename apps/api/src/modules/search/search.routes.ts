import { searchQuerySchema, searchResultSchema } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { send } from '../../lib/envelope';
import { envelopeOf, refusals } from '../../lib/envelope-schema';
import { storeIdHeader, viewerOf } from '../../lib/viewer';
import type { SearchService } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Search trainers, gyms and classes',
        description:
          'Empty lists when queryString is blank or holds %, ^, ` or \\. Trainers (and searchFor=trainer) get only ' +
          'classes; gyms get trainers and classes; members get all three, without gyms on a prime brand. ' +
          "A signed-in caller's category wins over searchFor. classDetailList holds the next session of each matching class. " +
          'X-Store-Id narrows all three to that store; trainers and gyms are listed once their first class is published.',
        querystring: searchQuerySchema,
        response: { 200: envelopeOf(searchResultSchema), ...refusals(400) },
      },
    },
    async (request, reply) =>
      send(reply, await search.search(request.query, viewerOf(request), storeIdHeader(request))),
  );
};
