import { type BrandDto, LIMITS, MSG, USER_CATEGORY } from '@kinetic/domain';
import { isUniqueViolation } from '../../db/errors';
import { fail } from '../../lib/errors';
import { newOpaqueToken } from '../../lib/tokens';
import type { OAuthProviders } from '../../providers/oauth';
import type { OAuthProfile, OAuthProvider, OAuthProviderName } from '../../providers/oauth/oauth-provider';
import { type ClientContext, refusesPartner } from '../auth';
import type { SessionsService } from '../sessions';
import type { UserAccounts, UserRow } from '../users';
import type { OAuthRepository } from './oauth.repository';

const STATE_TTL_MS = 10 * 60_000;
/** The web app's page that reads the fragment, stores the token and moves on. */
const COMPLETE_PATH = '/oauth/complete';

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

export interface CallbackOutcome {
  location: string;
  /** Why the sign-in failed, for the log; the user sees only a plain message. */
  problem?: unknown;
}

const callbackUrl = (shareUrl: string, provider: OAuthProviderName) =>
  `${shareUrl}/api/v1/auth/oauth/${provider}/callback`;

/** Google and Facebook sign-in with the authorization-code flow (SPEC 3.1 social login). */
export function createOAuthService(deps: {
  providers: OAuthProviders;
  states: OAuthRepository;
  users: UserAccounts;
  sessions: SessionsService;
  now?: () => Date;
}) {
  const { providers, states, users, sessions } = deps;
  const now = deps.now ?? (() => new Date());

  function configured(name: OAuthProviderName): OAuthProvider {
    const provider = providers[name];
    if (!provider.configured) throw fail('OAUTH_UNAVAILABLE', { arg: provider.label });
    return provider;
  }

  const failure = (message: string, problem?: unknown): CallbackOutcome => ({
    location: `${COMPLETE_PATH}#error=${encodeURIComponent(message)}`,
    problem: problem ?? message,
  });

  async function createCustomer(
    provider: OAuthProvider,
    profile: OAuthProfile & { email: string },
    brand: BrandDto,
    language: ClientContext['language'] = 'en',
  ) {
    const storeId = brand.preselectedStoreId ?? LIMITS.defaultStoreId;
    const currency = (await users.storeCurrency(storeId)) ?? 'KWD';
    return users.transaction(async (tx) => {
      const id = await tx.insert({
        email: profile.email,
        passwordHash: null,
        firstName: profile.firstName ?? profile.email.split('@')[0]!,
        lastName: profile.lastName ?? '',
        category: USER_CATEGORY.customer,
        storeId,
        gender: profile.gender,
        profileImageUrl: profile.picture,
        loginThrough: provider.name === 'google' ? 'GOOGLE' : 'FACEBOOK',
        language,
        brandId: brand.id,
        ...(provider.name === 'google' ? { googleId: profile.id } : { facebookId: profile.id }),
      });
      await tx.insertWallet(id, currency);
      await tx.mails.welcome(id);
      return (await tx.byId(id))!;
    });
  }

  /** By provider id, else by e-mail (linking the id), else a new customer. A string is a refusal. */
  async function findOrCreateUser(
    provider: OAuthProvider,
    profile: OAuthProfile,
    brand: BrandDto,
    language: ClientContext['language'] = 'en',
  ): Promise<UserRow | string> {
    const linked = await users.bySocialId(provider.name, profile.id);
    if (linked) return linked;
    if (!profile.email) return MSG.oauthNoEmail(provider.label);
    const byEmail = await users.byEmail(profile.email);
    if (!byEmail) return createCustomer(provider, { ...profile, email: profile.email }, brand, language);
    // Linking hands the account to whoever controls the provider login, so the address must be proven.
    if (!profile.emailVerified) return MSG.oauthFailed(provider.label);
    const column = provider.name === 'google' ? 'googleId' : 'facebookId';
    if (byEmail[column] && byEmail[column] !== profile.id) return MSG.oauthOtherAccount(provider.label);
    await users.update(byEmail.id, {
      [column]: profile.id,
      ...(byEmail.profileImageUrl ? {} : { profileImageUrl: profile.picture }),
    });
    return byEmail;
  }

  return {
    available: () => ({ google: providers.google.configured, facebook: providers.facebook.configured }),

    async start(
      name: OAuthProviderName,
      options: { redirect?: string; userType: number; shareUrl: string },
    ): Promise<string> {
      const provider = configured(name);
      const state = newOpaqueToken();
      await states.purgeCreatedBefore(new Date(now().getTime() - STATE_TTL_MS));
      await states.insert({
        state,
        provider: name,
        redirectPath: options.redirect ?? null,
        userType: options.userType,
      });
      return provider.authorizeUrl({ redirectUri: callbackUrl(options.shareUrl, name), state });
    },

    async callback(
      name: OAuthProviderName,
      query: CallbackQuery,
      brand: BrandDto,
      client: ClientContext,
    ): Promise<CallbackOutcome> {
      const provider = configured(name);
      const row = query.state ? await states.take(query.state, name) : undefined;
      if (!row || now().getTime() - row.createdAt.getTime() > STATE_TTL_MS) {
        throw fail('OAUTH_STATE_INVALID');
      }
      if (query.error) return failure(MSG.oauthCancelled(provider.label), `provider error: ${query.error}`);
      if (!query.code) return failure(MSG.oauthFailed(provider.label), 'callback without a code');

      let profile: OAuthProfile;
      try {
        const accessToken = await provider.exchangeCode(query.code, callbackUrl(brand.shareUrl, name));
        profile = await provider.fetchProfile(accessToken);
      } catch (error) {
        return failure(MSG.oauthFailed(provider.label), error);
      }

      let user: UserRow | string;
      try {
        user = await findOrCreateUser(provider, profile, brand, client.language);
      } catch (error) {
        // The same person finishing two sign-ins at once: the other one created the account.
        if (!isUniqueViolation(error)) throw error;
        user = (await users.bySocialId(name, profile.id)) ?? MSG.oauthFailed(provider.label);
      }
      if (typeof user === 'string') return failure(user);
      if (refusesPartner(brand, user.category)) return failure(MSG.partnerLogin);

      const { token } = await sessions.issue(user.id, client.userAgent);
      const redirect = encodeURIComponent(row.redirectPath ?? '');
      return { location: `${COMPLETE_PATH}#token=${token}&redirect=${redirect}` };
    },
  };
}
export type OAuthService = ReturnType<typeof createOAuthService>;
