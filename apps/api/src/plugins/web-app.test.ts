import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

const CHUNK = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `class ${i}`))};`;

describe('serving the web app per brand', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'kinetic-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<title>%BRAND_TITLE%</title><meta name="description" content="%BRAND_DESCRIPTION%"><link rel="icon" href="%BRAND_FAVICON%"><!--%BRAND_AD_PIXEL%-->',
    );
    mkdirSync(path.join(dist, 'brands'));
    writeFileSync(path.join(dist, 'brands', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // A hashed chunk as the build writes it: the file and its brotli and gzip copies (apps/web/build).
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'ClassesPage-Ab12Cd34.js'), CHUNK);
    writeFileSync(path.join(dist, 'assets', 'ClassesPage-Ab12Cd34.js.br'), brotliCompressSync(CHUNK));
    writeFileSync(path.join(dist, 'assets', 'ClassesPage-Ab12Cd34.js.gz'), gzipSync(CHUNK));
    t = await createTestApp({ WEB_DIST: dist });
    // Before any request, so the brand cache reads it.
    await t.database.db
      .update(brands)
      .set({ adPixelId: 'PX-"1234"' })
      .where(eq(brands.host, 'prime.localhost'));
  });
  afterAll(() => t.close());

  it('writes the main brand title, description and favicon into index.html for any app path', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/classes',
      headers: { host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Kinetic: book fitness classes in Kuwait and the Gulf</title>');
    expect(response.body).toContain('href="/brands/kinetic-favicon.svg"');
  });

  it('gives the prime host its own texts', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/profile/deep/link',
      headers: { host: 'prime.localhost:3000' },
    });
    expect(response.body).toContain('<title>Prime Fitness Club: members book their classes</title>');
    expect(response.body).toContain('href="/brands/prime-favicon.svg"');
  });

  it("writes the brand's ad-pixel id as a meta tag only when the brand has one", async () => {
    const prime = await t.app.inject({
      method: 'GET',
      url: '/classes',
      headers: { host: 'prime.localhost:3000' },
    });
    expect(prime.body).toContain('<meta name="ad-pixel-id" content="PX-&quot;1234&quot;" />');
    expect(prime.body).not.toContain('%BRAND_AD_PIXEL%');
    const main = await t.app.inject({ method: 'GET', url: '/classes', headers: { host: 'localhost:3000' } });
    expect(main.body).not.toContain('ad-pixel-id');
    expect(main.body).not.toContain('%BRAND_AD_PIXEL%');
  });

  it('serves static files as they are and keeps API 404s as JSON envelopes', async () => {
    const file = await t.app.inject({ method: 'GET', url: '/brands/logo.svg' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('<svg');
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404 });
  });

  it('does not fall back to index.html for a missing asset', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
  });

  it('sends a hashed chunk compressed as the browser asks, cached for a year', async () => {
    const ask = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/ClassesPage-Ab12Cd34.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const brotli = await ask('gzip, deflate, br, zstd');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(CHUNK);
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toContain('accept-encoding');
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(CHUNK);
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('asks the browser to check index.html every time, and compresses it', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/classes',
      headers: { host: 'localhost:3000', 'accept-encoding': 'gzip, br' },
    });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Kinetic');
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/classes',
      headers: { host: 'localhost:3000', 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<title>Kinetic');
  });

  it('keeps files that are not hashed for an hour only (their name stays when they change)', async () => {
    const file = await t.app.inject({ method: 'GET', url: '/brands/logo.svg' });
    expect(file.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses API answers over 1 KB, and leaves small ones plain', async () => {
    const large = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toHaveProperty('openapi');
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it("sends the class list's own gzip once, never compressed again", async () => {
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/v1/classes/list',
      payload: { size: 20 },
      headers: { 'accept-encoding': 'gzip, deflate, br', 'x-store-id': '1' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(list.rawPayload).toString())).toMatchObject({ statusCode: 200 });
  });
});
