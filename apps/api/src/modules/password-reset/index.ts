import { type AppModule, underApi } from '../../lib/app-module';
import type { BrandService } from '../brand';
import { queueWrittenMail } from '../mail';
import type { UsersShared } from '../users';
import { createPasswordResetRepository } from './password-reset.repository';
import { passwordResetRoutes } from './password-reset.routes';
import { createPasswordResetService } from './password-reset.service';

export { createPasswordResetService, type PasswordResetService } from './password-reset.service';

/** Forgotten passwords: a mailed link, then a new password. */
export const passwordResetModule: AppModule<Pick<UsersShared, 'usersRepository'> & { brands: BrandService }> =
  {
    name: 'password-reset',
    async register(app, { db, config, now, usersRepository, brands }) {
      const passwordReset = createPasswordResetService({
        resets: createPasswordResetRepository(db),
        users: usersRepository,
        queueMail: (mail) => queueWrittenMail(db, mail),
        brandIn: brands.inLanguage,
        ttlMinutes: config.RESET_TOKEN_TTL_MINUTES,
        now,
      });
      await underApi(app, async (v1) => {
        await v1.register(passwordResetRoutes, {
          passwordReset,
          forgotLimit: config.FORGOT_RATE_LIMIT,
          windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
        });
      });
    },
  };
