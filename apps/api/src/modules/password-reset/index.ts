import type { Db } from '../../db/client';
import { type AppModule, underApi } from '../../lib/app-module';
import { endLoginLockout } from '../auth';
import type { BrandService } from '../brand';
import { queueWrittenMail } from '../mail';
import { createRateLimitService } from '../rate-limit';
import type { UsersShared } from '../users';
import { createPasswordResetRepository } from './password-reset.repository';
import { passwordResetRoutes } from './password-reset.routes';
import { createPasswordResetService, replacePassword } from './password-reset.service';

export { createPasswordResetService, type PasswordResetService } from './password-reset.service';

/**
 * A signed-in user's new password (account settings), in one transaction on `db`: as after a reset,
 * every reset link still out ends, and every session but the one that made the change.
 */
export const passwordReplacer =
  (db: Db, now: () => Date = () => new Date()) =>
  (userId: number, passwordHash: string, keepTokenId: number): Promise<void> =>
    createPasswordResetRepository(db).transaction((tx) =>
      replacePassword(tx, { userId, passwordHash, at: now(), keepTokenId }),
    );

/** Forgotten passwords: a mailed link, then a new password. */
export const passwordResetModule: AppModule<Pick<UsersShared, 'accounts'> & { brands: BrandService }> = {
  name: 'password-reset',
  async register(app, { db, config, now, accounts, brands }) {
    const counters = createRateLimitService(db);
    const passwordReset = createPasswordResetService({
      resets: createPasswordResetRepository(db),
      users: accounts,
      queueMail: (mail) => queueWrittenMail(db, mail),
      brandIn: brands.inLanguage,
      ttlMinutes: config.RESET_TOKEN_TTL_MINUTES,
      onPasswordReset: (email) => endLoginLockout(counters, email),
      now,
    });
    await underApi(app, async (v1) => {
      await v1.register(passwordResetRoutes, {
        passwordReset,
        forgotLimit: config.FORGOT_RATE_LIMIT,
        windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
        mailsPerAddress: config.RESET_MAILS_PER_ADDRESS,
      });
    });
  },
};
