import { MSG } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

const AR = { 'accept-language': 'ar-KW,ar;q=0.9,en;q=0.8' };
const EN = { 'accept-language': 'en-US,en;q=0.9' };

describe('answers in the caller language (Accept-Language)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const wrongLogin = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers,
      payload: { email: DEMO.customer, password: 'not-the-password1' },
    });

  it('answers a 4xx in English by default and for English, in Arabic for Arabic, with Vary', async () => {
    for (const headers of [{}, EN, { 'accept-language': 'fr-FR, de' }]) {
      const response = await wrongLogin(headers);
      expect(response.statusCode).toBe(422);
      expect(response.json().errorMessage).toBe(MSG.invalidCredentials);
    }
    const arabic = await wrongLogin(AR);
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().errorMessage).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
    expect(arabic.headers.vary).toMatch(/accept-language/i);
  });

  it('answers a field error of the schema in Arabic', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: AR,
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.data.fields.email).toBe('البريد الإلكتروني غير صحيح.');
    expect(body.errorMessage).toBe('البريد الإلكتروني غير صحيح.');
  });

  it('renders a message built from an argument in Arabic', async () => {
    const english = await t.call({ method: 'GET', url: '/api/v1/auth/oauth/google/start' });
    expect(english.body.errorMessage).toBe('Google login is not available.');
    const arabic = await t.call({ method: 'GET', url: '/api/v1/auth/oauth/google/start', headers: AR });
    expect(arabic.status).toBe(404);
    expect(arabic.body.errorMessage).toBe('تسجيل الدخول عبر Google غير متاح.');
  });

  it('answers the message of a success in Arabic', async () => {
    const url = `/api/v1/auth/validate-user?value=${encodeURIComponent(DEMO.customer)}`;
    const english = await t.call<{ message: string }>({ method: 'GET', url });
    expect(english.body.data.message).toBe(MSG.alreadyHaveAccount);
    const arabic = await t.call<{ message: string }>({ method: 'GET', url, headers: AR });
    expect(arabic.body.data.message).toBe('لديك حساب بالفعل');
  });
});
