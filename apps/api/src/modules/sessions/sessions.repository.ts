import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens, users } from '../../db/schema';

export function createSessionsRepository(db: Db) {
  // Asked on every signed-in request: a named statement, so the server plans it once per connection.
  const liveToken = db
    .select({
      tokenId: authTokens.id,
      userId: authTokens.userId,
      category: users.category,
      expiresAt: authTokens.expiresAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('auth_token_live');
  return {
    async insert(row: typeof authTokens.$inferInsert) {
      const [created] = await db.insert(authTokens).values(row).returning({ id: authTokens.id });
      return created!;
    },
    /** The live token with its user's category, or nothing if revoked, expired or unknown. */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await liveToken.execute({ tokenHash, now });
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
