import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

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
});
