import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classSessions, fitnessClasses, gymProfiles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The web app's own index.html, so the test proves its placeholders are where the server fills them. */
const WEB_INDEX = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/index.html');
const MAIN = 'localhost:3000';
const PRIME = 'prime.localhost:3000';

const decode = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** Every meta tag of the page by its property or name (og:title, twitter:card, description). */
function tagsOf(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    tags[match[1]!] = decode(match[2]!);
  }
  const title = /<title>([^<]*)<\/title>/.exec(html);
  if (title) tags.title = decode(title[1]!);
  return tags;
}

describe('link previews of shared class, trainer, gym and share pages', () => {
  let t: TestApp;
  let session: { id: number; classId: number; title: string; description: string };
  let trainer: { id: number; firstName: string; lastName: string };
  let gym: { id: number; studioName: string };

  const page = async (url: string, host = MAIN, status = 200) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { host } });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('text/html');
    return { html: response.body, tags: tagsOf(response.body) };
  };

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'kinetic-dist-'));
    copyFileSync(WEB_INDEX, path.join(dist, 'index.html'));
    t = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: 'http://localhost:3000' });
    const db = t.database.db;
    const [s] = await db
      .select({
        id: classSessions.id,
        classId: classSessions.classId,
        title: fitnessClasses.title,
        description: fitnessClasses.description,
      })
      .from(classSessions)
      .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
      .where(
        and(
          eq(classSessions.status, 'SCHEDULED'),
          gt(classSessions.startsAt, new Date()),
          isNull(fitnessClasses.deletedAt),
        ),
      )
      .orderBy(asc(classSessions.id))
      .limit(1);
    session = s!;
    const [tr] = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.email, 'trainer@kinetic.test'));
    trainer = tr!;
    const [g] = await db
      .select({ id: users.id, studioName: gymProfiles.studioName })
      .from(users)
      .innerJoin(gymProfiles, eq(gymProfiles.userId, users.id))
      .where(eq(users.email, 'gym@kinetic.test'));
    gym = g!;
  });
  afterAll(() => t.close());

  it("gives a shared session link the class's own title, description, picture and address", async () => {
    await t.database.db
      .update(fitnessClasses)
      .set({ mediaUrl: '/media/uploads/00000000-0000-4000-8000-000000000001.webp' })
      .where(eq(fitnessClasses.id, session.classId));
    const url = `/classes/${session.id}/Some-Title`;
    const { tags } = await page(url);
    expect(tags['og:title']).toBe(session.title);
    expect(tags['twitter:title']).toBe(session.title);
    expect(tags.title).toBe(`${session.title} | Kinetic`);
    expect(tags['og:description']).toBe(session.description.replace(/\s+/g, ' ').trim().slice(0, 200));
    expect(tags['og:description']!.length).toBeGreaterThan(0);
    expect(tags['twitter:description']).toBe(tags['og:description']);
    expect(tags.description).toBe(tags['og:description']);
    expect(tags['og:image']).toBe(
      'http://localhost:3000/media/uploads/00000000-0000-4000-8000-000000000001.webp',
    );
    expect(tags['twitter:image']).toBe(tags['og:image']);
    expect(tags['og:url']).toBe(`http://localhost:3000${url}`);
    expect(tags['og:type']).toBe('website');
    expect(tags['og:site_name']).toBe('Kinetic');
    expect(tags['twitter:card']).toBe('summary_large_image');
  });

  it('writes the page in the language its link names, with its alternates in each language (hreflang)', async () => {
    const arabic = await page('/classes?lang=ar&category=2');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.tags.title).toBe('Kinetic: احجز حصص اللياقة في الكويت والخليج');
    const hreflang = Object.fromEntries(
      [...arabic.html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
        m[1],
        m[2]!.replaceAll('&amp;', '&'),
      ]),
    );
    expect(hreflang).toEqual({
      en: 'http://localhost:3000/classes?category=2&lang=en',
      ar: 'http://localhost:3000/classes?category=2&lang=ar',
      'x-default': 'http://localhost:3000/classes?category=2',
    });
    // No language named: the browser's (English here), left to right.
    const english = await page('/classes');
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    expect(english.tags.title).toBe('Kinetic: book fitness classes in Kuwait and the Gulf');
  });

  it('reads classes/{classId}/{timestamp} and class/{classId} as the class', async () => {
    for (const url of [`/classes/${session.classId}/${Date.now()}`, `/class/${session.classId}`]) {
      const { tags } = await page(url);
      expect(tags['og:title']).toBe(session.title);
      expect(tags['og:url']).toBe(`http://localhost:3000${url}`);
    }
  });

  it("shows a trainer's and a gym's own name, on their page and profile links", async () => {
    const name = `${trainer.firstName} ${trainer.lastName}`;
    for (const url of [
      `/trainer/${trainer.id}/${trainer.firstName}`,
      `/trainer/profile/${trainer.id}/1764000000`,
    ]) {
      const { tags } = await page(url);
      expect(tags['og:title']).toBe(name);
      expect(tags.title).toBe(`${name} | Kinetic`);
      expect(tags['og:description']).not.toBe('');
      expect(tags['og:image']).toMatch(/^http:\/\/localhost:3000\//);
    }
    for (const url of [`/gym/${gym.id}/Studio`, `/gym/${gym.id}`]) {
      const { tags } = await page(url);
      expect(tags['og:title']).toBe(gym.studioName);
      expect(tags['twitter:title']).toBe(gym.studioName);
    }
  });

  it('keeps a seeded SVG picture out of previews (they draw none) and shows the brand banner instead', async () => {
    const [other] = await t.database.db
      .select({ id: classSessions.id, mediaUrl: fitnessClasses.mediaUrl })
      .from(classSessions)
      .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
      .where(and(eq(classSessions.status, 'SCHEDULED'), gt(classSessions.startsAt, new Date())))
      .orderBy(asc(classSessions.id))
      .offset(40)
      .limit(1);
    expect(other!.mediaUrl).toMatch(/\.svg$/);
    const { tags } = await page(`/classes/${other!.id}/x`);
    expect(tags['og:image']).toBe('http://localhost:3000/brands/kinetic-banner.png');
  });

  it('speaks for the brand of the host: prime gets its own site name, banner and address', async () => {
    const url = `/classes/${session.id}/Some-Title`;
    const { tags } = await page(url, PRIME);
    expect(tags['og:site_name']).toBe('Prime Fitness Club');
    expect(tags['og:title']).toBe(session.title);
    expect(tags.title).toBe(`${session.title} | Prime Fitness Club`);
    expect(tags['og:url']).toBe(`http://prime.localhost:3000${url}`);
    const share = await page('/share', PRIME);
    expect(share.tags['og:title']).toBe('Prime Fitness Club: members book their classes');
    expect(share.tags['og:image']).toBe('http://prime.localhost:3000/brands/prime-banner.png');
    expect(share.tags['og:url']).toBe('http://prime.localhost:3000/');
  });

  it('gives the share page the brand tags, and unknown, deleted or malformed ids a 404 in the brand', async () => {
    const brandTags = (tags: Record<string, string>) => {
      expect(tags['og:title']).toBe('Kinetic: book fitness classes in Kuwait and the Gulf');
      expect(tags.title).toBe('Kinetic: book fitness classes in Kuwait and the Gulf');
      expect(tags['og:description']).toMatch(/^Find and book yoga/);
      expect(tags['og:image']).toBe('http://localhost:3000/brands/kinetic-banner.png');
      expect(tags['og:site_name']).toBe('Kinetic');
      expect(tags['twitter:card']).toBe('summary_large_image');
    };
    const notFound = (tags: Record<string, string>) => {
      expect(tags.title).toBe('Page not found | Kinetic');
      expect(tags['og:title']).toBe('Page not found');
      expect(tags['og:description']).toBe('The page you asked for does not exist.');
      expect(tags['og:image']).toBe('http://localhost:3000/brands/kinetic-banner.png');
      expect(tags['og:site_name']).toBe('Kinetic');
    };
    const share = await page('/share');
    brandTags(share.tags);
    expect(share.tags['og:url']).toBe('http://localhost:3000/');
    brandTags((await page('/classes')).tags);
    for (const url of [
      '/classes/999999/no-such-class',
      '/class/999999',
      '/classes/99999999999999999999/x',
      `/trainer/${gym.id}/not-a-trainer`,
      `/gym/${trainer.id}/not-a-gym`,
      '/trainer/0/zero',
    ]) {
      const { tags } = await page(url, MAIN, 404);
      notFound(tags);
      expect(tags['og:url']).toBe(`http://localhost:3000${url}`);
    }
    const [deleted] = await t.database.db
      .select({ id: classSessions.id, classId: classSessions.classId })
      .from(classSessions)
      .where(
        and(
          eq(classSessions.status, 'SCHEDULED'),
          gt(classSessions.startsAt, new Date()),
          inArray(classSessions.classId, [session.classId + 1]),
        ),
      )
      .limit(1);
    await t.database.db
      .update(fitnessClasses)
      .set({ deletedAt: new Date() })
      .where(eq(fitnessClasses.id, deleted!.classId));
    notFound((await page(`/classes/${deleted!.id}/gone`, MAIN, 404)).tags);
    notFound((await page(`/class/${deleted!.classId}`, MAIN, 404)).tags);
  });

  it('escapes a hostile title and description so no value leaves its attribute', async () => {
    const hostile = `Yoga "Flow" 'n' </script><script>alert(1)</script> & $' $& %PAGE_TITLE%`;
    await t.database.db
      .update(fitnessClasses)
      .set({ title: hostile, description: `<img src=x onerror="alert(2)"> "quoted" $\`` })
      .where(eq(fitnessClasses.id, session.classId));
    const { html, tags } = await page(`/classes/${session.id}/x`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html.match(/<script/g)?.length ?? 0).toBe(1);
    expect(tags['og:title']).toBe(hostile);
    expect(tags['twitter:title']).toBe(hostile);
    expect(tags.title).toBe(`${hostile} | Kinetic`);
    expect(tags['og:description']).toBe(`<img src=x onerror="alert(2)"> "quoted" $\``);
    // Ten share tags and the page's own four, each still one tag.
    expect(html.match(/<meta /g)?.length).toBe(15);
  });
});
