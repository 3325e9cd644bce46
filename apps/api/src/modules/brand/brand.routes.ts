import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { send } from '../../lib/envelope';

/** GET /brand: what the web app loads first; the deployment's map tile server rides along. */
export const brandRoutes: FastifyPluginAsyncZod<{ mapTileUrl: string }> = async (app, { mapTileUrl }) => {
  app.get(
    '/brand',
    {
      schema: {
        tags: ['brand'],
        summary: 'The brand of the requesting host (X-Brand-Host, else Host)',
        description: 'With mapTileUrl: the tile server of branch maps (MAP_TILE_URL).',
      },
    },
    async (request, reply) => send(reply, request.brand && { ...request.brand, mapTileUrl }),
  );
};
