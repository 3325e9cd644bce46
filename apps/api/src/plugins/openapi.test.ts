import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const ACCOUNT_ROUTES = [
  ['post', '/api/v1/auth/register'],
  ['post', '/api/v1/auth/register/gym'],
  ['post', '/api/v1/auth/login'],
  ['post', '/api/v1/auth/logout'],
  ['post', '/api/v1/auth/forgot-password/{email}'],
  ['put', '/api/v1/auth/verify-password/{token}'],
  ['get', '/api/v1/auth/validate-user'],
  ['get', '/api/v1/auth/providers'],
  ['get', '/api/v1/auth/oauth/{provider}/start'],
  ['get', '/api/v1/auth/oauth/{provider}/callback'],
  ['get', '/api/v1/users/me'],
  ['put', '/api/v1/users/{id}/profile'],
  ['put', '/api/v1/users/{id}/preferences'],
  ['put', '/api/v1/users/{id}/password'],
  ['put', '/api/v1/users/{id}/email'],
  ['put', '/api/v1/users/{id}/mobile'],
  ['put', '/api/v1/users/{id}/store'],
  ['post', '/api/v1/users/device'],
  ['post', '/api/v1/interested-cities'],
  ['put', '/api/v1/interested-cities/{id}'],
  ['post', '/api/v1/feedback'],
] as const;

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents every account route with a tag and a summary', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<
      string,
      Record<string, { tags?: string[]; summary?: string }>
    >;
    for (const [method, path] of ACCOUNT_ROUTES) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      expect(operation!.summary, `${method} ${path}`).toBeTruthy();
    }
  });

  it('documents every account route\'s answer with the envelope, not a "Default Response"', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    // The OAuth start and callback answer with redirects, not envelopes.
    const enveloped = ACCOUNT_ROUTES.filter(([, path]) => !path.includes('/oauth/'));
    for (const [method, path] of enveloped) {
      const responses = document.paths[path][method].responses as Record<
        string,
        { description: string; content?: Record<string, { schema: { properties?: object } }> }
      >;
      const success = Object.keys(responses).filter((status) => status.startsWith('2'));
      expect(success.length, `${method} ${path}`).toBe(1);
      expect(JSON.stringify(responses), `${method} ${path}`).not.toContain('Default Response');
      const schema = responses[success[0]!]!.content!['application/json']!.schema;
      expect(Object.keys(schema.properties ?? {}), `${method} ${path}`).toEqual(['statusCode', 'data']);
      if (path !== '/api/v1/auth/providers') {
        expect(responses['400'] ?? responses['401'], `${method} ${path} refusal`).toBeDefined();
      }
    }
    const login = JSON.stringify(document.paths['/api/v1/auth/login'].post.responses['200']);
    for (const field of ['token', 'userCategory', 'storeId', 'userKidsList', 'walletDto', 'timePreference']) {
      expect(login).toContain(field);
    }
  });

  it('describes the register body (customer or trainer) and the login body', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const register = JSON.stringify(document.paths['/api/v1/auth/register'].post.requestBody);
    expect(register).toContain('trainerType');
    expect(register).toContain('email');
    const loginBody =
      document.paths['/api/v1/auth/login'].post.requestBody.content['application/json'].schema;
    expect(loginBody.required).toEqual(expect.arrayContaining(['email', 'password']));
  });
});
