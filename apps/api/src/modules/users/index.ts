import { type AppModule, underApi } from '../../lib/app-module';
import type { UserAccounts } from './user-accounts.service';
import { usersRoutes } from './users.routes';
import type { UsersService } from './users.service';

export { platformOperatorId, platformOperators, setPlatformOperator } from './platform-operator.service';
export { type ProfilePlan, planProfileChanges } from './profile-changes';
export { userStoreCurrency } from './store-currency.service';
export { createUserAccounts, type UserAccounts, type UserAccountsTx } from './user-accounts.service';
export { toLoginResult, toUserDto } from './users.mapper';
export type {
  AccountRecord,
  KidRow,
  NewUser,
  SocialProvider,
  UserRow,
} from './users.repository';
export { createUsersService, type UsersService } from './users.service';

/** The users service and the accounts, built once by app.ts: sign-in, settings and OAuth share them. */
export interface UsersShared {
  users: UsersService;
  accounts: UserAccounts;
}

/** The signed-in user's own record: GET and PATCH /users/me, kids. */
export const usersModule: AppModule<UsersShared> = {
  name: 'users',
  async register(app, { users }) {
    await underApi(app, async (v1) => {
      await v1.register(usersRoutes, { users });
    });
  },
};
