import { loginResultSchema, MSG, userDtoSchema } from '@kinetic/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, rateLimits } from '../../db/schema';
import {
  countRows,
  DEMO,
  expectSignedIn,
  expectSignedOut,
  login,
  loginToken,
  PASSWORD,
  PRIME,
  registerCustomer,
} from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LOGIN_IP_FACTOR } from './auth.routes';

describe('POST /auth/login and /auth/logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs in the demo customer with the login result of the contract', async () => {
    const { status, body } = await login(t, 'Customer@Kinetic.test', DEMO.password);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ userCategory: 1, storeId: 1 });
    expect(body.data.userPackageDetailDtoList).toEqual(body.data.user.userPackageDetailDtoList);
    expect(body.data.userPackageDetailDtoList.length).toBeGreaterThan(0);
    expect(body.data.user).toMatchObject({ email: DEMO.customer, currencyCode: 'KWD' });
    // The response schema keeps every field of the contract (the serializer drops unknown keys only).
    expect(Object.keys(body.data).sort()).toEqual(Object.keys(loginResultSchema.shape).sort());
    expect(Object.keys(body.data.user).sort()).toEqual(Object.keys(userDtoSchema.shape).sort());
    expect(body.data.user.userKidsList.length).toBeGreaterThan(0);
    expect(body.data.user.mobile).toBeTruthy();
    await expectSignedIn(t, body.data.token);
  });

  it.each([
    ['a wrong password', DEMO.customer, 'wrong-password'],
    ['an unknown e-mail', 'nobody@kinetic.test', DEMO.password],
  ])('refuses %s with 422 and the same message, issuing no token', async (_name, email, password) => {
    const before = await countRows(t, authTokens);
    const { status, body } = await login(t, email, password);
    expect(status).toBe(422);
    expect(body.errorMessage).toBe(MSG.invalidCredentials);
    expect(await countRows(t, authTokens)).toBe(before);
  });

  it.each([
    [{ email: 'bad', password: 'x' }, 'email', MSG.invalidEmail],
    [{ email: '', password: 'x' }, 'email', MSG.required],
    [{ email: DEMO.customer, password: '' }, 'password', MSG.required],
    [{ email: DEMO.customer }, 'password', MSG.required],
  ])('validates %j → 400 on %s', async (payload, field, message) => {
    const { status, body } = await t.call({ method: 'POST', url: '/api/v1/auth/login', payload });
    expect(status).toBe(400);
    expect(body.errorMessage).toBe(message);
    expect(body.data).toEqual({ fields: { [field]: message } });
  });

  it('lets a customer log in on the prime brand', async () => {
    const { status } = await login(t, DEMO.customer, DEMO.password, PRIME);
    expect(status).toBe(200);
  });

  it.each([
    ['trainer', DEMO.trainer],
    ['gym', DEMO.gym],
  ])('sends a %s on the prime brand to the partner link (422), issuing no token', async (_name, email) => {
    const before = await countRows(t, authTokens);
    const { status, body } = await login(t, email, DEMO.password, PRIME);
    expect(status).toBe(422);
    expect(body.errorMessage).toBe(MSG.partnerLogin);
    expect(body.errorMessage).toContain('on the link');
    expect(body.data).toEqual({ partnerUrl: 'https://partners.prime.example' });
    expect(await countRows(t, authTokens)).toBe(before);
    // The X-Brand-Host header decides the brand just as Host does.
    const viaHeader = await login(t, email, DEMO.password, { 'x-brand-host': 'prime.localhost' });
    expect(viaHeader.status).toBe(422);
  });

  it('lets trainers and gyms log in on the main brand', async () => {
    expect((await login(t, DEMO.trainer, DEMO.password)).body.data.userCategory).toBe(2);
    expect((await login(t, DEMO.gym, DEMO.password)).body.data.userCategory).toBe(3);
  });

  it('does not refuse a partner with a wrong password differently from anyone else', async () => {
    const { status, body } = await login(t, DEMO.trainer, 'wrong-password', PRIME);
    expect(status).toBe(422);
    expect(body.errorMessage).toBe(MSG.invalidCredentials);
  });

  it('logs out: that token stops working, the other sessions go on', async () => {
    const { user } = await registerCustomer(t);
    const first = await loginToken(t, user.email, PASSWORD);
    const second = await loginToken(t, user.email, PASSWORD);
    const { status, body } = await t.call({ method: 'POST', url: '/api/v1/auth/logout', token: first });
    expect(status).toBe(200);
    expect(body.data).toEqual({ loggedOut: true });
    await expectSignedOut(t, first);
    await expectSignedIn(t, second);
    const again = await t.call({ method: 'POST', url: '/api/v1/auth/logout', token: first });
    expect(again.status).toBe(401);
  });

  it('accepts a logout with a JSON body or an empty JSON body', async () => {
    const token = await loginToken(t, DEMO.customer, DEMO.password);
    const withBody = await t.call({
      method: 'POST',
      url: '/api/v1/auth/logout',
      token,
      payload: { userId: 1 },
    });
    expect(withBody.status).toBe(200);
    const other = await loginToken(t, DEMO.customer, DEMO.password);
    const empty = await t.call({
      method: 'POST',
      url: '/api/v1/auth/logout',
      token: other,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.status).toBe(200);
  });

  it('refuses logout without a token (401 envelope)', async () => {
    const { status, body } = await t.call({ method: 'POST', url: '/api/v1/auth/logout' });
    expect(status).toBe(401);
    expect(body).toMatchObject({ statusCode: 401, errorMessage: MSG.unauthorized });
    const garbage = await t.call({ method: 'POST', url: '/api/v1/auth/logout', token: 'not-a-token' });
    expect(garbage.status).toBe(401);
  });
});

