import type { FastifyPluginAsync } from 'fastify';
import type { HealthService } from './health.service';

/**
 * GET /api/health: live (the process answers and the database answers).
 * GET /api/ready: ready for traffic (503 until the database answers and this build's migrations are applied).
 */
export const healthRoutes: FastifyPluginAsync<{ health: HealthService }> = async (app, { health }) => {
  app.get('/api/health', { schema: { tags: ['health'] } }, async (_request, reply) => {
    if (await health.isLive()) return { status: 'ok' };
    reply.status(503);
    return { status: 'unavailable' };
  });
  app.get('/api/ready', { schema: { tags: ['health'] } }, async (_request, reply) => {
    const readiness = await health.readiness();
    if (readiness.status !== 'ready') reply.status(503);
    return readiness;
  });
};
