import type { Config } from '../../config';
import { createOAuthProvider, genderOf, type OAuthProvider, text } from './oauth-provider';

/** Google OpenID Connect userinfo: sub, email, email_verified, given_name, family_name, picture, gender. */
export function createGoogleProvider(config: Config): OAuthProvider {
  return createOAuthProvider(
    { name: 'google', label: 'Google' },
    {
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      authUrl: config.GOOGLE_AUTH_URL,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      userinfoUrl: config.GOOGLE_USERINFO_URL,
      scope: 'openid email profile',
    },
    (body) => ({
      id: text(body.sub) ?? '',
      email: text(body.email)?.toLowerCase() ?? null,
      emailVerified: body.email_verified !== false && body.email_verified !== 'false',
      firstName: text(body.given_name),
      lastName: text(body.family_name),
      picture: text(body.picture),
      gender: genderOf(body.gender),
    }),
  );
}
