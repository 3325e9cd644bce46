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

  it('hides the cause of a server failure behind the generic message', async () => {
    await t.database.close();
    const { status, body } = await t.call({ method: 'GET', url: '/api/v1/stores' });
    expect(status).toBe(500);
    expect(body).toEqual({ statusCode: 500, data: null, errorMessage: MSG.serverError });
  });
});
