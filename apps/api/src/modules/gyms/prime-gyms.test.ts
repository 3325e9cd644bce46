import {
  type BrandDto,
  type GymItemDto,
  type Page,
  packageDisplayName,
  type SearchResultDto,
} from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, tokenFor, userIdOf } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

const PRIME = { 'x-brand-host': 'prime.localhost' };

/** A prime brand shows no gyms anywhere, and sells the house packages under its name. */
describe('the prime brand', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 for the gym list and gym pages, as search leaves gyms out', async () => {
    const { token } = await createCustomer(t);
    const flex = await userIdOf(t, 'gym@kinetic.test');
    expect((await t.call<Page<GymItemDto>>({ method: 'GET', url: '/api/v1/gyms' })).status).toBe(200);
    for (const url of ['/api/v1/gyms', `/api/v1/gyms/${flex}`, `/api/v1/gyms/${flex}/classes`]) {
      expect((await t.call({ method: 'GET', url, headers: PRIME, token })).status, url).toBe(404);
    }
    const search = await t.call<SearchResultDto>({
      method: 'GET',
      url: '/api/v1/search?queryString=flex',
      headers: PRIME,
      token,
    });
    expect(search.body.data.gymDetailList).toEqual([]);
    // The gym's own page still works for it (its class editor reads its branches there).
    const own = await t.call({
      method: 'GET',
      url: `/api/v1/gyms/${flex}`,
      headers: PRIME,
      token: await tokenFor(t, flex),
    });
    expect(own.status).toBe(200);
  });

  it("names the house packages after the brand: 'Prime Fitness Club 20 Credits'", async () => {
    const brand = (await t.call<BrandDto>({ method: 'GET', url: '/api/v1/brand', headers: PRIME })).body.data;
    expect(brand).toMatchObject({ name: 'Prime Fitness Club', houseName: 'Kinetic' });
    expect(packageDisplayName('Kinetic 20 Credits', brand)).toBe('Prime Fitness Club 20 Credits');
    expect(packageDisplayName('Lotus Month', brand)).toBe('Lotus Month');
    const main = (await t.call<BrandDto>({ method: 'GET', url: '/api/v1/brand' })).body.data;
    expect(packageDisplayName('Kinetic 20 Credits', main)).toBe('Kinetic 20 Credits');
  });
});
