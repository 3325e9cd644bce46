import type {
  ExploreDto,
  GymItemDto,
  LoginResult,
  Page,
  SearchResultDto,
  TrainerItemDto,
} from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerBody, uniqueEmail } from '../../test/accounts';
import { createClass } from '../../test/class-management';
import { createCustomer, tokenFor } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A new trainer or gym is not public (search, lists, explore, their page) until
 * their first class is published; they still see their own page, and a gym can pick a new trainer.
 */
describe('partners are published with their first class', () => {
  let t: TestApp;
  let customer: string;
  beforeAll(async () => {
    t = await createTestApp();
    customer = (await createCustomer(t)).token;
  });
  afterAll(() => t.close());

  const register = async (url: string, payload: Record<string, unknown>) => {
    const { status, body } = await t.call<LoginResult>({ method: 'POST', url, payload });
    expect(status, JSON.stringify(body)).toBe(201);
    return body.data;
  };
  const get = <T>(url: string, token?: string) => t.call<T>({ method: 'GET', url, token });
  const trainerNames = async (url: string, token?: string) =>
    (await get<Page<TrainerItemDto>>(url, token)).body.data.items.map((i) => i.lastName);

  it('keeps a new trainer out of search, the trainer list and explore until a first class', async () => {
    const lastName = `Newcomer${Date.now().toString(36)}`;
    const { user, token } = await register(
      '/api/v1/auth/register',
      customerBody({
        userType: 2,
        firstName: 'Aaliyah',
        lastName,
        nationality: 'Kuwaiti',
        trainerType: 'FREELANCER',
        trainerClassRate: 10_000,
        certificates: ['REPs Level 3'],
        userDetailMappingList: [{ classCategoryId: 1 }],
      }),
    );
    const listed = async () => ({
      list: await trainerNames(`/api/v1/trainers?queryString=${lastName}`),
      search: (
        await get<SearchResultDto>(`/api/v1/search?queryString=${lastName}`, customer)
      ).body.data.trainerDetailList.map((i) => i.lastName),
      explore: (await get<ExploreDto>('/api/v1/explore', customer)).body.data.featuredTrainers.some(
        (i) => i.lastName === lastName,
      ),
      page: (await get(`/api/v1/trainers/${user.id}`, customer)).status,
    });

    expect(await listed()).toEqual({ list: [], search: [], explore: false, page: 404 });
    // Their own page works for them; a gym choosing a trainer for its class finds them.
    expect((await get(`/api/v1/trainers/${user.id}`, token)).status).toBe(200);
    const gym = await tokenFor(t, 'gym@kinetic.test');
    expect(await trainerNames(`/api/v1/trainers?queryString=${lastName}`, gym)).toEqual([lastName]);

    await createClass(t, token);
    const after = await listed();
    expect(after).toEqual({ list: [lastName], search: [lastName], explore: true, page: 200 });
  });

  it('keeps a new gym out of search and the gym list, its page 404 to others, until a first class', async () => {
    const studioName = `Harbour ${Date.now().toString(36)}`;
    const { user, token } = await register('/api/v1/auth/register/gym', {
      studioName,
      website: 'https://harbour.example',
      classType: 'Strength',
      storeId: 1,
      noOfBranches: 1,
      price: 15_000,
      monthlyPrice: 35_000,
      yearlyPrice: 300_000,
      firstName: 'Bader',
      lastName: 'Al-Fahad',
      email: uniqueEmail('gym'),
      mobile: '96522003300',
      password: 'secret12',
      role: 'OWNER',
    });
    const listed = async () => ({
      list: (await get<Page<GymItemDto>>(`/api/v1/gyms?queryString=${encodeURIComponent(studioName)}`)).body
        .data.items.length,
      search: (
        await get<SearchResultDto>(`/api/v1/search?queryString=${encodeURIComponent(studioName)}`, customer)
      ).body.data.gymDetailList.length,
      page: (await get(`/api/v1/gyms/${user.id}`)).status,
    });
    expect(await listed()).toEqual({ list: 0, search: 0, page: 404 });
    expect((await get(`/api/v1/gyms/${user.id}`, token)).status).toBe(200);

    await createClass(t, token);
    expect(await listed()).toEqual({ list: 1, search: 1, page: 200 });
  });
});
