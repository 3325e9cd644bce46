import { MSG } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, gymBody } from '../../test/accounts';
import { tokenFor, userIdOf } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Links a browser would not open as a web page; `javascript:` links once ran on three pages. */
const NOT_WEB_PAGES = [
  'javascript:alert(3)',
  ' JavaScript:alert(document.cookie)',
  'java\tscript:alert(3)',
  'data:text/html,<script>alert(3)</script>',
  'vbscript:msgbox(3)',
  'https://\tjavascript:alert(3)',
  'flexzone.example',
  '//flexzone.example',
];
const ARABIC = 'أدخل عنوان موقع يبدأ بـ http:// أو https://.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a gym's website is an http(s) link", () => {
  it('is refused otherwise at registration, in English and in Arabic', async () => {
    for (const website of NOT_WEB_PAGES) {
      const res = await t.call({
        method: 'POST',
        url: '/api/v1/auth/register/gym',
        payload: gymBody({ website }),
      });
      expect(res.status, website).toBe(400);
      expect(res.body.data, website).toEqual({ fields: { website: MSG.httpUrlOnly } });
    }
    const arabic = await t.call({
      method: 'POST',
      url: '/api/v1/auth/register/gym',
      payload: gymBody({ website: 'javascript:alert(3)' }),
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.body.errorMessage).toBe(ARABIC);
    const ok = await t.call({
      method: 'POST',
      url: '/api/v1/auth/register/gym',
      payload: gymBody({ website: 'https://harbour.example/classes?day=sun' }),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });

  it('is refused otherwise on the profile, and an http(s) link is shown on the gym page', async () => {
    // The seeded gym: its page is public.
    const gym = { token: await tokenFor(t, DEMO.gym), userId: await userIdOf(t, DEMO.gym) };
    const put = (website: string | null, language = 'en') =>
      t.call<{ profile: { website: string | null } }>({
        method: 'PUT',
        url: '/api/v1/manage/profile',
        token: gym.token,
        payload: { website },
        headers: { 'accept-language': language },
      });
    for (const website of NOT_WEB_PAGES) {
      const res = await put(website);
      expect(res.status, website).toBe(400);
      expect(res.body.data, website).toEqual({ fields: { website: MSG.httpUrlOnly } });
    }
    expect((await put('javascript:alert(3)', 'ar')).body.errorMessage).toBe(ARABIC);

    const saved = await put('http://harbour.example');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.profile.website).toBe('http://harbour.example');
    const page = await t.call<{ website: string | null }>({
      method: 'GET',
      url: `/api/v1/gyms/${gym.userId}`,
    });
    expect(page.body.data.website).toBe('http://harbour.example');
    // Blank is none, as the form sends it.
    expect((await put('')).body.data.profile.website).toBeNull();
  });
});
