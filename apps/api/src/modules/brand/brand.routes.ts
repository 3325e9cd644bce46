import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { send } from '../../lib/envelope';

export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/brand',
    { schema: { tags: ['brand'], summary: 'The brand of the requesting host (X-Brand-Host, else Host)' } },
    async (request, reply) => send(reply, request.brand),
  );
};
