import { MSG, type UserDto } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { fieldsOf, registerCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

type Saved = { user: UserDto; message: string };

describe('PUT /users/:id/preferences (registration steps 4 and 5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const save = (token: string, id: number, payload: object) =>
    t.call<Saved>({ method: 'PUT', url: `/api/v1/users/${id}/preferences`, token, payload });

  it('replaces the activities and stores the comma-joined times as a list', async () => {
    const { token, user } = await registerCustomer(t);
    const first = await save(token, user.id, {
      userDetailMappingList: [{ classCategoryId: 1 }, { classCategoryId: 2 }],
      timePreference: 'MORNING, EVENING,MORNING',
    });
    expect(first.status).toBe(200);
    expect(first.body.data.message).toBe(MSG.profileSaved);
    expect(first.body.data.user.timePreference).toEqual(['MORNING', 'EVENING']);
    const yogaId = first.body.data.user.userDetailMappingList[0]!.id;

    const second = await save(token, user.id, {
      userDetailMappingList: [
        { id: yogaId, classCategoryId: 1, classCategoryName: 'Yoga' },
        { classCategoryId: 5 },
      ],
      timePreference: 'NIGHT',
    });
    expect(second.body.data.user.userDetailMappingList).toEqual([
      { id: yogaId, classCategoryId: 1, classCategoryName: 'Yoga' },
      expect.objectContaining({ classCategoryId: 5, classCategoryName: 'CrossFit' }),
    ]);
    expect(second.body.data.user.timePreference).toEqual(['NIGHT']);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.timePreference).toEqual(['NIGHT']);
  });

  it('saves the same preferences again without complaint (the registration step may repeat)', async () => {
    const { token, user } = await registerCustomer(t);
    const payload = { userDetailMappingList: [{ classCategoryId: 3 }], timePreference: 'MIDDAY' };
    expect((await save(token, user.id, payload)).status).toBe(200);
    expect((await save(token, user.id, payload)).status).toBe(200);
  });

  it.each([
    [
      'no activities',
      { userDetailMappingList: [], timePreference: 'MORNING' },
      'userDetailMappingList',
      MSG.activitiesRequired,
    ],
    [
      'no times',
      { userDetailMappingList: [{ classCategoryId: 1 }], timePreference: '' },
      'timePreference',
      MSG.timingRequired,
    ],
    [
      'only commas',
      { userDetailMappingList: [{ classCategoryId: 1 }], timePreference: ' , ,' },
      'timePreference',
      MSG.timingRequired,
    ],
    [
      'an unknown time',
      { userDetailMappingList: [{ classCategoryId: 1 }], timePreference: 'MORNING,BRUNCH' },
      'timePreference',
      MSG.invalidWorkoutTime,
    ],
    [
      'an unknown activity',
      { userDetailMappingList: [{ classCategoryId: 777 }], timePreference: 'MORNING' },
      'userDetailMappingList',
      MSG.invalidActivity,
    ],
  ])('refuses %s with 400 and changes nothing', async (_name, payload, field, message) => {
    const { token, user } = await registerCustomer(t);
    await save(token, user.id, {
      userDetailMappingList: [{ classCategoryId: 2 }],
      timePreference: 'AFTERNOON',
    });
    const before = (await t.call<UserDto>({ method: 'GET', url: '/api/v1/users/me', token })).body.data;
    const { status, body } = await save(token, user.id, payload);
    expect(status).toBe(400);
    expect(body.errorMessage).toBe(message);
    expect(fieldsOf(body)[field]).toBe(message);
    const after = (await t.call<UserDto>({ method: 'GET', url: '/api/v1/users/me', token })).body.data;
    expect(after).toEqual(before);
  });

  it("refuses another user's preferences with 403", async () => {
    const { token } = await registerCustomer(t);
    const other = await registerCustomer(t);
    const { status } = await save(token, other.user.id, {
      userDetailMappingList: [{ classCategoryId: 1 }],
      timePreference: 'MORNING',
    });
    expect(status).toBe(403);
  });
});
