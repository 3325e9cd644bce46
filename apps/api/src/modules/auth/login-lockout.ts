import { type BrandDto, isLanguage, type Language } from '@kinetic/domain';
import { fail } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import type { WrittenMail } from '../mail';
import type { RateLimitService } from '../rate-limit';
import type { UserRow } from '../users';
import { lockoutMail } from './lockout-mail';

/**
 * Failed sign-ins per account, counted in the rate_limit table every process shares, keyed
 * by the lower-cased e-mail (hashed) whether or not it has an account, so a lock-out tells a guesser
 * nothing about who is registered. The per-IP limits of the login route cannot stop guesses spread over
 * many addresses; this can.
 */
export interface LoginLockoutOptions {
  counters: RateLimitService;
  /** Failed sign-ins an account takes in a window (LOGIN_FAILURES_PER_ACCOUNT). */
  limit: number;
  windowSeconds: number;
  /** Queues the owner's notice (the mail module's queue). */
  queueMail: (mail: WrittenMail) => Promise<unknown>;
  /** The brand the user joined on, in their language; the brand asked when they have none. */
  brandFor: (user: UserRow, asked: BrandDto, language: Language) => Promise<BrandDto>;
}

const keyOf = (email: string) => `login-account:${hashToken(email.toLowerCase())}`;

const minutesUntil = (at: Date) => Math.max(1, Math.ceil((at.getTime() - Date.now()) / 60_000));

/** 429 with the minutes left; `data.retryAfterSeconds` becomes the Retry-After header. */
export function accountLocked(until: Date) {
  const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return fail('ACCOUNT_LOCKED', { arg: minutesUntil(until), data: { retryAfterSeconds } });
}

/** The owner chose a new password through the mailed link: guesses at the old one no longer matter. */
export const endLoginLockout = (counters: RateLimitService, email: string): Promise<void> =>
  counters.clear(keyOf(email));

export function createLoginLockout(options: LoginLockoutOptions) {
  const { counters, limit, windowSeconds } = options;

  return {
    /**
     * Counts a sign-in on `email` before its password is checked, so attempts racing in through several
     * processes never check more than `limit` passwords of an account in a window. Throws once the
     * account is locked: the password is not even checked, so the right one is refused as well.
     * `locks` says whether this attempt, if it fails, is the one that locks the account.
     */
    async begin(email: string): Promise<{ locks: boolean; until: Date }> {
      const { hits, resetAt } = await counters.hit(keyOf(email), windowSeconds);
      if (hits > limit) throw accountLocked(resetAt);
      return { locks: hits === limit, until: resetAt };
    },

    /**
     * The password was right, so the attempt was no failure. A lock-out in force is not lifted: while it
     * lasts, no password gets checked.
     */
    succeeded: (email: string) => counters.unhit(keyOf(email)),

    /** Tells the owner, once per lock-out (keyed by its end, so a second process queues nothing). */
    async notify(user: UserRow, until: Date, asked: BrandDto): Promise<void> {
      const language: Language = isLanguage(user.language) ? user.language : 'en';
      const brand = await options.brandFor(user, asked, language);
      await options.queueMail({
        key: `account-locked:${user.id}:${until.toISOString()}`,
        kind: 'ACCOUNT_LOCKED',
        userId: user.id,
        brand,
        message: lockoutMail(language, {
          to: user.email,
          firstName: user.firstName,
          brandName: brand.name,
          siteUrl: brand.shareUrl,
          failures: limit,
          minutes: minutesUntil(until),
        }),
      });
    },
  };
}
export type LoginLockout = ReturnType<typeof createLoginLockout>;
