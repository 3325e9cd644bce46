/** What we read from a provider's profile, whatever the provider calls the fields. */
export interface OAuthProfile {
  id: string;
  email: string | null;
  /** False only when the provider says the address is unverified; such an address links no account. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
  gender: 'MALE' | 'FEMALE' | null;
}

export type OAuthProviderName = 'google' | 'facebook';

export interface OAuthProvider {
  name: OAuthProviderName;
  /** For messages: "Google", "Facebook". */
  label: string;
  configured: boolean;
  authorizeUrl(options: { redirectUri: string; state: string }): string;
  /** Authorization code → access token. */
  exchangeCode(code: string, redirectUri: string): Promise<string>;
  fetchProfile(accessToken: string): Promise<OAuthProfile>;
}

/** The provider answered badly or not at all; the message is for logs, never for the user. */
export class OAuthProviderError extends Error {
  override name = 'OAuthProviderError';
}

export interface OAuthEndpoints {
  clientId?: string;
  clientSecret?: string;
  authUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
}

const TIMEOUT_MS = 10_000;

async function readJson(response: Response, what: string): Promise<Record<string, unknown>> {
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body || typeof body !== 'object') {
    throw new OAuthProviderError(`${what} answered ${response.status}`);
  }
  return body;
}

/** The authorization-code flow every provider shares; only the profile's field names differ. */
export function createOAuthProvider(
  identity: { name: OAuthProviderName; label: string },
  endpoints: OAuthEndpoints,
  toProfile: (body: Record<string, unknown>) => OAuthProfile,
): OAuthProvider {
  const { clientId, clientSecret } = endpoints;
  return {
    ...identity,
    configured: Boolean(clientId && clientSecret),
    authorizeUrl({ redirectUri, state }) {
      const url = new URL(endpoints.authUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', clientId ?? '');
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', endpoints.scope);
      url.searchParams.set('state', state);
      return url.toString();
    },
    async exchangeCode(code, redirectUri) {
      const response = await fetch(endpoints.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: clientId ?? '',
          client_secret: clientSecret ?? '',
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = await readJson(response, 'token endpoint');
      if (typeof body.access_token !== 'string' || !body.access_token) {
        throw new OAuthProviderError('token endpoint gave no access_token');
      }
      return body.access_token;
    },
    async fetchProfile(accessToken) {
      const response = await fetch(endpoints.userinfoUrl, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const profile = toProfile(await readJson(response, 'userinfo endpoint'));
      if (!profile.id) throw new OAuthProviderError('userinfo gave no user id');
      return profile;
    },
  };
}

/** Helpers for reading untyped provider JSON. */
export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

export function genderOf(value: unknown): OAuthProfile['gender'] {
  const normalised = typeof value === 'string' ? value.toUpperCase() : '';
  return normalised === 'MALE' || normalised === 'FEMALE' ? normalised : null;
}
