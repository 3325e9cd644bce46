import {
  type BrandDto,
  type GymRegisterBody,
  type Language,
  type LoginBody,
  type LoginResult,
  MSG,
  type RegisterBody,
  USER_CATEGORY,
} from '@kinetic/domain';
import { isUniqueViolation } from '../../db/errors';
import { fail } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { ReferralJoins } from '../referrals';
import type { SessionsService } from '../sessions';
import type { NewUser, UserAccounts, UserAccountsTx, UsersService } from '../users';
import { toLoginResult } from '../users';
import { accountLocked, type LoginLockout } from './login-lockout';

export const emailExists = () => fail('EMAIL_EXISTS', { field: 'email' });

export interface ClientContext {
  userAgent?: string;
  /** The caller's language (Accept-Language): a new account keeps it for its e-mails. */
  language?: Language;
}

/** SPEC 4.2: partner accounts (trainers, gyms) sign in on the partner site, never on a prime brand. */
export function refusesPartner(brand: Pick<BrandDto, 'isPrime'>, category: number): boolean {
  return brand.isPrime && category !== USER_CATEGORY.customer;
}

/** The refusal login and registration give a partner account on a prime brand. */
const partnerRefusal = (brand: Pick<BrandDto, 'partnerUrl'>) =>
  fail('PARTNER_LOGIN', { data: { partnerUrl: brand.partnerUrl } });

