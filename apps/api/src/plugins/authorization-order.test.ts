import { MSG, type Role } from '@kinetic/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionsService } from '../modules/sessions';
import { newGym, newTrainer } from '../test/class-management';
import { createCustomer } from '../test/discovery';
import { hostileUrls, type OpenApiDocument, type Operation, operationsOf } from '../test/hostile-requests';
import { sampleOf } from '../test/openapi-samples';
import { createTestApp, type TestApp } from '../test/test-app';
import { authPlugin } from './auth';

/** What the document says of who may call an operation (plugins/auth.ts writes x-roles). */
type Documented = Operation & { security?: Record<string, unknown>[]; 'x-roles'?: Role[] };

/** A bearer token is required: the security has no empty (anonymous) alternative. */
const needsLogin = (operation: Documented) =>
  !!operation.security?.length && operation.security.every((option) => 'bearer' in option);

/** Waits on purpose when a signed-in user opens it; a guest is refused at once. */
const STREAM = 'GET /api/v1/notifications/stream';

/**
 * Who may call a route is checked before what was sent. A guest gets 401, and a signed-in
 * user without the route's role 403, whatever the body, query or path hold: broken JSON, wrong types,
 * control characters. Before, a body's errors answered 400 first and told a stranger about the route.
 */
describe('authorization before validation, on every route of the OpenAPI document', () => {
  let t: TestApp;
  let operations: [string, string, Documented][];
  let document: OpenApiDocument;
  const tokens: Partial<Record<Role, string>> = {};

  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    operations = operationsOf(document, new Set());
    tokens.customer = (await createCustomer(t, { credits: null })).token;
    tokens.trainer = (await newTrainer(t)).token;
    tokens.gym = (await newGym(t)).token;
  });
  afterAll(() => t.close());

  /** Requests that validation would refuse: every path and query value NUL, a body of the wrong shape, broken JSON. */
  function invalidRequests(method: string, path: string, operation: Documented) {
    const url = hostileUrls(path, operation)[0]!;
    const schema = operation.requestBody?.content?.['application/json']?.schema;
    const properties = Object.keys(schema?.properties ?? {});
    if (!operation.requestBody) return [{ url, what: 'NUL in path and query' }];
    return [
      { url, payload: Object.fromEntries(properties.map((name) => [name, ['\u0000']])), what: 'wrong types' },
      { url, payload: 'not an object', what: 'not an object' },
      { url, payload: '{"broken', what: 'broken JSON', contentType: 'application/json' },
    ].map((request) => ({ ...request, method }));
  }

  async function send(
    method: string,
    request: { url: string; payload?: unknown; contentType?: string },
    token?: string,
  ) {
    const response = await t.app.inject({
      method: method as 'GET',
      url: request.url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      ...(request.payload === undefined ? {} : { payload: request.payload as string }),
    });
    return response;
  }

  it('answers a guest 401 on every route that needs a login, before reading the request', async () => {
    const guarded = operations.filter(([, , operation]) => needsLogin(operation));
    expect(guarded.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const [method, path, operation] of guarded) {
      for (const request of invalidRequests(method, path, operation)) {
        const response = await send(method, request);
        if (response.statusCode !== 401 || response.json().errorMessage !== MSG.unauthorized)
          wrong.push(`${method} ${path} (${request.what}) → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers 403 to a signed-in user without the route’s role, before reading the request', async () => {
    const restricted = operations.filter(([, , operation]) => operation['x-roles']?.length);
    // Most of the API is for one kind of user: the document names it on each such route.
    expect(restricted.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    for (const [method, path, operation] of restricted) {
      const allowed = operation['x-roles']!;
      const outsider = (['customer', 'trainer', 'gym'] as const).find((role) => !allowed.includes(role));
      if (!outsider) continue;
      for (const request of invalidRequests(method, path, operation)) {
        const response = await send(method, request, tokens[outsider]);
        if (response.statusCode !== 403 || response.json().errorMessage !== MSG.forbidden)
          wrong.push(`${outsider} ${method} ${path} (${request.what}) → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('documents the login on every route that turns a guest away', async () => {
    const undocumented: string[] = [];
    for (const [method, path, operation] of operations) {
      if (needsLogin(operation) || `${method} ${path}` === STREAM) continue;
      const query = Object.fromEntries(
        (operation.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => [p.name, String(sampleOf(p.schema, document) ?? '')]),
      );
      const filled = path.replace(/\{[^}]+\}/g, '1');
      const search = new URLSearchParams(query).toString();
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      const response = await send(method, {
        url: search ? `${filled}?${search}` : filled,
        payload: schema ? sampleOf(schema, document) : undefined,
      });
      if (response.statusCode === 401) undocumented.push(`${method} ${path}`);
    }
    expect(undocumented).toEqual([]);
    // The stream is refused like the rest of the bell.
    expect((await send('GET', { url: '/api/v1/notifications/stream' })).statusCode).toBe(401);
  }, 120_000);
});

describe('a guard after onRequest', () => {
  it('stops the app at start-up, naming the route', async () => {
    const app = Fastify();
    // No request is made: the sessions are never asked.
    await app.register(authPlugin, { sessions: {} as SessionsService });
    expect(() => app.post('/late', { preHandler: app.requireRole('gym') }, async () => 'late')).toThrow(
      'POST /late: app.authenticate and app.requireRole belong in onRequest, not preHandler',
    );
    await app.close();
  });
});
