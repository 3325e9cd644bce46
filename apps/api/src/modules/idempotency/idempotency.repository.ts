import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

/**
 * Idempotency-Key storage (DESIGN 4) for every call that spends credits, seats or money. Built on
 * whatever `db` is given, so a claim can sit inside the caller's transaction.
 */
export function idempotencyQueries(db: Db) {
  const byUserAndKey = (userId: number, key: string) =>
    and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  return {
    /** The stored first answer of a (user, key). */
    async findIdempotent(userId: number, key: string) {
      const [row] = await db.select().from(idempotencyKeys).where(byUserAndKey(userId, key));
      return row;
    },

    /**
     * Claims a key; inside a transaction a concurrent request with the same key waits here for the
     * first to finish and then gets false back.
     */
    async claimIdempotent(values: typeof idempotencyKeys.$inferInsert) {
      const [row] = await db
        .insert(idempotencyKeys)
        .values(values)
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return Boolean(row);
    },

    /** The stored answer as a part of the caller's last write (`key_answered`, a CTE). */
    answerPart: (userId: number, key: string, statusCode: number, response: unknown): SQL =>
      sql`key_answered as (${db
        .update(idempotencyKeys)
        .set({ statusCode, response })
        .where(byUserAndKey(userId, key))
        .getSQL()})`,

    async completeIdempotent(userId: number, key: string, statusCode: number, response: unknown) {
      await db.update(idempotencyKeys).set({ statusCode, response }).where(byUserAndKey(userId, key));
    },

    async releaseIdempotent(userId: number, key: string) {
      await db.delete(idempotencyKeys).where(byUserAndKey(userId, key));
    },

    /** Frees a claim still in progress since before `before`: its process died before answering. */
    async releaseAbandonedIdempotent(userId: number, key: string, before: Date) {
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            byUserAndKey(userId, key),
            eq(idempotencyKeys.statusCode, 0),
            lt(idempotencyKeys.createdAt, before),
          ),
        );
    },
  };
}
