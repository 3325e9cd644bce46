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

/** The discovery and booking calls, with the refusals each documents beside its answer. */
const BOOKING_ROUTES: [string, string, number[]][] = [
  ['post', '/api/v1/classes/list', []],
  ['get', '/api/v1/sessions/{classSessionId}', []],
  ['get', '/api/v1/classes/{id}', []],
  ['post', '/api/v1/bookings', [400, 401, 402, 403, 404, 409, 417, 498]],
  ['delete', '/api/v1/bookings/{id}', [400, 401, 403, 404, 409]],
  ['get', '/api/v1/bookings/upcoming', [401]],
  ['get', '/api/v1/bookings/finished', [401]],
  ['get', '/api/v1/bookings/schedule', [401]],
  ['post', '/api/v1/waitlist', [400, 401, 409]],
  ['delete', '/api/v1/waitlist/{classSessionId}', [401, 404]],
  ['post', '/api/v1/wishlist', [400, 401, 409]],
  ['delete', '/api/v1/wishlist/{classSessionId}', [401, 404]],
  ['get', '/api/v1/wishlist', [401]],
  ['get', '/api/v1/cancellation-reasons', []],
  ['get', '/api/v1/cancellation-policy', []],
  ['get', '/api/v1/search', [400]],
  ['get', '/api/v1/trainers', [400]],
  ['get', '/api/v1/trainers/{id}', [404]],
  ['get', '/api/v1/trainers/{id}/classes', [404]],
  ['post', '/api/v1/trainers/{id}/follow', [401, 404]],
  ['delete', '/api/v1/trainers/{id}/follow', [401, 404]],
  ['get', '/api/v1/users/me/favourite-trainers', [401]],
  ['get', '/api/v1/gyms', [400]],
  ['get', '/api/v1/gyms/{id}', [404]],
  ['get', '/api/v1/gyms/{id}/classes', [404]],
  ['get', '/api/v1/explore', []],
];

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

  it('documents every discovery and booking call with its answer and its refusals', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [method, path, refused] of BOOKING_ROUTES) {
      const operation = document.paths[path]?.[method] as
        | { tags?: string[]; summary?: string; responses: Record<string, unknown> }
        | undefined;
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      expect(operation!.summary, `${method} ${path}`).toBeTruthy();
      const statuses = Object.keys(operation!.responses);
      expect(
        statuses.some((status) => status.startsWith('2')),
        `${method} ${path}`,
      ).toBe(true);
      for (const status of refused) expect(statuses, `${method} ${path}`).toContain(String(status));
    }
    const join = JSON.stringify(document.paths['/api/v1/bookings'].post.responses['498']);
    expect(join).toContain('visit limit');
  });
});
