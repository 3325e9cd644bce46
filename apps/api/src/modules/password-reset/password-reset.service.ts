import { type BrandDto, isLanguage, type Language, MSG } from '@kinetic/domain';
import { fail } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import type { WrittenMail } from '../mail';
import type { UsersRepository } from '../users';
import type { PasswordResetRepository } from './password-reset.repository';
import { resetMail } from './reset-mail';

/** Forgot password and the reset link (SPEC 2.3, 7.1, 8.2). */
export function createPasswordResetService(deps: {
  resets: PasswordResetRepository;
  users: UsersRepository;
  /** Queues the mail (the mail module's queue: the mail job sends it, with retries). */
  queueMail: (mail: WrittenMail) => Promise<unknown>;
  /** The brand's texts in the recipient's language (the brand service's inLanguage). */
  brandIn?: (brand: BrandDto, language: Language) => Promise<BrandDto>;
  ttlMinutes: number;
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
      await resets.create({
        userId: user.id,
        tokenHash,
        expiresAt: new Date(now().getTime() + ttlMinutes * 60_000),
      });
      const link = `${brand.shareUrl}/verifyPassword?token=${token}`;
      // In the recipient's language, whoever asked (issue 11).
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
      await resets.transaction(async (tx) => {
        const at = now();
        const userId = await tx.resets.consume(tokenHash, at);
        if (userId === undefined) throw fail('RESET_TOKEN_INVALID');
        await tx.resets.retireAllForUser(userId, at);
        await tx.users.update(userId, { passwordHash });
        // Whoever knew the old password is signed out everywhere.
        await tx.users.revokeSessions(userId, at);
      });
      return { message: MSG.passwordUpdated };
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
