import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { send } from '../../lib/envelope';
import type { BrandService } from './brand.service';

/**
 * GET /brand: what the web app loads first; the deployment's map tile server rides along. Its texts
 * (name, search-engine title, description and keywords) are in the caller's language (Vary:
 * Accept-Language, as every API answer).
 */
export const brandRoutes: FastifyPluginAsyncZod<{ mapTileUrl: string; brands: BrandService }> = async (
  app,
  { mapTileUrl, brands },
) => {
  app.get(
    '/brand',
    {
      schema: {
        tags: ['brand'],
        summary: 'The brand of the requesting host (X-Brand-Host, else Host), in the caller language',
        description: 'With mapTileUrl: the tile server of branch maps (MAP_TILE_URL).',
      },
    },
    async (request, reply) =>
      send(
        reply,
        request.brand && { ...(await brands.inLanguage(request.brand, request.language)), mapTileUrl },
      ),
  );
};
