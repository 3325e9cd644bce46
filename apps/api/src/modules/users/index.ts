import { type AppModule, underApi } from '../../lib/app-module';
import type { UsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import type { UsersService } from './users.service';

export { platformOperatorId, platformOperators, setPlatformOperator } from './platform-operator.repository';
export { type ProfilePlan, planProfileChanges } from './profile-changes';
export { toLoginResult, toUserDto } from './users.mapper';
export {
  type AccountRecord,
  createUsersRepository,
  type KidRow,
  type NewUser,
  type SocialProvider,
  type UserRow,
  type UsersQueries,
  type UsersRepository,
} from './users.repository';
export { createUsersService, type UsersService } from './users.service';

/** The users service and repository, built once by app.ts: sign-in, settings and OAuth share them. */
export interface UsersShared {
  users: UsersService;
  usersRepository: UsersRepository;
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
