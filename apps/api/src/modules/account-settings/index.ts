import { type AppModule, underApi } from '../../lib/app-module';
import type { BrandService } from '../brand';
import { queueWrittenMail } from '../mail';
import { passwordReplacer } from '../password-reset';
import type { SessionsService } from '../sessions';
import type { UsersShared } from '../users';
import { accountSettingsRoutes } from './account-settings.routes';
import { createAccountSettingsService } from './account-settings.service';
import { createEmailChangesRepository } from './email-changes.repository';

export { type AccountSettingsService, createAccountSettingsService } from './account-settings.service';

/** The signed-in user's e-mail, password, phone, country (store) and device. */
export const accountSettingsModule: AppModule<
  UsersShared & { sessions: SessionsService; brands: BrandService }
> = {
  name: 'account-settings',
  async register(app, { db, now, users, accounts, sessions, brands }) {
    const settings = createAccountSettingsService({
      users: accounts,
      usersService: users,
      sessions,
      replacePassword: passwordReplacer(db, now),
      emailChanges: createEmailChangesRepository(db),
      queueMail: (mail) => queueWrittenMail(db, mail),
      brandIn: brands.inLanguage,
      now,
    });
    await underApi(app, async (v1) => {
      await v1.register(accountSettingsRoutes, { settings });
    });
  },
};
