import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oauthStates } from '../../db/schema';

export type OAuthStateRow = typeof oauthStates.$inferSelect;

/** OAuth `state` values live in the database, so whichever API process gets the callback can check them. */
export function createOAuthRepository(db: Db) {
  return {
    async insert(row: typeof oauthStates.$inferInsert): Promise<void> {
      await db.insert(oauthStates).values(row);
    },
    /** Deletes and returns the state: each value is good for exactly one callback. */
    async take(state: string, provider: string): Promise<OAuthStateRow | undefined> {
      const [row] = await db
        .delete(oauthStates)
        .where(and(eq(oauthStates.state, state), eq(oauthStates.provider, provider)))
        .returning();
      return row;
    },
    /** Abandoned sign-ins leave states behind; they are cleared when a new one starts. */
    async purgeCreatedBefore(cutoff: Date): Promise<void> {
      await db.delete(oauthStates).where(lt(oauthStates.createdAt, cutoff));
    },
  };
}
export type OAuthRepository = ReturnType<typeof createOAuthRepository>;
