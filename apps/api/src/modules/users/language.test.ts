import type { LoginResult, UserDto } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerBody, latestMailTo, registerCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

const AR = { 'accept-language': 'ar-KW,ar;q=0.9,en;q=0.5' };

describe("a user's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the language of the registration, English by default', async () => {
    const english = await registerCustomer(t);
    expect(english.user.language).toBe('en');
    const { status, body } = await t.call<LoginResult>({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: customerBody(),
      headers: AR,
    });
    expect(status).toBe(201);
    expect(body.data.user.language).toBe('ar');
  });

  it('changes it with PUT /users/me/language, and refuses another language', async () => {
    const { token } = await registerCustomer(t);
    const saved = await t.call<{ user: UserDto; message: string }>({
      method: 'PUT',
      url: '/api/v1/users/me/language',
      token,
      payload: { language: 'ar' },
      headers: AR,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.user.language).toBe('ar');
    expect(saved.body.data.message).toBe('تم حفظ التغييرات على ملفك الشخصي!');
    const me = await t.call<UserDto>({ method: 'GET', url: '/api/v1/users/me', token });
    expect(me.body.data.language).toBe('ar');
    const refused = await t.call({
      method: 'PUT',
      url: '/api/v1/users/me/language',
      token,
      payload: { language: 'fr' },
    });
    expect(refused.status).toBe(400);
    const anonymous = await t.call({
      method: 'PUT',
      url: '/api/v1/users/me/language',
      payload: { language: 'ar' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('mails the password reset link in Arabic, right to left, to a user whose language is Arabic', async () => {
    const { user } = await registerCustomer(t, { firstName: 'Noura' });
    const { token } = (
      await t.call<LoginResult>({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: user.email, password: customerBody().password },
      })
    ).body.data;
    await t.call({ method: 'PUT', url: '/api/v1/users/me/language', token, payload: { language: 'ar' } });
    // Asked from an English browser: the e-mail follows the recipient's language, not the caller's.
    const asked = await t.call({
      method: 'POST',
      url: `/api/v1/auth/forgot-password/${encodeURIComponent(user.email)}`,
    });
    expect(asked.status).toBe(200);
    const mail = await latestMailTo(t, user.email);
    expect(mail!.subject).toBe('إعادة تعيين كلمة المرور في Kinetic');
    expect(mail!.textBody).toContain('مرحبًا Noura،');
    expect(mail!.textBody).toMatch(/verifyPassword\?token=/);
    expect(mail!.htmlBody).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.htmlBody).toContain('dir="ltr">http');
  });
});
