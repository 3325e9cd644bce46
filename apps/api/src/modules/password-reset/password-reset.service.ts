import { type BrandDto, isLanguage, type Language, MSG } from '@kinetic/domain';
import { fail } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import type { WrittenMail } from '../mail';
import type { UserAccounts } from '../users';
import type { PasswordResetRepository, ResetTransaction } from './password-reset.repository';
import { resetMail } from './reset-mail';

/**
 * A user's password is replaced, by the reset link or by the signed-in user: every reset
 * link still out ends with the old password, and so does every session but `keepTokenId`.
 */
export async function replacePassword(
  tx: ResetTransaction,
  change: { userId: number; passwordHash: string; at: Date; keepTokenId?: number },
): Promise<void> {
  await tx.resets.retireAllForUser(change.userId, change.at);
  await tx.users.update(change.userId, { passwordHash: change.passwordHash });
  await tx.users.revokeSessions(change.userId, change.at, change.keepTokenId);
}

/** Forgot password and the reset link (SPEC 2.3, 7.1, 8.2). */
export function createPasswordResetService(deps: {
  resets: PasswordResetRepository;
  users: UserAccounts;
  /** Queues the mail (the mail module's queue: the mail job sends it, with retries). */
  queueMail: (mail: WrittenMail) => Promise<unknown>;
  /** The brand's texts in the recipient's language (the brand service's inLanguage). */
  brandIn?: (brand: BrandDto, language: Language) => Promise<BrandDto>;
  ttlMinutes: number;
  /** Lifts a sign-in lock-out on the address (auth's failed sign-ins): its owner proved it is theirs. */
  onPasswordReset?: (email: string) => Promise<void>;
  now?: () => Date;
}) {
  const { resets, users, queueMail, ttlMinutes } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async requestReset(email: string, brand: BrandDto): Promise<{ message: string }> {
      const user = await users.byEmail(email);
      if (!user) throw fail('EMAIL_UNKNOWN');
      const token = newOpaqueToken();
      const tokenHash = hashToken(token);
      // Only the newest link works: an older one, perhaps forwarded or left open, ends here.
      await resets.transaction(async (tx) => {
        const at = now();
        await tx.resets.retireAllForUser(user.id, at);
        await tx.resets.create({
          userId: user.id,
          tokenHash,
          expiresAt: new Date(at.getTime() + ttlMinutes * 60_000),
        });
      });
      const link = `${brand.shareUrl}/verifyPassword?token=${token}`;
      // In the recipient's language, whoever asked.
      const language: Language = isLanguage(user.language) ? user.language : 'en';
      const named = deps.brandIn ? await deps.brandIn(brand, language) : brand;
      await queueMail({
        key: `password-reset:${tokenHash}`,
        kind: 'PASSWORD_RESET',
        userId: user.id,
        brand: named,
        message: resetMail(language, {
          to: user.email,
          firstName: user.firstName,
          brandName: named.name,
          link,
          ttlMinutes,
        }),
      });
      return { message: MSG.resetMailSent };
    },

    async resetPassword(token: string, newPassword: string): Promise<{ message: string }> {
      const tokenHash = hashToken(token);
      // Cheap check first, so a bad link costs no password hashing.
      if (!(await resets.isUsable(tokenHash, now()))) throw fail('RESET_TOKEN_INVALID');
      const passwordHash = await hashPassword(newPassword);
      const userId = await resets.transaction(async (tx) => {
        const at = now();
        const userId = await tx.resets.consume(tokenHash, at);
        if (userId === undefined) throw fail('RESET_TOKEN_INVALID');
        // Whoever knew the old password is signed out everywhere.
        await replacePassword(tx, { userId, passwordHash, at });
        return userId;
      });
      const user = await users.byId(userId);
      if (user) await deps.onPasswordReset?.(user.email);
      return { message: MSG.passwordUpdated };
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
