import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerBody, gymBody, uniqueEmail } from '../../test/accounts';
import { createCustomer } from '../../test/discovery';
import { packageId } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';

const LIMIT = 3;
const REFUSAL = 'Too many new accounts or orders from this connection. Please try again later.';

/** Writes anyone can make without an account are limited per client address per hour. */
describe('limits on registrations and guest orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ GUEST_WRITE_RATE_LIMIT: String(LIMIT) });
  });
  afterAll(() => t.close());

  const register = (url: string, payload: object, ip = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  it('lets one address open GUEST_WRITE_RATE_LIMIT accounts an hour, any kind, then answers 429', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const ok = await register('/api/v1/auth/register', customerBody());
      expect(ok.statusCode, ok.body).toBe(201);
    }
    const refused = await register('/api/v1/auth/register', customerBody());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, errorMessage: REFUSAL });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // The gym form shares the budget: it costs the same.
    const gym = await register('/api/v1/auth/register/gym', gymBody());
    expect(gym.statusCode).toBe(429);
    // In Arabic too, and another address is not affected.
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: customerBody(),
      remoteAddress: '203.0.113.7',
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.json().errorMessage).toBe(
      'حسابات أو طلبات جديدة كثيرة من هذا الاتصال. حاول مرة أخرى لاحقًا.',
    );
    expect((await register('/api/v1/auth/register', customerBody(), '203.0.113.8')).statusCode).toBe(201);
  });

  it('limits guest special-package orders per address, not a signed-in buyer', async () => {
    const special = await packageId(t, 'Special Program Pass');
    const order = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/special-packages/purchase',
        payload: { email: uniqueEmail('guest'), firstName: 'Guest', packageId: special },
        remoteAddress: '198.51.100.4',
        headers,
      });
    for (let i = 0; i < LIMIT; i++) expect((await order()).statusCode).toBe(201);
    const refused = await order();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorMessage).toBe(REFUSAL);
    const { token } = await createCustomer(t, { credits: null });
    expect((await order({ authorization: `Bearer ${token}` })).statusCode).toBe(201);
  });
});
