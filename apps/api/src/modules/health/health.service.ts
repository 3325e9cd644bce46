import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HealthRepository } from './health.repository';

/** How many migrations this build ships (drizzle-kit's journal lists them). */
function shippedMigrations(migrationsDir: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export type Readiness =
  | { status: 'unavailable' }
  | { status: 'migrating' | 'ready'; applied: number; expected: number };

/**
 * Live: the database answers. Ready for traffic: it answers and every migration of this build is
 * applied, for a load balancer to wait on while a new process starts beside the old ones.
 */
export function createHealthService(health: HealthRepository, migrationsDir: string) {
  const expected = shippedMigrations(migrationsDir);
  return {
    async isLive(): Promise<boolean> {
      try {
        await health.ping();
        return true;
      } catch {
        return false;
      }
    },
    async readiness(): Promise<Readiness> {
      let applied: number;
      try {
        applied = await health.appliedMigrations();
      } catch {
        return { status: 'unavailable' };
      }
      return { status: applied < expected ? 'migrating' : 'ready', applied, expected };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
