import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens, users } from '../../db/schema';

export function createSessionsRepository(db: Db) {
  // Asked on every signed-in request: a named statement, so the server plans it once per connection.
  // Many tokens at once: the requests that arrive together are answered by one read.
  const liveTokens = db
    .select({
      tokenHash: authTokens.tokenHash,
      tokenId: authTokens.id,
      userId: authTokens.userId,
      category: users.category,
      expiresAt: authTokens.expiresAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        // Not "= any(array)": its generic plan reckons ten tokens, so every run was planned anew (ADR 28).
        sql`${authTokens.tokenHash} in (select kinetic_elements(${sql.placeholder('tokenHashes')}::text[]))`,
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('auth_tokens_live');
  return {
    async insert(row: typeof authTokens.$inferInsert) {
      const [created] = await db.insert(authTokens).values(row).returning({ id: authTokens.id });
      return created!;
    },
    /** The live ones of these tokens with their users' categories: none revoked, expired or unknown. */
    findLive: (tokenHashes: string[], now: Date) => liveTokens.execute({ tokenHashes, now }),
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
