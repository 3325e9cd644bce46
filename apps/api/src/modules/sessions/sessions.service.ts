import type { UserCategory } from '@kinetic/domain';
import type { Db } from '../../db/client';
import { CHANNELS, type ChangeFeed } from '../../lib/change-feed';
import { createFeedCache } from '../../lib/feed-cache';
import { gathered } from '../../lib/gathered';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import { createSessionsRepository } from './sessions.repository';

export interface AuthContext {
  userId: number;
  category: UserCategory;
  tokenId: number;
}

type LiveToken = AuthContext & { expiresAt: Date };

/**
 * Every signed-in request asks who holds its token; with a change feed the answer is kept per
 * process and dropped the moment the token is revoked or removed anywhere (docs/adr/0014).
 */
const TOKEN_CACHE = { ttlMs: 10 * 60_000, maxEntries: 50_000 };

/** Opaque bearer tokens kept hashed in the database (docs/adr/0002-token-sessions.md). */
export function createSessionsService(
  db: Db,
  options: { ttlDays: number; now?: () => Date; feed?: ChangeFeed },
) {
  const repository = createSessionsRepository(db);
  const now = options.now ?? (() => new Date());
  const { feed } = options;
  const cache = feed
    ? createFeedCache<string, LiveToken | null>({ feed, ...TOKEN_CACHE, keep: (token) => token !== null })
    : undefined;
  feed?.subscribe(CHANNELS.auth, {
    change(payload) {
      const [kind, id] = payload.split(':');
      const matches =
        kind === 'token'
          ? (token: LiveToken | null) => token?.tokenId === Number(id)
          : (token: LiveToken | null) => token?.userId === Number(id);
      cache?.deleteWhere((_, token) => matches(token));
    },
    reset: () => cache?.clear(),
  });

  // The tokens of requests that arrive together are looked up by one read.
  const findLive = gathered(
    async (tokenHashes: string[]): Promise<(LiveToken | null)[]> => {
      const rows = await repository.findLive(tokenHashes, now());
      const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
      return tokenHashes.map((hash) => {
        const row = byHash.get(hash);
        return row
          ? {
              userId: row.userId,
              category: row.category as UserCategory,
              tokenId: row.tokenId,
              expiresAt: row.expiresAt,
            }
          : null;
      });
    },
    { maxInFlight: 4 },
  );

  return {
    async issue(userId: number, userAgent?: string): Promise<{ token: string; tokenId: number }> {
      const token = newOpaqueToken();
      const expiresAt = new Date(now().getTime() + options.ttlDays * 86_400_000);
      const { id } = await repository.insert({ userId, tokenHash: hashToken(token), expiresAt, userAgent });
      return { token, tokenId: id };
    },
    async authenticate(token: string): Promise<AuthContext | null> {
      // Kept by the token itself, which this process holds anyway while it answers: a hit skips the hash.
      const live = cache
        ? await cache.get(token, () => findLive(hashToken(token)))
        : await findLive(hashToken(token));
      if (!live || live.expiresAt <= now()) return null;
      return { userId: live.userId, category: live.category, tokenId: live.tokenId };
    },
    revoke: (tokenId: number) => repository.revoke(tokenId, now()),
    revokeAllForUser: (userId: number, exceptTokenId?: number) =>
      repository.revokeAllForUser(userId, now(), exceptTokenId),
    setDevice: (tokenId: number, deviceType: string, deviceToken: string | null) =>
      repository.setDevice(tokenId, deviceType, deviceToken),
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;

/**
 * Ends a user's sessions (all, or all but one) on `db`: pass the transaction of the change that ends
 * them (a new password, a new e-mail), so they end only if it commits.
 */
export const revokeUserSessions = (db: Db, userId: number, at: Date, exceptTokenId?: number): Promise<void> =>
  createSessionsRepository(db).revokeAllForUser(userId, at, exceptTokenId);
