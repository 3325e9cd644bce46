import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { CONTENT_SECURITY_POLICY } from './security-headers';

/** Every answer carries the security headers; HSTS only over https. */
describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY_HOPS: '1' });
  });
  afterAll(() => t.close());

  it.each([
    ['the API', '/api/v1/stores'],
    ['an API error', '/api/v1/no-such-route'],
    ['the OpenAPI page', '/api/docs/static/index.html'],
    ['the sandbox card page', '/pay/sandbox/unknown'],
  ])('%s: no framing, no sniffing, scripts from our origin only', async (_label, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the request came over https (through a trusted proxy)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/stores',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
