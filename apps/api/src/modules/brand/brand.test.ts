import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('brand resolution', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the main brand on localhost', async () => {
    const { status, body } = await t.call<{ name: string; isPrime: boolean }>({
      method: 'GET',
      url: '/api/v1/brand',
      headers: { host: 'localhost:3000' },
    });
    expect(status).toBe(200);
    expect(body.statusCode).toBe(200);
    expect(body.data).toMatchObject({ name: 'Kinetic', isPrime: false });
  });

  it('gives the prime brand on prime.localhost, with the Kuwait store preselected', async () => {
    const { body } = await t.call<{ name: string; isPrime: boolean; preselectedStoreId: number }>({
      method: 'GET',
      url: '/api/v1/brand',
      headers: { host: 'PRIME.localhost:3000' },
    });
    expect(body.data).toMatchObject({ name: 'Prime Fitness Club', isPrime: true, preselectedStoreId: 1 });
  });

  it('prefers the X-Brand-Host header over Host', async () => {
    const { body } = await t.call<{ isPrime: boolean }>({
      method: 'GET',
      url: '/api/v1/brand',
      headers: { host: 'localhost', 'x-brand-host': 'prime.localhost' },
    });
    expect(body.data.isPrime).toBe(true);
  });

  it('falls back to the default (non-prime) brand on an unknown host', async () => {
    const { body } = await t.call<{ name: string; isPrime: boolean }>({
      method: 'GET',
      url: '/api/v1/brand',
      headers: { host: 'evil.example.com' },
    });
    expect(body.data).toMatchObject({ name: 'Kinetic', isPrime: false });
  });

  it('answers health once the database is reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/v1/nope' });
    expect(status).toBe(404);
    expect(body.statusCode).toBe(404);
  });
});

describe('map tiles ride along with the brand', () => {
  it('sends the default tile server, or MAP_TILE_URL when configured', async () => {
    const plain = await createTestApp();
    const custom = await createTestApp({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' });
    try {
      const a = await plain.call<{ mapTileUrl: string }>({ method: 'GET', url: '/api/v1/brand' });
      expect(a.body.data.mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
      const b = await custom.call<{ mapTileUrl: string; name: string }>({
        method: 'GET',
        url: '/api/v1/brand',
        headers: { host: 'prime.localhost' },
      });
      expect(b.body.data).toMatchObject({
        name: 'Prime Fitness Club',
        mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
      });
    } finally {
      await plain.close();
      await custom.close();
    }
  });
});
