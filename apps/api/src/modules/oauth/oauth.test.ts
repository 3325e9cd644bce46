import { MSG, type UserDto } from '@kinetic/domain';
import { eq, sql } from 'drizzle-orm';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthStates, users, wallets } from '../../db/schema';
import { countRows, DEMO, login, PASSWORD, PRIME, registerCustomer, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

type Provider = 'google' | 'facebook';

/** Google and Facebook both pointed at one local mock OAuth server; userinfo is set per test. */
describe('social login (OAuth authorization code) against a mock provider', () => {
  let mock: OAuth2Server;
  let t: TestApp;

  beforeAll(async () => {
    mock = new OAuth2Server();
    await mock.issuer.keys.generate('RS256');
    await mock.start(0, '127.0.0.1');
    const base = `http://127.0.0.1:${mock.address().port}`;
    const endpoints = (prefix: 'GOOGLE' | 'FACEBOOK') => ({
      [`${prefix}_CLIENT_ID`]: `${prefix.toLowerCase()}-client`,
      [`${prefix}_CLIENT_SECRET`]: `${prefix.toLowerCase()}-secret`,
      [`${prefix}_AUTH_URL`]: `${base}/authorize`,
      [`${prefix}_TOKEN_URL`]: `${base}/token`,
      [`${prefix}_USERINFO_URL`]: `${base}/userinfo`,
    });
    t = await createTestApp({ ...endpoints('GOOGLE'), ...endpoints('FACEBOOK') });
  });
  afterAll(async () => {
    await t.close();
    await mock.stop();
  });

  const start = (provider: Provider, query = 'redirect=/classes', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/auth/oauth/${provider}/start?${query}`, headers });

  /** Follows start → the provider's /authorize → our callback, as a browser would. */
  async function signIn(
    provider: Provider,
    profile: Record<string, unknown> | null,
    options: { query?: string; headers?: Record<string, string> } = {},
  ) {
    const started = await start(provider, options.query, options.headers);
    expect(started.statusCode, started.body).toBe(302);
    if (profile) {
      mock.service.once(Events.BeforeUserinfo, (response) => {
        response.body = profile;
      });
    }
    const consent = await fetch(started.headers.location as string, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    const done = await t.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
      headers: options.headers,
    });
    return { done, callback, fragment: fragmentOf(done.headers.location as string | undefined) };
  }

  const fragmentOf = (location: string | undefined) => {
    expect(location).toMatch(/^\/oauth\/complete#/);
    return new URLSearchParams(location!.split('#')[1]);
  };

  const me = async (token: string) =>
    (await t.call<UserDto>({ method: 'GET', url: '/api/v1/users/me', token })).body.data;

  const googleProfile = (overrides: Record<string, unknown> = {}) => ({
    sub: `g-${Math.random().toString(36).slice(2)}`,
    email: uniqueEmail('google'),
    email_verified: true,
    given_name: 'Reem',
    family_name: 'Al-Khaled',
    picture: 'https://lh3.example/photo.jpg',
    gender: 'female',
    ...overrides,
  });

  it('lists both providers as configured', async () => {
    const { body } = await t.call({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(body.data).toEqual({ google: true, facebook: true });
  });

  it("starts with a 302 to the provider's authorize URL and stores the state", async () => {
    const response = await start('google');
    expect(response.statusCode).toBe(302);
    const url = new URL(response.headers.location as string);
    expect(url.pathname).toBe('/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'google-client',
      redirect_uri: 'http://localhost:3000/api/v1/auth/oauth/google/callback',
      scope: 'openid email profile',
    });
    const state = url.searchParams.get('state')!;
    expect(state.length).toBeGreaterThanOrEqual(40);
    const [row] = await t.database.db.select().from(oauthStates).where(eq(oauthStates.state, state));
    expect(row).toMatchObject({ provider: 'google', redirectPath: '/classes', userType: 1 });
  });

  it('uses the brand share URL for the callback on the prime host', async () => {
    const response = await start('facebook', '', PRIME);
    const url = new URL(response.headers.location as string);
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://prime.localhost:3000/api/v1/auth/oauth/facebook/callback',
    );
    expect(url.searchParams.get('scope')).toBe('email,public_profile');
  });

  it('creates a customer on first Google sign-in and hands the token to /oauth/complete', async () => {
    const profile = googleProfile();
    let tokenRequest: Record<string, unknown> | undefined;
    mock.service.once(Events.BeforeResponse, (_response, request) => {
      tokenRequest = request.body as Record<string, unknown>;
    });
    const before = await countRows(t, users);
    const { fragment, callback } = await signIn('google', profile);
    expect(tokenRequest).toMatchObject({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code'),
      redirect_uri: 'http://localhost:3000/api/v1/auth/oauth/google/callback',
      client_id: 'google-client',
      client_secret: 'google-secret',
    });
    expect(fragment.get('redirect')).toBe('/classes');
    const user = await me(fragment.get('token')!);
    expect(user).toMatchObject({
      email: profile.email,
      firstName: 'Reem',
      lastName: 'Al-Khaled',
      gender: 'FEMALE',
      userCategory: 1,
      storeId: 1,
      profileImageThumbnail: 'https://lh3.example/photo.jpg',
      loginThrough: 'GOOGLE',
      walletDto: { balance: 0, currencyCode: 'KWD' },
    });
    expect(await countRows(t, users)).toBe(before + 1);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ googleId: profile.sub, passwordHash: null });
    expect(await t.database.db.$count(wallets, eq(wallets.userId, user.id))).toBe(1);
    // The state was spent.
    expect(
      await t.database.db.$count(oauthStates, eq(oauthStates.state, callback.searchParams.get('state')!)),
    ).toBe(0);
  });

  it('finds the user again by Google id, even when the e-mail changed at Google', async () => {
    const profile = googleProfile();
    const first = await signIn('google', profile);
    const again = await signIn('google', { ...profile, email: uniqueEmail('renamed') }, { query: '' });
    expect(again.fragment.get('redirect')).toBe('');
    expect((await me(again.fragment.get('token')!)).id).toBe((await me(first.fragment.get('token')!)).id);
  });

  it('links Google to an existing account with the same verified e-mail', async () => {
    const { user } = await registerCustomer(t);
    const profile = googleProfile({ email: user.email.toUpperCase() });
    const { fragment } = await signIn('google', profile);
    const signedIn = await me(fragment.get('token')!);
    expect(signedIn.id).toBe(user.id);
    expect(signedIn.loginThrough).toBe('EMAIL');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.googleId).toBe(profile.sub);
    expect((await login(t, user.email, PASSWORD)).status).toBe(200);
  });

  it('does not link an unverified e-mail to an existing account', async () => {
    const { user } = await registerCustomer(t);
    const { fragment } = await signIn('google', googleProfile({ email: user.email, email_verified: false }));
    expect(fragment.get('error')).toBe(MSG.oauthFailed('Google'));
    expect(fragment.get('token')).toBeNull();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.googleId).toBeNull();
  });

  it('signs in with Facebook, reading its field names', async () => {
    const email = uniqueEmail('fb');
    const { fragment } = await signIn('facebook', {
      id: '10229',
      email,
      first_name: 'Omar',
      last_name: 'Faris',
      gender: 'male',
      picture: { data: { url: 'https://fb.example/omar.jpg' } },
    });
    const user = await me(fragment.get('token')!);
    expect(user).toMatchObject({
      email,
      firstName: 'Omar',
      lastName: 'Faris',
      gender: 'MALE',
      loginThrough: 'FACEBOOK',
      profileImageThumbnail: 'https://fb.example/omar.jpg',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.facebookId).toBe('10229');
  });

  it('refuses a profile without an e-mail, creating nothing', async () => {
    const before = await countRows(t, users);
    const { fragment } = await signIn('facebook', { id: '555', first_name: 'No', last_name: 'Mail' });
    expect(fragment.get('error')).toBe(MSG.oauthNoEmail('Facebook'));
    expect(await countRows(t, users)).toBe(before);
  });

  it('sends a partner (trainer) on the prime brand to the partner link, but signs them in on the main brand', async () => {
    const profile = googleProfile({ email: DEMO.trainer });
    const prime = await signIn('google', profile, { headers: PRIME });
    expect(prime.fragment.get('error')).toBe(MSG.partnerLogin);
    const main = await signIn('google', profile);
    expect((await me(main.fragment.get('token')!)).userCategory).toBe(2);
  });

  it('reports a failed code exchange as a plain message, creating nothing', async () => {
    mock.service.once(Events.BeforeResponse, (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    const before = await countRows(t, users);
    const { fragment } = await signIn('google', null);
    expect(fragment.get('error')).toBe(MSG.oauthFailed('Google'));
    expect(await countRows(t, users)).toBe(before);
  });

  it('reports a failed profile read as a plain message', async () => {
    mock.service.once(Events.BeforeUserinfo, (response) => {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
    });
    const { fragment } = await signIn('google', null);
    expect(fragment.get('error')).toBe(MSG.oauthFailed('Google'));
  });

  it('reports a cancelled consent (error=access_denied)', async () => {
    const started = await start('google');
    const state = new URL(started.headers.location as string).searchParams.get('state')!;
    const done = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/oauth/google/callback?error=access_denied&state=${state}`,
    });
    expect(done.statusCode).toBe(302);
    expect(fragmentOf(done.headers.location as string).get('error')).toBe(MSG.oauthCancelled('Google'));
  });

  describe('state checks: 400, nothing signed in', () => {
    const callback = (provider: Provider, query: string) =>
      t.call({ method: 'GET', url: `/api/v1/auth/oauth/${provider}/callback?${query}` });
    const stateOf = async (provider: Provider) =>
      new URL((await start(provider)).headers.location as string).searchParams.get('state')!;

    it('refuses a missing or unknown state', async () => {
      for (const query of ['code=abc', 'code=abc&state=made-up']) {
        const { status, body } = await callback('google', query);
        expect(status).toBe(400);
        expect(body.errorMessage).toBe(MSG.oauthStateInvalid);
      }
    });

    it('refuses a state started for the other provider', async () => {
      const state = await stateOf('facebook');
      expect((await callback('google', `code=abc&state=${state}`)).status).toBe(400);
    });

    it('refuses a state used once already', async () => {
      const { callback: first } = await signIn('google', googleProfile());
      const replay = await t.call({ method: 'GET', url: first.pathname + first.search });
      expect(replay.status).toBe(400);
    });

    it('refuses a state older than ten minutes', async () => {
      const state = await stateOf('google');
      await t.database.db
        .update(oauthStates)
        .set({ createdAt: sql`now() - interval '11 minutes'` })
        .where(eq(oauthStates.state, state));
      expect((await callback('google', `code=abc&state=${state}`)).status).toBe(400);
    });
  });

  it.each([
    ['an absolute URL', 'redirect=https://evil.example/', MSG.invalidRedirect],
    ['a protocol-relative URL', 'redirect=//evil.example', MSG.invalidRedirect],
    ['a backslash trick', 'redirect=/%5Cevil.example', MSG.invalidRedirect],
    ['a trainer sign-up', 'userType=2', MSG.invalidUserType],
  ])('refuses to start with %s (400)', async (_name, query, message) => {
    const response = await start('google', query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(message);
  });

  it('refuses an unknown provider (400)', async () => {
    expect((await start('twitter' as Provider)).statusCode).toBe(400);
  });
});

describe('social login without provider credentials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists no provider and answers 404 on start and callback', async () => {
    const { body } = await t.call({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(body.data).toEqual({ google: false, facebook: false });
    for (const [provider, label] of [
      ['google', 'Google'],
      ['facebook', 'Facebook'],
    ]) {
      const started = await t.call({ method: 'GET', url: `/api/v1/auth/oauth/${provider}/start` });
      expect(started.status).toBe(404);
      expect(started.body.errorMessage).toBe(MSG.oauthUnavailable(label!));
      expect(started.body.errorMessage).toBe(`${label} login is not available.`);
      const callback = await t.call({
        method: 'GET',
        url: `/api/v1/auth/oauth/${provider}/callback?code=x&state=y`,
      });
      expect(callback.status).toBe(404);
    }
  });
});
