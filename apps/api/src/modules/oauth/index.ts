import { type AppModule, underApi } from '../../lib/app-module';
import { createOAuthProviders } from '../../providers/oauth';
import type { SessionsService } from '../sessions';
import type { UsersShared } from '../users';
import { createOAuthRepository } from './oauth.repository';
import { oauthRoutes } from './oauth.routes';
import { createOAuthService } from './oauth.service';

export { createOAuthService, type OAuthService } from './oauth.service';

/** Sign-in with Google and Facebook. */
export const oauthModule: AppModule<Pick<UsersShared, 'accounts'> & { sessions: SessionsService }> = {
  name: 'oauth',
  async register(app, { db, config, now, accounts, sessions }) {
    const oauth = createOAuthService({
      providers: createOAuthProviders(config),
      states: createOAuthRepository(db),
      users: accounts,
      sessions,
      now,
    });
    await underApi(app, async (v1) => {
      await v1.register(oauthRoutes, { oauth });
    });
  },
};
