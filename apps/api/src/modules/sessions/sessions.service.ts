import type { UserCategory } from '@kinetic/domain';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import type { SessionsRepository } from './sessions.repository';

export interface AuthContext {
  userId: number;
  category: UserCategory;
  tokenId: number;
}

/** Opaque bearer tokens kept hashed in the database (docs/adr/0002-token-sessions.md). */
export function createSessionsService(
  repository: SessionsRepository,
  options: { ttlDays: number; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());
  return {
    async issue(userId: number, userAgent?: string): Promise<{ token: string; tokenId: number }> {
      const token = newOpaqueToken();
      const expiresAt = new Date(now().getTime() + options.ttlDays * 86_400_000);
      const { id } = await repository.insert({ userId, tokenHash: hashToken(token), expiresAt, userAgent });
      return { token, tokenId: id };
    },
    async authenticate(token: string): Promise<AuthContext | null> {
      const at = now();
      const row = await repository.findLive(hashToken(token), at);
      if (!row) return null;
      return { userId: row.userId, category: row.category as UserCategory, tokenId: row.tokenId };
    },
    revoke: (tokenId: number) => repository.revoke(tokenId, now()),
    revokeAllForUser: (userId: number, exceptTokenId?: number) =>
      repository.revokeAllForUser(userId, now(), exceptTokenId),
    setDevice: (tokenId: number, deviceType: string, deviceToken: string | null) =>
      repository.setDevice(tokenId, deviceType, deviceToken),
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
