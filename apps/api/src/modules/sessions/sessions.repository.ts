import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens, users } from '../../db/schema';

export function createSessionsRepository(db: Db) {
  return {
    async insert(row: typeof authTokens.$inferInsert) {
      const [created] = await db.insert(authTokens).values(row).returning({ id: authTokens.id });
      return created!;
    },
    /** The live token with its user's category, or nothing if revoked, expired or unknown. */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ tokenId: authTokens.id, userId: authTokens.userId, category: users.category })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(
          and(
            eq(authTokens.tokenHash, tokenHash),
            isNull(authTokens.revokedAt),
            gt(authTokens.expiresAt, now),
          ),
        );
      return row;
    },
    async revoke(tokenId: number, now: Date) {
      await db
        .update(authTokens)
        .set({ revokedAt: now })
        .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
    },
    async revokeAllForUser(userId: number, now: Date, exceptTokenId?: number) {
      const conditions = [eq(authTokens.userId, userId), isNull(authTokens.revokedAt)];
      if (exceptTokenId) conditions.push(ne(authTokens.id, exceptTokenId));
      await db
        .update(authTokens)
        .set({ revokedAt: now })
        .where(and(...conditions));
    },
    async setDevice(tokenId: number, deviceType: string, deviceToken: string | null) {
      await db.update(authTokens).set({ deviceType, deviceToken }).where(eq(authTokens.id, tokenId));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
