import { MSG, type UserDto } from '@kinetic/domain';
import { isUniqueViolation } from '../../db/errors';
import { fail, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { emailExists } from '../auth';
import type { SessionsService } from '../sessions';
import type { UsersRepository, UsersService } from '../users';

/** Account settings of the signed-in user: password, e-mail, phone, country and device. */
export function createAccountSettingsService(deps: {
  users: UsersRepository;
  usersService: UsersService;
  sessions: SessionsService;
  /** Sets the new password (password-reset's rule: every reset link and every other session end). */
  replacePassword: (userId: number, passwordHash: string, keepTokenId: number) => Promise<void>;
}) {
  const { users, usersService, sessions } = deps;

  async function stored(userId: number) {
    const user = await users.byId(userId);
    if (!user) throw unauthorized();
    return user;
  }

  return {
    /** Keeps the session that made the change; every other session and every reset link of the user end. */
    async changePassword(
      userId: number,
      currentTokenId: number,
      body: { oldPassword: string; newPassword: string },
    ): Promise<{ message: string }> {
      const user = await stored(userId);
      if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
        throw fail('OLD_PASSWORD_WRONG', { field: 'oldPassword' });
      }
      await deps.replacePassword(userId, await hashPassword(body.newPassword), currentTokenId);
      return { message: MSG.passwordUpdated };
    },

    async changeEmail(userId: number, email: string): Promise<UserDto> {
      const user = await stored(userId);
      if (user.email.toLowerCase() === email) throw fail('NO_CHANGES', { field: 'email' });
      if (await users.emailTaken(email, userId)) throw emailExists();
      try {
        await users.update(userId, { email });
      } catch (error) {
        if (isUniqueViolation(error, 'app_user_email_uq')) throw emailExists();
        throw error;
      }
      return usersService.dto(userId);
    },

    async changeMobile(userId: number, mobile: string): Promise<UserDto> {
      const user = await stored(userId);
      if (user.mobile === mobile) throw fail('NO_CHANGES', { field: 'mobile' });
      await users.update(userId, { mobile });
      return usersService.dto(userId);
    },

    /** Choosing the current country again is harmless, so it is not refused as "no changes". */
    async changeStore(userId: number, storeId: number): Promise<UserDto> {
      await stored(userId);
      if (!(await users.storeCurrency(storeId))) throw fail('INVALID_STORE', { field: 'storeId' });
      await users.update(userId, { storeId });
      return usersService.dto(userId);
    },

    async updateDevice(
      tokenId: number,
      body: { deviceType: string; logedInToken?: string | null },
    ): Promise<{ updated: true }> {
      await sessions.setDevice(tokenId, body.deviceType, body.logedInToken ?? null);
      return { updated: true };
    },
  };
}
export type AccountSettingsService = ReturnType<typeof createAccountSettingsService>;
