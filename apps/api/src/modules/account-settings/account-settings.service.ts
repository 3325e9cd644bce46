import { type BrandDto, isLanguage, type Language, MSG, type UserDto } from '@kinetic/domain';
import { isUniqueViolation } from '../../db/errors';
import { fail, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import { emailExists } from '../auth';
import type { WrittenMail } from '../mail';
import type { SessionsService } from '../sessions';
import { createUserAccounts, type UserAccounts, type UsersService } from '../users';
import { emailChangeMail } from './email-change-mail';
import type { EmailChangesRepository } from './email-changes.repository';

/** How long the link to a new e-mail address works. */
const EMAIL_CHANGE_TTL_MS = 24 * 3_600_000;

/** Account settings of the signed-in user: password, e-mail, phone, country and device. */
export function createAccountSettingsService(deps: {
  users: UserAccounts;
  usersService: UsersService;
  sessions: SessionsService;
  /** Sets the new password (password-reset's rule: every reset link and every other session end). */
  replacePassword: (userId: number, passwordHash: string, keepTokenId: number) => Promise<void>;
  emailChanges: EmailChangesRepository;
  /** Queues the mail (the mail module's queue: the mail job sends it, with retries). */
  queueMail: (mail: WrittenMail) => Promise<unknown>;
  /** The brand's texts in the recipient's language (the brand service's inLanguage). */
  brandIn?: (brand: BrandDto, language: Language) => Promise<BrandDto>;
  now?: () => Date;
}) {
  const { users, usersService, sessions, emailChanges } = deps;
  const now = deps.now ?? (() => new Date());

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

    /**
     * Asks for a new address: the password proves the account's owner asks, and a link
     * mailed to the new address proves they read it. The address changes when the link is opened
     * (confirmEmailChange); until then the account keeps its own.
     */
    async requestEmailChange(
      userId: number,
      body: { email: string; password: string },
      brand: BrandDto,
    ): Promise<{ user: UserDto; message: string }> {
      const user = await stored(userId);
      if (user.email.toLowerCase() === body.email) throw fail('NO_CHANGES', { field: 'email' });
      if (!(await verifyPassword(user.passwordHash, body.password))) {
        throw fail('PASSWORD_WRONG', { field: 'password' });
      }
      if (await users.emailTaken(body.email, userId)) throw emailExists();
      const token = newOpaqueToken();
      const tokenHash = hashToken(token);
      const at = now();
      await emailChanges.create(
        { userId, newEmail: body.email, tokenHash, expiresAt: new Date(at.getTime() + EMAIL_CHANGE_TTL_MS) },
        at,
      );
      const language: Language = isLanguage(user.language) ? user.language : 'en';
      const named = deps.brandIn ? await deps.brandIn(brand, language) : brand;
      await deps.queueMail({
        key: `email-change:${tokenHash}`,
        kind: 'EMAIL_CHANGE',
        userId,
        brand: named,
        message: emailChangeMail(language, {
          to: body.email,
          firstName: user.firstName,
          brandName: named.name,
          link: `${brand.shareUrl}/verifyEmail?token=${token}`,
          ttlHours: EMAIL_CHANGE_TTL_MS / 3_600_000,
        }),
      });
      return { user: await usersService.dto(userId), message: MSG.emailChangeSent };
    },

    /** The mailed link, opened: the new address becomes the account's, once. */
    async confirmEmailChange(token: string): Promise<{ message: string }> {
      await emailChanges.transaction(async (tx) => {
        const change = await emailChanges.consume(tx, hashToken(token), now());
        if (!change) throw fail('EMAIL_CHANGE_INVALID');
        try {
          await createUserAccounts(tx).update(change.userId, { email: change.newEmail });
        } catch (error) {
          // Taken by someone else since the request: the link stays unused (the transaction rolls back).
          if (isUniqueViolation(error, 'app_user_email_uq')) throw emailExists();
          throw error;
        }
      });
      return { message: MSG.emailUpdated };
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
