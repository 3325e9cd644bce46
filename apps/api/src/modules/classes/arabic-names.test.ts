import type { BrandDto, ClassCategoryDto, ClassItemDto } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const AR = { 'accept-language': 'ar' };
type ListPage = { items: ClassItemDto[] };

describe('reference names and brand texts in the caller language', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The class list cache on (docs/adr/0014): a page is kept per language.
    t = await createTestApp({ CLASS_LIST_CACHE_MS: '30000' });
  });
  afterAll(() => t.close());

  it('answers the activities, cities and localities in Arabic, in English otherwise', async () => {
    const english = await t.call<ClassCategoryDto[]>({ method: 'GET', url: '/api/v1/class-categories' });
    expect(english.body.data.map((c) => c.name)).toContain('Yoga');
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/class-categories', headers: AR });
    expect(response.headers.vary).toMatch(/accept-language/i);
    const arabic = response.json().data as ClassCategoryDto[];
    expect(arabic.map((c) => c.name)).toContain('يوغا');
    expect(arabic.find((c) => c.name === 'يوغا')!.id).toBe(
      english.body.data.find((c) => c.name === 'Yoga')!.id,
    );
    expect(Object.keys(arabic[0]!)).not.toContain('nameAr');
    const cities = await t.call<{ name: string }[]>({
      method: 'GET',
      url: '/api/v1/cities?storeId=1',
      headers: AR,
    });
    expect(cities.body.data.map((c) => c.name)).toContain('حولي');
    const stores = await t.call<{ name: string }[]>({ method: 'GET', url: '/api/v1/stores', headers: AR });
    expect(stores.body.data.map((s) => s.name)).toContain('الكويت');
  });

  it('names the activity of every class list item in the caller language, the cache keeping both', async () => {
    // Filtered to yoga, so the first page holds a yoga class whatever the hour the seed was made.
    const categories = await t.call<ClassCategoryDto[]>({ method: 'GET', url: '/api/v1/class-categories' });
    const yogaId = categories.body.data.find((c) => c.name === 'Yoga')!.id;
    const list = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/classes/list',
        payload: { size: 20, classCategoryIds: [yogaId] },
        headers,
      });
    const english = await list();
    const items = (english.json().data as ListPage).items;
    expect(items.length).toBeGreaterThan(0);
    const arabicResponse = await list(AR);
    expect(arabicResponse.headers.vary).toMatch(/accept-encoding/i);
    expect(arabicResponse.headers.vary).toMatch(/accept-language/i);
    const arabic = (arabicResponse.json().data as ListPage).items;
    expect(arabic.map((item) => item.classSessionId)).toEqual(items.map((item) => item.classSessionId));
    const yoga = items.findIndex((item) => item.classCategory?.name === 'Yoga');
    expect(yoga).toBeGreaterThanOrEqual(0);
    expect(arabic[yoga]!.classCategory!.name).toBe('يوغا');
    // The English page is still English after the Arabic one was cached, and the reverse.
    expect(((await list()).json().data as ListPage).items[yoga]!.classCategory!.name).toBe('Yoga');
    expect(((await list(AR)).json().data as ListPage).items[yoga]!.classCategory!.name).toBe('يوغا');
    // Partner-written titles stay as they were written.
    expect(arabic[yoga]!.title).toBe(items[yoga]!.title);
  });

  it('answers the brand texts in Arabic, with Vary: Accept-Language', async () => {
    const english = await t.call<BrandDto>({
      method: 'GET',
      url: '/api/v1/brand',
      headers: { host: 'localhost' },
    });
    expect(english.body.data.seoTitle).toBe('Kinetic: book fitness classes in Kuwait and the Gulf');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/brand',
      headers: { host: 'prime.localhost', ...AR },
    });
    expect(response.headers.vary).toMatch(/accept-language/i);
    const prime = response.json().data as BrandDto;
    expect(prime.seoTitle).toBe('Prime Fitness Club: الأعضاء يحجزون حصصهم');
    expect(prime.seoDescription).toMatch(/[\u0600-\u06FF]/);
    // A Latin brand name stays Latin (docs/glossary-ar.md).
    expect(prime.name).toBe('Prime Fitness Club');
    expect(prime.isPrime).toBe(true);
  });
});
