import type { Config } from '../../config';
import { createOAuthProvider, genderOf, type OAuthProvider, text } from './oauth-provider';

/** Facebook Graph /me: id, email, first_name, last_name, gender, picture.data.url. */
export function createFacebookProvider(config: Config): OAuthProvider {
  return createOAuthProvider(
    { name: 'facebook', label: 'Facebook' },
    {
      clientId: config.FACEBOOK_CLIENT_ID,
      clientSecret: config.FACEBOOK_CLIENT_SECRET,
      authUrl: config.FACEBOOK_AUTH_URL,
      tokenUrl: config.FACEBOOK_TOKEN_URL,
      userinfoUrl: config.FACEBOOK_USERINFO_URL,
      scope: 'email,public_profile',
    },
    (body) => {
      const picture = body.picture as { data?: { url?: unknown } } | string | undefined;
      const id = typeof body.id === 'number' ? String(body.id) : text(body.id);
      return {
        id: id ?? '',
        email: text(body.email)?.toLowerCase() ?? null,
        // Facebook shares only confirmed addresses.
        emailVerified: true,
        firstName: text(body.first_name),
        lastName: text(body.last_name),
        picture: typeof picture === 'string' ? text(picture) : text(picture?.data?.url),
        gender: genderOf(body.gender),
      };
    },
  );
}
