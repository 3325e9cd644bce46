import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The two questions the health checks ask the database. */
export function createHealthRepository(db: Db) {
  return {
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
    async appliedMigrations(): Promise<number> {
      // Both drivers answer with `rows` (node-postgres and PGlite alike).
      const result = (await db.execute(
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { applied: number }[] };
      return result.rows[0]?.applied ?? 0;
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
