import { type AppModule, underApi } from '../../lib/app-module';
import type { SessionsService } from '../sessions';
import type { UsersShared } from '../users';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';

export { clientOf, LOGIN_IP_FACTOR } from './auth.routes';
export {
  type AuthService,
  type ClientContext,
  createAuthService,
  emailExists,
  refusesPartner,
} from './auth.service';

/** Registration, login and logout. */
export const authModule: AppModule<UsersShared & { sessions: SessionsService }> = {
  name: 'auth',
  async register(app, { config, users, usersRepository, sessions }) {
    const auth = createAuthService({ users: usersRepository, usersService: users, sessions });
    await underApi(app, async (v1) => {
      await v1.register(authRoutes, {
        auth,
        loginLimit: config.LOGIN_RATE_LIMIT,
        windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
        registerLimit: config.GUEST_WRITE_RATE_LIMIT,
      });
    });
  },
};