/** Registration, login and logout (SPEC 4.1, 4.2). */
export function createAuthService(deps: {
  users: UserAccounts;
  usersService: UsersService;
  sessions: SessionsService;
  /** Failed sign-ins per account. */
  lockout: LoginLockout;
  /** Ties a new customer to the invite link they came through (docs/adr/0044). */
  referrals?: Pick<ReferralJoins, 'join'>;
}) {
  const { users, usersService, sessions, lockout } = deps;
  // Unknown e-mails still pay for one argon2 verify, so response time does not reveal who has an account.
  let dummyHash: Promise<string> | undefined;

  async function loginResult(userId: number, client: ClientContext): Promise<LoginResult> {
    const { token } = await sessions.issue(userId, client.userAgent);
    return toLoginResult(token, await usersService.dto(userId, client.language));
  }

  /** Checks shared by every register form, run before anything is written. */
  async function precheck(email: string, storeId: number): Promise<string> {
    const currency = await users.storeCurrency(storeId);
    if (!currency) throw fail('INVALID_STORE', { field: 'storeId' });
    if (await users.emailTaken(email)) throw emailExists();
    return currency;
  }

  /** Inserts the user, the wallet and whatever `extra` adds, in one transaction. */
  async function createAccount(
    values: NewUser,
    currency: string,
    extra: (tx: UserAccountsTx, userId: number) => Promise<void>,
  ): Promise<number> {
    try {
      return await users.transaction(async (tx) => {
        const userId = await tx.insert(values);
        await tx.insertWallet(userId, currency);
        await extra(tx, userId);
        // The welcome mail goes with the account, or not at all.
        await tx.mails.welcome(userId);
        return userId;
      });
    } catch (error) {
      // Two registrations with one e-mail at the same moment: the unique index decides.
      if (isUniqueViolation(error, 'app_user_email_uq')) throw emailExists();
      throw error;
    }
  }

  return {
    /** Customer (userType 1) or trainer (userType 2); the new user is signed in. */
    async register(body: RegisterBody, brand: BrandDto, client: ClientContext): Promise<LoginResult> {
      const isTrainer = body.userType === 2;
      // A partner may not get a session on a prime brand by registering, as by logging in (SPEC 4.2).
      if (refusesPartner(brand, isTrainer ? USER_CATEGORY.trainer : USER_CATEGORY.customer)) {
        throw partnerRefusal(brand);
      }
      const currency = await precheck(body.email, body.storeId);
      const categoryIds = isTrainer
        ? [...new Set(body.userDetailMappingList.map((m) => m.classCategoryId))]
        : [];
      const known = await users.existingCategoryIds(categoryIds);
      if (known.length !== categoryIds.length) {
        throw fail('INVALID_ACTIVITY', { field: 'userDetailMappingList' });
      }
      const values: NewUser = {
        email: body.email,
        passwordHash: await hashPassword(body.password),
        firstName: body.firstName,
        lastName: body.lastName,
        category: isTrainer ? USER_CATEGORY.trainer : USER_CATEGORY.customer,
        storeId: body.storeId,
        gender: body.gender,
        mobile: body.mobile,
        language: client.language ?? 'en',
        // Their e-mails come in the name and colours of the brand they joined on.
        brandId: brand.id,
        // The social id is linked only by the OAuth callback, which proves it; a typed one is ignored.
        ...(isTrainer
          ? { nationality: body.nationality, partnerReview: await users.partnerReviewOnJoin(brand.id) }
          : { latitude: body.latitude, longitude: body.longitude }),
      };
      const userId = await createAccount(values, currency, async (tx, id) => {
        if (!isTrainer) return;
        await tx.insertTrainerProfile({
          userId: id,
          trainerType: body.trainerType,
          classRate: body.trainerClassRate,
          gymNames: body.gymNames || null,
          certificates: body.certificates,
        });
        await tx.addActivities(id, categoryIds);
      });
      // After the account commits: a link that records nothing never costs the friend their account.
      if (body.userType === 1) await deps.referrals?.join(body.referralCode, userId, brand.id);
      return loginResult(userId, client);
    },

    async registerGym(body: GymRegisterBody, brand: BrandDto, client: ClientContext): Promise<LoginResult> {
      if (refusesPartner(brand, USER_CATEGORY.gym)) throw partnerRefusal(brand);
      const currency = await precheck(body.email, body.storeId);
      const values: NewUser = {
        email: body.email,
        passwordHash: await hashPassword(body.password),
        firstName: body.firstName,
        lastName: body.lastName,
        category: USER_CATEGORY.gym,
        storeId: body.storeId,
        mobile: body.mobile,
        latitude: body.latitude,
        longitude: body.longitude,
        language: client.language ?? 'en',
        brandId: brand.id,
        // Unlisted until the operator approves, where the brand asks for it.
        partnerReview: await users.partnerReviewOnJoin(brand.id),
      };
      const userId = await createAccount(values, currency, (tx, id) =>
        tx.insertGymProfile({
          userId: id,
          studioName: body.studioName,
          website: body.website || null,
          classType: body.classType,
          noOfBranches: body.noOfBranches,
          price: body.price,
          monthlyPrice: body.monthlyPrice,
          yearlyPrice: body.yearlyPrice,
          otherPackages: body.otherPackages || null,
          role: body.role,
        }),
      );
      return loginResult(userId, client);
    },

    async login(body: LoginBody, brand: BrandDto, client: ClientContext): Promise<LoginResult> {
      const attempt = await lockout.begin(body.email);
      const user = await users.byEmail(body.email);
      let valid = false;
      if (user) valid = await verifyPassword(user.passwordHash, body.password);
      else {
        dummyHash ??= hashPassword('no-such-user-password');
        await verifyPassword(await dummyHash, body.password);
      }
      if (!user || !valid) {
        if (!attempt.locks) throw fail('INVALID_CREDENTIALS');
        // This failure locks the account: an unknown address answers the same, only an owner is told.
        if (user) await lockout.notify(user, attempt.until, brand);
        throw accountLocked(attempt.until);
      }
      await lockout.succeeded(body.email);
      // Checked after the password, so the refusal reveals nothing to someone without it.
      if (refusesPartner(brand, user.category)) throw partnerRefusal(brand);
      return loginResult(user.id, client);
    },

    async logout(tokenId: number): Promise<{ loggedOut: true }> {
      await sessions.revoke(tokenId);
      return { loggedOut: true };
    },

    async validateEmail(
      email: string,
      exceptUserId?: number,
    ): Promise<{ available: boolean; message: string }> {
      const taken = await users.emailTaken(email, exceptUserId);
      return taken
        ? { available: false, message: MSG.alreadyHaveAccount }
        : { available: true, message: MSG.emailAvailable };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
