import { type Activity, CATALOGUE_MSG, MSG, type SubCategory } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass, newGym, newTrainer, timing } from '../../test/class-management';
import { createCustomer } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

describe("a gym's activities and sub-categories", () => {
  let t: TestApp;
  let gymA: Awaited<ReturnType<typeof newGym>>;
  let gymB: Awaited<ReturnType<typeof newGym>>;
  let trainer: Awaited<ReturnType<typeof newTrainer>>;
  let customer: Awaited<ReturnType<typeof createCustomer>>;
  let aerialHoop: Activity;
  let beginners: SubCategory;

  beforeAll(async () => {
    t = await createTestApp();
    [gymA, gymB, trainer, customer] = await Promise.all([
      newGym(t),
      newGym(t),
      newTrainer(t),
      createCustomer(t, { credits: null }),
    ]);
  });
  afterAll(() => t.close());

  const call = <T>(token: string | undefined, method: string, url: string, payload?: object) =>
    t.call<T>({ method: method as 'GET', url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });
  const publicNames = async () =>
    (await call<{ name: string }[]>(undefined, 'GET', '/class-categories')).body.data.map((c) => c.name);

  it("adds the gym's own activity, shown to the gym beside Kinetic's but not in the public list", async () => {
    const { status, body } = await call<Activity>(gymA.token, 'POST', '/manage/activities', {
      name: 'Aerial Hoop',
      nameAr: 'الطوق الهوائي',
    });
    expect(status).toBe(201);
    aerialHoop = body.data;
    expect(aerialHoop).toMatchObject({ name: 'Aerial Hoop', own: true, active: true, classCount: 0 });
    const mine = (await call<Activity[]>(gymA.token, 'GET', '/manage/activities')).body.data;
    expect(mine[0]).toMatchObject({ id: aerialHoop.id, own: true });
    expect(mine.some((a) => a.name === 'Yoga' && !a.own)).toBe(true);
    const theirs = (await call<Activity[]>(gymB.token, 'GET', '/manage/activities')).body.data;
    expect(theirs.some((a) => a.id === aerialHoop.id)).toBe(false);
    expect(await publicNames()).not.toContain('Aerial Hoop');
    expect(await publicNames()).toContain('Yoga');

    const again = await call(gymA.token, 'POST', '/manage/activities', { name: 'Aerial Hoop' });
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBe(CATALOGUE_MSG.activityExists);
    const blank = await call(gymA.token, 'POST', '/manage/activities', { name: ' ' });
    expect(blank.body.errorMessage).toBe(MSG.required);
  });

  it("keeps sub-categories of the gym's activities or Kinetic's, and refuses another gym's activity", async () => {
    const made = await call<SubCategory>(gymA.token, 'POST', '/manage/sub-categories', {
      classCategoryId: aerialHoop.id,
      name: 'Beginners',
    });
    expect(made.status).toBe(201);
    beginners = made.body.data;
    expect(beginners).toMatchObject({ activityName: 'Aerial Hoop', name: 'Beginners', classCount: 0 });
    const dup = await call(gymA.token, 'POST', '/manage/sub-categories', {
      classCategoryId: aerialHoop.id,
      name: 'beginners',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.errorMessage).toBe(CATALOGUE_MSG.subCategoryExists);
    const foreign = await call(gymB.token, 'POST', '/manage/sub-categories', {
      classCategoryId: aerialHoop.id,
      name: 'Copy',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errorMessage).toBe(CATALOGUE_MSG.unknownActivity);
    const list = await call<SubCategory[]>(
      gymA.token,
      'GET',
      `/manage/sub-categories?classCategoryId=${aerialHoop.id}`,
    );
    expect(list.body.data.map((s) => s.id)).toEqual([beginners.id]);
    const renamed = await call<SubCategory>(gymA.token, 'PUT', `/manage/sub-categories/${beginners.id}`, {
      classCategoryId: aerialHoop.id,
      name: 'First steps',
      nameAr: 'الخطوات الأولى',
    });
    expect(renamed.body.data).toMatchObject({ name: 'First steps', nameAr: 'الخطوات الأولى' });
  });

  it('refuses deleting an activity or sub-category a class uses, naming how many', async () => {
    for (const fromTime of ['07:00', '18:00']) {
      await createClass(t, gymA.token, {
        classCategoryId: aerialHoop.id,
        subClassCategoryId: beginners.id,
        timings: [timing({ fromTime })],
      });
    }
    // Another gym can neither use the activity nor the sub-category for its classes.
    await expect(createClass(t, gymB.token, { classCategoryId: aerialHoop.id })).rejects.toThrow(/400/);

    const sub = await call(gymA.token, 'DELETE', `/manage/sub-categories/${beginners.id}`);
    expect(sub.status).toBe(409);
    expect(sub.body.errorMessage).toBe(CATALOGUE_MSG.subCategoryInUse(2));
    const activity = await call(gymA.token, 'DELETE', `/manage/activities/${aerialHoop.id}`);
    expect(activity.status).toBe(409);
    expect(activity.body.errorMessage).toBe(CATALOGUE_MSG.activityInUse(2));
    const counted = (await call<Activity[]>(gymA.token, 'GET', '/manage/activities')).body.data[0];
    expect(counted).toMatchObject({ classCount: 2, subCategoryCount: 1 });
  });

  it("deletes an unused sub-category and activity; Kinetic's activities are not the gym's to change", async () => {
    const spare = await call<Activity>(gymA.token, 'POST', '/manage/activities', { name: 'Silks' });
    const sub = await call<SubCategory>(gymA.token, 'POST', '/manage/sub-categories', {
      classCategoryId: spare.body.data.id,
      name: 'Open practice',
    });
    const blocked = await call(gymA.token, 'DELETE', `/manage/activities/${spare.body.data.id}`);
    expect(blocked.status).toBe(409);
    expect(blocked.body.errorMessage).toBe(CATALOGUE_MSG.activityHasSubCategories(1));
    expect(
      (await call(gymA.token, 'DELETE', `/manage/sub-categories/${sub.body.data.id}`)).body.data,
    ).toEqual({
      id: sub.body.data.id,
      outcome: 'deleted',
    });
    expect((await call(gymA.token, 'DELETE', `/manage/activities/${spare.body.data.id}`)).body.data).toEqual({
      id: spare.body.data.id,
      outcome: 'deleted',
    });
    const yoga = (await call<Activity[]>(gymA.token, 'GET', '/manage/activities')).body.data.find(
      (a) => a.name === 'Yoga',
    )!;
    expect(
      (await call(gymA.token, 'PUT', `/manage/activities/${yoga.id}`, { name: 'Mine now' })).status,
    ).toBe(404);
    expect((await call(gymA.token, 'DELETE', `/manage/activities/${yoga.id}`)).status).toBe(404);
  });

  it('answers only the gym: another gym 404, trainers and customers 403, guests 401', async () => {
    for (const [method, url, payload] of [
      ['PUT', `/manage/activities/${aerialHoop.id}`, { name: 'Taken over' }],
      ['DELETE', `/manage/activities/${aerialHoop.id}`],
      ['GET', `/manage/sub-categories/${beginners.id}`],
      ['PUT', `/manage/sub-categories/${beginners.id}`, { classCategoryId: aerialHoop.id, name: 'X' }],
      ['DELETE', `/manage/sub-categories/${beginners.id}`],
      ['GET', `/manage/activities?gymId=${gymA.userId}`],
      ['GET', `/manage/sub-categories?gymId=${gymA.userId}`],
    ] as [string, string, object?][]) {
      expect((await call(gymB.token, method, url, payload)).status, `${method} ${url}`).toBe(404);
      expect((await call(trainer.token, method, url, payload)).status).toBe(403);
      expect((await call(customer.token, method, url, payload)).status).toBe(403);
      expect((await call(undefined, method, url, payload)).status).toBe(401);
    }
    expect((await call(trainer.token, 'POST', '/manage/activities', { name: 'Nope' })).status).toBe(403);
  });

  it('downloads the activities and the sub-categories as CSV, the same rows as the lists', async () => {
    for (const [path, header] of [
      ['activities', 'Activity,Arabic name,Whose,Active,Classes,Sub-categories'],
      ['sub-categories', 'Sub-category,Arabic name,Activity,Active,Classes'],
    ] as const) {
      const list = await call<unknown[]>(gymA.token, 'GET', `/manage/${path}`);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/manage/${path}?format=csv`,
        headers: { authorization: `Bearer ${gymA.token}` },
      });
      expect(response.statusCode).toBe(200);
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(header);
      expect(lines).toHaveLength(list.body.data.length + 1);
    }
  });
});