describe('login rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_RATE_LIMIT: '3',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      TRUST_PROXY_HOPS: '1',
    });
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, ip = '203.0.113.7') =>
    login(t, email, password, { 'x-forwarded-for': ip });

  it('allows LOGIN_RATE_LIMIT attempts per IP and e-mail in a window, then answers 429', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt(DEMO.customer, 'wrong')).status).toBe(422);
    const { status, body } = await attempt(DEMO.customer, DEMO.password);
    expect(status).toBe(429);
    expect(body).toMatchObject({ statusCode: 429, errorMessage: MSG.tooManyRequests });
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-forwarded-for': '203.0.113.7' },
      payload: { email: DEMO.customer, password: DEMO.password },
    });
    expect(Number(raw.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(raw.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts each IP and e-mail pair apart', async () => {
    expect((await attempt(DEMO.customer, DEMO.password, '198.51.100.9')).status).toBe(200);
    expect((await attempt(DEMO.trainer, DEMO.password)).status).toBe(200);
  });

  it('does not count requests refused by validation', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await attempt('not-an-email', 'x', '192.0.2.55')).status).toBe(400);
    }
    expect((await attempt(DEMO.gym, DEMO.password, '192.0.2.55')).status).toBe(200);
  });

  it('also limits one IP across many e-mails to LOGIN_IP_FACTOR × LOGIN_RATE_LIMIT per window', async () => {
    const ip = '192.0.2.99';
    const limit = t.config.LOGIN_RATE_LIMIT * LOGIN_IP_FACTOR;
    // Each address stays under its own limit of 3; the IP as a whole does not.
    for (let i = 0; i < limit; i++) {
      expect((await attempt(`sprayed-${i}@example.com`, 'Guess123', ip)).status).toBe(422);
    }
    const { status, body } = await attempt(DEMO.customer, DEMO.password, ip);
    expect(status).toBe(429);
    expect(body.errorMessage).toBe(MSG.tooManyRequests);
    // Another IP is not affected.
    expect((await attempt(DEMO.customer, DEMO.password, '192.0.2.100')).status).toBe(200);
  });

  it('lets the attempts in again once the window has ended', async () => {
    await t.database.db.update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` });
    expect((await attempt(DEMO.customer, DEMO.password)).status).toBe(200);
  });

  it('keeps the counter in the database, hashed (no e-mail or IP in the clear)', async () => {
    const rows = await t.database.db.select().from(rateLimits);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.key).toMatch(/^login(-ip|-account)?:[0-9a-f]{64}$/);
    }
  });
});

describe('login rate limit without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '2', RATE_LIMIT_WINDOW_SECONDS: '60' });
  });
  afterAll(() => t.close());

  it('ignores a forged X-Forwarded-For, so rotating it does not buy more attempts', async () => {
    for (const ip of ['198.51.100.1', '198.51.100.2']) {
      expect((await login(t, DEMO.customer, 'wrong', { 'x-forwarded-for': ip })).status).toBe(422);
    }
    expect((await login(t, DEMO.customer, DEMO.password, { 'x-forwarded-for': '198.51.100.3' })).status).toBe(
      429,
    );
  });
});
