import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';

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
export const healthRoutes: FastifyPluginAsync<{ db: Db; migrationsDir: string }> = async (
  app,
  { db, migrationsDir },
) => {
  const expected = shippedMigrations(migrationsDir);
  app.get('/api/health', { schema: { tags: ['health'] } }, async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch {
      reply.status(503);
      return { status: 'unavailable' };
    }
  });
  app.get('/api/ready', { schema: { tags: ['health'] } }, async (_request, reply) => {
    let applied: number;
    try {
      // Both drivers answer with `rows` (node-postgres and PGlite alike).
      const result = (await db.execute(
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { applied: number }[] };
      applied = result.rows[0]?.applied ?? 0;
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
