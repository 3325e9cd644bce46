import { MSG, type UserDto } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymProfiles, interestedCities, userActivities, users } from '../../db/schema';
import { countRows, customerBody, fieldsOf, gymBody, registerCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Beyond a PostgreSQL integer: validation must answer 400 before the database can answer 500. */
const TOO_BIG = 2_147_483_648;
const WAY_TOO_BIG = 99_999_999_999;

describe('ids and amounts beyond a 32-bit integer get a 400 and write nothing', () => {
  let t: TestApp;
  let token: string;
  let user: UserDto;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token, user } = await registerCustomer(t));
  });
  afterAll(() => t.close());

  it.each([
    [
      'customer storeId',
      '/api/v1/auth/register',
      customerBody({ storeId: TOO_BIG }),
      'storeId',
      MSG.invalidStore,
    ],
    ['gym storeId', '/api/v1/auth/register/gym', gymBody({ storeId: TOO_BIG }), 'storeId', MSG.invalidStore],
    [
      'gym yearlyPrice',
      '/api/v1/auth/register/gym',
      gymBody({ yearlyPrice: WAY_TOO_BIG }),
      'yearlyPrice',
      MSG.numberTooLarge,
    ],
    ['gym price', '/api/v1/auth/register/gym', gymBody({ price: TOO_BIG }), 'price', MSG.numberTooLarge],
  ])('register with %s too large', async (_name, url, payload, field, message) => {
    const before = [await countRows(t, users), await countRows(t, gymProfiles)];
    const { status, body } = await t.call({ method: 'POST', url, payload });
    expect(status).toBe(400);
    expect(fieldsOf(body)[field]).toBe(message);
    expect([await countRows(t, users), await countRows(t, gymProfiles)]).toEqual(before);
  });

  it('register a trainer with an activity id too large', async () => {
    const before = await countRows(t, users);
    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: customerBody({
        userType: 2,
        nationality: 'Kuwaiti',
        trainerType: 'FREELANCER',
        trainerClassRate: 12_000,
        userDetailMappingList: [{ classCategoryId: WAY_TOO_BIG }],
      }),
    });
    expect(status).toBe(400);
    expect(fieldsOf(body)['userDetailMappingList.0.classCategoryId']).toBeTruthy();
    expect(await countRows(t, users)).toBe(before);
  });

  const storedStore = async () =>
    (await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]!.storeId;

  it('PUT /users/:id/store with a store id too large', async () => {
    const before = await storedStore();
    const { status, body } = await t.call({
      method: 'PUT',
      url: `/api/v1/users/${user.id}/store`,
      token,
      payload: { storeId: TOO_BIG },
    });
    expect(status).toBe(400);
    expect(fieldsOf(body).storeId).toBe(MSG.invalidStore);
    expect(await storedStore()).toBe(before);
  });

  it.each([
    ['a new activity', { userDetailMappingList: [{ classCategoryId: WAY_TOO_BIG }] }],
    ['an activity row id', { userDetailMappingList: [{ id: TOO_BIG, classCategoryId: 1 }] }],
    ['a deleted activity id', { deletedUserDetailIds: [WAY_TOO_BIG] }],
    ['a deleted kid id', { deletedKidIdList: [WAY_TOO_BIG] }],
  ])('PUT /users/:id/profile with %s too large', async (_name, change) => {
    const before = await countRows(t, userActivities);
    const { status, body } = await t.call({
      method: 'PUT',
      url: `/api/v1/users/${user.id}/profile`,
      token,
      payload: { firstName: 'Changed', lastName: user.lastName, gender: user.gender, ...change },
    });
    expect(status).toBe(400);
    expect(Object.keys(fieldsOf(body)).length).toBeGreaterThan(0);
    expect(await countRows(t, userActivities)).toBe(before);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.firstName).toBe(user.firstName);
  });

  it('PUT /interested-cities/:id with an id too large', async () => {
    const before = await countRows(t, interestedCities);
    const { status, body } = await t.call({
      method: 'PUT',
      url: `/api/v1/interested-cities/${WAY_TOO_BIG}`,
      payload: { useremail: 'waiting@example.com' },
    });
    expect(status).toBe(400);
    expect(fieldsOf(body).id).toBeTruthy();
    expect(await countRows(t, interestedCities)).toBe(before);
  });

  it.each([`/api/v1/cities?storeId=${WAY_TOO_BIG}`, `/api/v1/localities?cityId=${WAY_TOO_BIG}`])(
    'GET %s',
    async (url) => {
      const { status, body } = await t.call({ method: 'GET', url });
      expect(status).toBe(400);
      expect(Object.keys(fieldsOf(body)).length).toBe(1);
    },
  );
});
