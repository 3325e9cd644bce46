import { MSG } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { UNREADABLE_BODY } from './errors';

describe('error envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a query-string validation error with 400, the field and its message', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/v1/cities?storeId=abc' });
    expect(status).toBe(400);
    expect(body.statusCode).toBe(400);
    expect(body.data).toMatchObject({ fields: { storeId: expect.any(String) } });
    expect(body.errorMessage).toBeTruthy();
  });

  it('answers an unreadable JSON body with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      data: { fields: { body: UNREADABLE_BODY } },
      errorMessage: UNREADABLE_BODY,
    });
  });

  it('answers a body of another media type with 415 and the body field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'text/csv' },
      payload: 'email,password',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ data: { fields: { body: UNREADABLE_BODY } } });
  });

  it('gives every answer its request id', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/stores' });
    const second = await t.app.inject({ method: 'GET', url: '/api/v1/stores' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('says ready once every migration of this build is applied', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { status: string; applied: number; expected: number };
    expect(body.status).toBe('ready');
    expect(body.applied).toBe(body.expected);
    expect(body.expected).toBeGreaterThanOrEqual(5);
  });

  it('hides the cause of a server failure behind the generic message, with the request id to find it', async () => {
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/stores' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      data: null,
      errorMessage: MSG.serverError,
      requestId: response.headers['x-request-id'],
    });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable' });
  });
});
