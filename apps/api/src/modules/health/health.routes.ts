import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { HealthRepository } from './health.repository';

/** How many migrations this build ships (drizzle-kit's journal lists them). */
function shippedMigrations(migrationsDir: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/**
 * GET /api/health: live (the process answers and the database answers).
 * GET /api/ready: ready for traffic (the database answers and every migration of this build is
 * applied), for a load balancer to wait on while a new process starts beside the old ones.
 */
export const healthRoutes: FastifyPluginAsync<{ health: HealthRepository; migrationsDir: string }> = async (
  app,
  { health, migrationsDir },
) => {
  const expected = shippedMigrations(migrationsDir);
  app.get('/api/health', { schema: { tags: ['health'] } }, async (_request, reply) => {
    try {
      await health.ping();
      return { status: 'ok' };
    } catch {
      reply.status(503);
      return { status: 'unavailable' };
    }
  });
  app.get('/api/ready', { schema: { tags: ['health'] } }, async (_request, reply) => {
    let applied: number;
    try {
      applied = await health.appliedMigrations();
    } catch {
      reply.status(503);
      return { status: 'unavailable' };
    }
    if (applied < expected) {
      reply.status(503);
      return { status: 'migrating', applied, expected };
    }
    return { status: 'ready', applied, expected };
  });
};
