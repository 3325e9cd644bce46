import type {
  ExploreDto,
  GymItemDto,
  GymPageDto,
  Page,
  SearchResultDto,
  TrainerItemDto,
  TrainerPageDto,
} from '@kinetic/domain';
import { weekdayOf } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classCategories, notifications } from '../../db/schema';
import { createClass, dayAhead, newGym, timing } from '../../test/class-management';
import { createCustomer, DEMO_CUSTOMER_EMAIL, tokenFor, userIdOf } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The seeded Kuwait store: its 4 gyms and 4 trainers (Bahrain has its own). */
const KUWAIT = { 'x-store-id': '1' };

describe('search, trainers, gyms, follow and explore', () => {
  let t: TestApp;
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await tokenFor(t, DEMO_CUSTOMER_EMAIL);
  });
  afterAll(() => t.close());

  const search = (query: string, extra: { token?: string; headers?: Record<string, string> } = {}) =>
    t.call<SearchResultDto>({ method: 'GET', url: `/api/v1/search?${query}`, ...extra });

  it('finds trainers, gyms and classes for a member', async () => {
    const { status, body } = await search('queryString=yoga', { headers: KUWAIT });
    expect(status).toBe(200);
    expect(body.data.gymDetailList.map((g) => g.studioName)).toEqual(['Lotus Yoga House']);
    expect(body.data.gymDetailList[0]!.gymBranchResponseList[0]).toMatchObject({ branchName: 'Jabriya' });
    const titles = body.data.classDetailList.map((c) => c.title);
    expect(titles).toEqual(expect.arrayContaining(['Sunrise Vinyasa Yoga', 'Live Online Yoga Flow']));
    expect(new Set(body.data.classDetailList.map((c) => c.classId)).size).toBe(titles.length);
    const sara = await search('queryString=sara%20had');
    expect(sara.body.data.trainerDetailList).toEqual([
      expect.objectContaining({
        firstName: 'Sara',
        categoryList: [
          { id: expect.any(Number), name: 'Yoga' },
          { id: expect.any(Number), name: 'Pilates' },
        ],
      }),
    ]);
  });

  it('lists classes named for the term before those only in a category of that name', async () => {
    const gym = await newGym(t);
    const [yoga] = await t.database.db
      .select({ id: classCategories.id })
      .from(classCategories)
      .where(eq(classCategories.name, 'Yoga'));
    // Sooner than any seeded yoga class: without the rule it would lead the list.
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((days) => weekdayOf(dayAhead(days)));
    await createClass(t, gym.token, {
      title: 'Morning Stretch',
      classCategoryId: yoga!.id,
      timings: [
        timing({ classDays: everyDay, fromTime: '00:05', fromDate: dayAhead(1), toDate: dayAhead(3) }),
      ],
    });
    const { body } = await search('queryString=yoga&size=50');
    expect(body.data.classDetailList.map((c) => c.title)).toContain('Morning Stretch');
    const named = body.data.classDetailList.map((c) => /yoga/i.test(c.title));
    expect(named).toContain(true);
    expect(named).toContain(false);
    expect(named).toEqual([...named].sort((a, b) => Number(b) - Number(a)));
  });

  it('adapts to the role: trainers get classes only, gyms trainers and classes, prime hides gyms', async () => {
    const trainer = await search('queryString=o', { token: await tokenFor(t, 'trainer@kinetic.test') });
    expect(trainer.body.data.trainerDetailList).toEqual([]);
    expect(trainer.body.data.gymDetailList).toEqual([]);
    expect(trainer.body.data.classDetailList.length).toBeGreaterThan(0);
    const asTrainer = await search('queryString=o&searchFor=trainer');
    expect(asTrainer.body.data.trainerDetailList).toEqual([]);
    const gym = await search('queryString=o', { token: await tokenFor(t, 'gym@kinetic.test') });
    expect(gym.body.data.trainerDetailList.length).toBeGreaterThan(0);
    expect(gym.body.data.gymDetailList).toEqual([]);
    const member = await search('queryString=o', { token: demo });
    expect(member.body.data.gymDetailList.length).toBeGreaterThan(0);
    const prime = await search('queryString=o', {
      token: demo,
      headers: { 'x-brand-host': 'prime.localhost' },
    });
    expect(prime.body.data.gymDetailList).toEqual([]);
    expect(prime.body.data.trainerDetailList.length).toBeGreaterThan(0);
  });

  it.each(['', '%20%20', '50%25', 'a%5Eb', '%60x%60', 'back%5Cslash'])(
    'ignores the term %j',
    async (term) => {
      const { status, body } = await search(`queryString=${term}`);
      expect(status).toBe(200);
      expect(body.data).toEqual({ trainerDetailList: [], gymDetailList: [], classDetailList: [] });
    },
  );

  it('refuses bad search parameters with 400', async () => {
    expect((await search('queryString=yoga&searchFor=admin')).status).toBe(400);
    expect((await search(`queryString=${'y'.repeat(101)}`)).status).toBe(400);
    expect((await search('queryString=yoga&size=0')).status).toBe(400);
  });

  it('lists trainers with filters and pages', async () => {
    const all = await t.call<Page<TrainerItemDto>>({
      method: 'GET',
      url: '/api/v1/trainers',
      headers: KUWAIT,
    });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(4);
    const boxing = await t.call<Page<TrainerItemDto>>({
      method: 'GET',
      url: '/api/v1/trainers?queryString=omar',
    });
    expect(boxing.body.data.items.map((i) => i.firstName)).toEqual(['Omar']);
    const yogaId = all.body.data.items.find((i) => i.firstName === 'Sara')!.categoryList[0]!.id;
    const byCategory = await t.call<Page<TrainerItemDto>>({
      method: 'GET',
      url: `/api/v1/trainers?classCategoryId=${yogaId}`,
      headers: KUWAIT,
    });
    expect(byCategory.body.data.items.map((i) => i.firstName)).toEqual(['Sara']);
    const paged = await t.call<Page<TrainerItemDto>>({
      method: 'GET',
      url: '/api/v1/trainers?page=1&size=3',
      headers: KUWAIT,
    });
    expect(paged.body.data).toMatchObject({ page: 1, size: 3, total: 4 });
    expect(paged.body.data.items).toHaveLength(1);
    expect((await t.call({ method: 'GET', url: '/api/v1/trainers?size=1000' })).status).toBe(400);
  });

  it('gives a trainer page with upcoming classes, and 404 for a non-trainer', async () => {
    const omar = await userIdOf(t, 'omar.trainer@kinetic.test');
    const { status, body } = await t.call<TrainerPageDto>({ method: 'GET', url: `/api/v1/trainers/${omar}` });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: omar, firstName: 'Omar', trainerType: 'PART_OF_GYM' });
    expect(body.data.certificates.length).toBeGreaterThan(0);
    expect(body.data.upcomingClasses.items.length).toBe(10);
    expect(body.data.upcomingClasses.items.every((c) => c.trainerDetail?.id === omar)).toBe(true);
    const more = await t.call<Page<unknown>>({
      method: 'GET',
      url: `/api/v1/trainers/${omar}/classes?page=1&size=5`,
    });
    expect(more.body.data.items).toHaveLength(5);
    const gymId = await userIdOf(t, 'gym@kinetic.test');
    expect((await t.call({ method: 'GET', url: `/api/v1/trainers/${gymId}` })).status).toBe(404);
  });

  it('follows and unfollows, tells the trainer, and lists favourites', async () => {
    const maya = await userIdOf(t, 'maya.trainer@kinetic.test');
    const c = await createCustomer(t);
    const follow = await t.call<{ followed: boolean; followerCount: number }>({
      method: 'POST',
      url: `/api/v1/trainers/${maya}/follow`,
      token: c.token,
    });
    expect(follow.status).toBe(200);
    expect(follow.body.data).toEqual({ followed: true, followerCount: 1 });
    const twice = await t.call<{ followerCount: number }>({
      method: 'POST',
      url: `/api/v1/trainers/${maya}/follow`,
      token: c.token,
    });
    expect(twice.body.data.followerCount).toBe(1);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, maya));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ notificationTypeId: 1, userWhoFiredEventId: c.userId });
    const page = await t.call<TrainerItemDto>({
      method: 'GET',
      url: `/api/v1/trainers/${maya}`,
      token: c.token,
    });
    expect(page.body.data.isFollowed).toBe(true);
    const favourites = await t.call<Page<TrainerItemDto>>({
      method: 'GET',
      url: '/api/v1/users/me/favourite-trainers',
      token: c.token,
    });
    expect(favourites.body.data.items.map((i) => i.id)).toEqual([maya]);
    const unfollow = await t.call<{ followed: boolean }>({
      method: 'DELETE',
      url: `/api/v1/trainers/${maya}/follow`,
      token: c.token,
    });
    expect(unfollow.body.data).toEqual({ followed: false, followerCount: 0 });
    const none = await t.call<Page<TrainerItemDto>>({
      method: 'GET',
      url: '/api/v1/users/me/favourite-trainers',
      token: c.token,
    });
    expect(none.body.data.total).toBe(0);
    const demoFavourites = await t.call<Page<TrainerItemDto>>({
      method: 'GET',
      url: '/api/v1/users/me/favourite-trainers',
      token: demo,
    });
    expect(demoFavourites.body.data.items.map((i) => i.firstName)).toEqual(['Sara']);
    expect((await t.call({ method: 'POST', url: `/api/v1/trainers/${maya}/follow` })).status).toBe(401);
    const trainer = await tokenFor(t, 'trainer@kinetic.test');
    expect(
      (await t.call({ method: 'POST', url: `/api/v1/trainers/${maya}/follow`, token: trainer })).status,
    ).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: '/api/v1/trainers/99999999/follow', token: c.token })).status,
    ).toBe(404);
  });

  it('lists gyms with branches and gives a gym page', async () => {
    const gyms = await t.call<Page<GymItemDto>>({ method: 'GET', url: '/api/v1/gyms', headers: KUWAIT });
    expect(gyms.body.data.total).toBe(4);
    const flex = gyms.body.data.items.find((g) => g.studioName === 'FlexZone Studios')!;
    expect(flex.gymBranchResponseList.map((b) => b.branchName)).toEqual(['Salmiya', 'Sharq']);
    expect(flex.upcomingClassCount).toBeGreaterThan(0);
    const byBranch = await t.call<Page<GymItemDto>>({
      method: 'GET',
      url: '/api/v1/gyms?queryString=fintas',
    });
    expect(byBranch.body.data.items.map((g) => g.studioName)).toEqual(['Pulse Cycle']);
    const { body } = await t.call<GymPageDto>({ method: 'GET', url: `/api/v1/gyms/${flex.id}` });
    expect(body.data.trainers.map((tr) => tr.firstName).sort()).toEqual(['Ali', 'Maya', 'Omar']);
    expect(body.data.upcomingClasses.items.every((c) => c.gymBranchDetail?.gymId === flex.id)).toBe(true);
    expect((await t.call({ method: 'GET', url: `/api/v1/gyms/${flex.id}/classes?size=3` })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/v1/gyms/99999999' })).status).toBe(404);
  });

  it.each([
    '/api/v1/gyms?page=-1',
    '/api/v1/gyms?size=abc',
    '/api/v1/gyms/abc',
    '/api/v1/gyms/0/classes',
    '/api/v1/trainers/abc',
    '/api/v1/trainers?classCategoryId=-2',
    '/api/v1/trainers/1/classes?size=101',
    '/api/v1/classes/abc',
  ])('refuses GET %s with 400', async (url) => {
    const { status, body } = await t.call({ method: 'GET', url });
    expect(status).toBe(400);
    expect(body.statusCode).toBe(400);
  });

  it('explores categories with counts, popular classes, featured gyms and trainers', async () => {
    const { status, body } = await t.call<ExploreDto>({
      method: 'GET',
      url: '/api/v1/explore',
      headers: KUWAIT,
    });
    expect(status).toBe(200);
    expect(body.data.categories.find((c) => c.name === 'Spinning')!.upcomingCount).toBeGreaterThan(50);
    // The seed gives every activity something to book, so no tile of Explore reads '0 sessions'.
    expect(body.data.categories.filter((c) => c.upcomingCount === 0).map((c) => c.name)).toEqual([]);
    expect(body.data.popularClasses.length).toBe(10);
    const booked = body.data.popularClasses.map((c) => c.totalSeat - c.availableSeat);
    expect([...booked].sort((a, b) => b - a)).toEqual(booked);
    expect(body.data.featuredGyms.length).toBe(4);
    expect(body.data.featuredTrainers[0]!.firstName).toBe('Sara');
    const prime = await t.call<ExploreDto>({
      method: 'GET',
      url: '/api/v1/explore',
      headers: { 'x-brand-host': 'prime.localhost' },
    });
    expect(prime.body.data.featuredGyms).toEqual([]);
    expect(prime.body.data.popularClasses.every((c) => c.credit === 0)).toBe(true);
  });
});
