import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

/**
 * Fixed-window counters in the rate_limit table, shared by every API process. One atomic upsert counts
 * the hit and starts a new window when the old one has ended, so concurrent requests cannot both slip in.
 */
export function createRateLimitRepository(db: Db) {
  return {
    async hit(key: string, windowSeconds: number): Promise<{ hits: number; resetAt: Date }> {
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, resetAt: sql`now() + ${windowSeconds} * interval '1 second'` })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when rate_limit.reset_at <= now() then 1 else rate_limit.hits + 1 end`,
            resetAt: sql`case when rate_limit.reset_at <= now() then excluded.reset_at else rate_limit.reset_at end`,
          },
        })
        .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
      return row!;
    },
    /** Takes back one hit of the key's current window: what it counted turned out not to count. */
    async unhit(key: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
    },
    /** Ends the key's window early: what it limited was settled some other way. */
    async clear(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
    /** Windows that ended are only clutter: a later hit on the key starts afresh anyway. */
    async purgeEnded(): Promise<void> {
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
