import type { Config } from '../../config';
import { createFacebookProvider } from './facebook';
import { createGoogleProvider } from './google';
import type { OAuthProvider, OAuthProviderName } from './oauth-provider';

export type OAuthProviders = Record<OAuthProviderName, OAuthProvider>;

export function createOAuthProviders(config: Config): OAuthProviders {
  return { google: createGoogleProvider(config), facebook: createFacebookProvider(config) };
}
