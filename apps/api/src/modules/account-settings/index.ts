import { type AppModule, underApi } from '../../lib/app-module';
import { passwordReplacer } from '../password-reset';
import type { SessionsService } from '../sessions';
import type { UsersShared } from '../users';
import { accountSettingsRoutes } from './account-settings.routes';
import { createAccountSettingsService } from './account-settings.service';

export { type AccountSettingsService, createAccountSettingsService } from './account-settings.service';

/** Email, password and account deletion of the signed-in user. */
export const accountSettingsModule: AppModule<UsersShared & { sessions: SessionsService }> = {
  name: 'account-settings',
  async register(app, { db, now, users, usersRepository, sessions }) {
    const settings = createAccountSettingsService({
      users: usersRepository,
      usersService: users,
      sessions,
      replacePassword: passwordReplacer(db, now),
    });
    await underApi(app, async (v1) => {
      await v1.register(accountSettingsRoutes, { settings });
    });
  },
};
