import type { Activity, ClassCategoryDto, ClassItemDto, Page } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass, newGym } from '../../test/class-management';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A gym's own activity, once it has classes, is one of the customers' activity filters. */
describe("the class list's activity filters", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const activity = async (token: string, name: string) => {
    const made = await t.call<Activity>({
      method: 'POST',
      url: '/api/v1/manage/activities',
      token,
      payload: { name, nameAr: `${name} بالعربية` },
    });
    expect(made.status).toBe(201);
    return made.body.data;
  };
  const filters = async (headers: Record<string, string> = {}) => {
    const res = await t.call<ClassCategoryDto[]>({
      method: 'GET',
      url: '/api/v1/class-categories/filters',
      headers,
    });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it("offers a gym's own activity that has classes, and filtering by it finds them", async () => {
    const gym = await newGym(t);
    const withClasses = await activity(gym.token, 'Aerial Silks');
    const empty = await activity(gym.token, 'Pole Flow');
    const created = await createClass(t, gym.token, { classCategoryId: withClasses.id });

    const offered = await filters();
    const names = offered.map((category) => category.name);
    expect(names).toContain('Aerial Silks');
    // An activity with no class to come would filter the list down to nothing.
    expect(offered.map((category) => category.id)).not.toContain(empty.id);
    // The platform's activities stay, first.
    expect(names).toContain('Yoga');
    expect(names.indexOf('Yoga')).toBeLessThan(names.indexOf('Aerial Silks'));
    expect(offered.find((category) => category.id === withClasses.id)).toMatchObject({
      id: withClasses.id,
      icon: expect.any(String),
    });
    expect((await filters({ 'accept-language': 'ar' })).map((c) => c.name)).toContain(
      'Aerial Silks بالعربية',
    );
    // A country's list names the activities of gyms in that country only (the gym is in Kuwait's store).
    expect((await filters({ 'x-store-id': '1' })).map((c) => c.id)).toContain(withClasses.id);
    const bahrain = await filters({ 'x-store-id': '2' });
    expect(bahrain.map((c) => c.id)).not.toContain(withClasses.id);
    expect(bahrain.map((c) => c.name)).toContain('Yoga');

    const found = await t.call<Page<ClassItemDto>>({
      method: 'POST',
      url: '/api/v1/classes/list',
      payload: { size: 100, classCategoryIds: [withClasses.id] },
    });
    expect(found.status).toBe(200);
    expect(found.body.data.items.length).toBeGreaterThan(0);
    expect(found.body.data.items.every((item) => item.classId === created.classId)).toBe(true);
  });

  it('keeps the plain activity list (preferences, class editor) the platform’s own', async () => {
    const gym = await newGym(t);
    const own = await activity(gym.token, 'Trampoline Cardio');
    await createClass(t, gym.token, { classCategoryId: own.id });
    const plain = await t.call<ClassCategoryDto[]>({ method: 'GET', url: '/api/v1/class-categories' });
    expect(plain.body.data.map((c) => c.id)).not.toContain(own.id);
  });
});
