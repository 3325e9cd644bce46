import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymProfiles, users } from '../db/schema';
import { createClass, newGym, sessionsOfClass } from '../test/class-management';
import { createTestApp, type TestApp } from '../test/test-app';

/** The web app's own index.html, so the test proves its placeholders are where the server fills them. */
const WEB_INDEX = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/index.html');
const MAIN = 'localhost:3000';
const PRIME = 'prime.localhost:3000';

const decodeEntities = (value: string) =>
  value.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/**
 * The server answers 404 where the app shows its not-found screen, and static pages carry
 * their own title and description in the HTML it sends, in the reader's language.
 */
describe('the status and words of the pages the server sends', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'kinetic-dist-'));
    copyFileSync(WEB_INDEX, path.join(dist, 'index.html'));
    t = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(() => t.close());

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { host: MAIN, ...headers } });
    const title = /<title>([^<]*)<\/title>/.exec(response.body)?.[1];
    const description = /<meta name="description" content="([^"]*)"/.exec(response.body)?.[1];
    return {
      status: response.statusCode,
      type: response.headers['content-type'],
      body: response.body,
      title: title && decodeEntities(title),
      description: description && decodeEntities(description),
    };
  };

  it('answers 404 to a path the app has no page for, with the app itself so its not-found screen shows', async () => {
    for (const url of [
      '/no-such-page',
      '/classes/12',
      '/terms/extra',
      '/trainer',
      '/membership/1/2/3',
      '/gym/admin/nothing',
      '/missing.png',
    ]) {
      const page = await get(url);
      expect({ url, status: page.status }).toEqual({ url, status: 404 });
      expect(page.type).toContain('text/html');
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.title).toBe('Page not found | Kinetic');
      expect(page.description).toBe('The page you asked for does not exist.');
    }
    const arabic = await get('/no-such-page', { 'accept-language': 'ar' });
    expect(arabic.status).toBe(404);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.title).toBe('الصفحة غير موجودة | Kinetic');
    const prime = await get('/no-such-page?lang=ar', { host: PRIME });
    expect(prime.title).toBe('الصفحة غير موجودة | Prime Fitness Club');
  });

  it('answers 200 to every kind of app path, whatever the case, trailing slash or query', async () => {
    for (const url of [
      '/',
      '/classes',
      '/Classes/',
      '/classes?category=2',
      '/home',
      '/profile',
      '/membership/1/2/3/4',
      '/searchresults/%D9%8A%D9%88%D8%BA%D8%A7',
      '/trainer/classes',
      // A partner's checklist, not the trainer or gym named "start".
      '/trainer/start',
      '/gym/start',
      '/gym/classes/1764000000',
      '/gym/admin/customers/5',
      '/paymentconfirmation/REF-1',
      '/verifyPassword?token=abc',
    ]) {
      expect({ url, status: (await get(url)).status }).toEqual({ url, status: 200 });
    }
  });

  it('answers 404 to a deleted class, on its class link and its sessions’ share links', async () => {
    const gym = await newGym(t);
    const created = await createClass(t, gym.token);
    const [session] = await sessionsOfClass(t, created.classId);
    const links = [
      `/class/${created.classId}`,
      `/classes/${created.classId}/${Date.now()}`,
      `/classes/${session!.id}/spin`,
    ];
    for (const url of links) expect({ url, status: (await get(url)).status }).toEqual({ url, status: 200 });

    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/v1/manage/classes/${created.classId}`,
      token: gym.token,
    });
    expect(deleted.status).toBe(200);
    for (const url of links) {
      const page = await get(url);
      expect({ url, status: page.status }).toEqual({ url, status: 404 });
      expect(page.title).toBe('Page not found | Kinetic');
    }
    expect((await get('/classes/abc/spin')).status).toBe(404);
  });

  it('answers 404 to a trainer or gym that is not there, and to gyms on a brand that shows none', async () => {
    const [gym] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(gymProfiles, eq(gymProfiles.userId, users.id))
      .where(eq(users.email, 'gym@kinetic.test'));
    expect((await get(`/gym/${gym!.id}/Studio`)).status).toBe(200);
    expect((await get(`/gym/${gym!.id}/Studio`, { host: PRIME })).status).toBe(404);
    expect((await get(`/trainer/${gym!.id}/not-a-trainer`)).status).toBe(404);
    expect((await get('/trainer/999999')).status).toBe(404);
    expect((await get('/trainer/someone')).status).toBe(404);
    expect((await get('/gyms')).status).toBe(200);
    const primeGyms = await get('/gyms', { host: PRIME });
    expect(primeGyms.status).toBe(404);
    expect(primeGyms.title).toBe('Page not found | Prime Fitness Club');
  });

  it('sends the static pages with their own title and description, in the reader’s language', async () => {
    const terms = await get('/terms');
    expect(terms.status).toBe(200);
    expect(terms.title).toBe('Terms | Kinetic');
    expect(terms.description).toBe('The terms for booking classes, packages and memberships with Kinetic.');
    expect(terms.body).toContain('<meta property="og:title" content="Terms" />');

    const arabicTerms = await get('/terms', { 'accept-language': 'ar-KW,ar;q=0.9,en;q=0.8' });
    expect(arabicTerms.title).toBe('الشروط والأحكام | Kinetic');
    expect(arabicTerms.description).toBe('شروط حجز الحصص والباقات والاشتراكات مع Kinetic.');
    // The link's language wins over the browser's.
    expect((await get('/terms?lang=en', { 'accept-language': 'ar' })).title).toBe('Terms | Kinetic');

    expect(await get('/trainers')).toMatchObject({
      title: 'Trainers | Kinetic',
      description: 'Meet our trainers, see what they teach and book their classes.',
    });
    expect(await get('/trainers?lang=ar')).toMatchObject({
      title: 'المدربون | Kinetic',
      description: 'تعرّف على مدربينا وما يدرّبونه، واحجز حصصهم.',
    });
    expect(await get('/gyms')).toMatchObject({
      title: 'Gyms | Kinetic',
      description: 'Studios and gyms near you, their branches and upcoming classes.',
    });
    expect((await get('/privacy', { host: PRIME })).description).toBe(
      'How Prime Fitness Club collects, uses and protects your personal data.',
    );

    const titles: Record<string, [string, string]> = {
      '/aboutus': ['About us', 'من نحن'],
      '/contact': ['Contact us', 'تواصل معنا'],
      '/privacy': ['Privacy policy', 'سياسة الخصوصية'],
      '/sendfeedback': ['Send feedback', 'أرسل ملاحظاتك'],
      '/explore': ['Explore', 'استكشف'],
      '/personal_training': ['Personal Training', 'تدريب شخصي'],
    };
    for (const [url, [english, arabic]] of Object.entries(titles)) {
      expect({ url, title: (await get(url)).title }).toEqual({ url, title: `${english} | Kinetic` });
      expect({ url, title: (await get(`${url}?lang=ar`)).title }).toEqual({
        url,
        title: `${arabic} | Kinetic`,
      });
    }
  });
});
