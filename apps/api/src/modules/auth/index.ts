import { type AppModule, underApi } from '../../lib/app-module';
import type { BrandService } from '../brand';
import { queueWrittenMail } from '../mail';
import { createRateLimitService } from '../rate-limit';
import { createReferralJoins } from '../referrals';
import type { SessionsService } from '../sessions';
import type { UsersShared } from '../users';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createLoginLockout } from './login-lockout';

export { clientOf, LOGIN_IP_FACTOR } from './auth.routes';
export {
  type AuthService,
  type ClientContext,
  createAuthService,
  emailExists,
  refusesPartner,
} from './auth.service';
export { createLoginLockout, endLoginLockout, type LoginLockout } from './login-lockout';

/** Registration, login and logout. */
export const authModule: AppModule<UsersShared & { sessions: SessionsService; brands: BrandService }> = {
  name: 'auth',
  async register(app, { db, config, now, users, accounts, sessions, brands }) {
    const lockout = createLoginLockout({
      counters: createRateLimitService(db),
      limit: config.LOGIN_FAILURES_PER_ACCOUNT,
      windowSeconds: config.LOGIN_LOCKOUT_MINUTES * 60,
      queueMail: (mail) => queueWrittenMail(db, mail),
      brandFor: async (user, asked, language) => {
        const own = (user.brandId !== null && (await brands.byId(user.brandId))) || asked;
        return brands.inLanguage(own, language);
      },
    });
    const auth = createAuthService({
      users: accounts,
      usersService: users,
      sessions,
      lockout,
      referrals: createReferralJoins(db, now),
    });
    await underApi(app, async (v1) => {
      await v1.register(authRoutes, {
        auth,
        loginLimit: config.LOGIN_RATE_LIMIT,
        windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
        registerLimit: config.GUEST_WRITE_RATE_LIMIT,
        lookupLimit: config.VALIDATE_USER_RATE_LIMIT,
      });
    });
  },
};
