import {
  type ClassItemDto,
  nameIn,
  type Page,
  type TrainerItemDto,
  type TrainerPageDto,
} from '@kinetic/domain';
import type { Db } from '../../db/client';
import { fail, notFound } from '../../lib/errors';
import type { ClassItemsReader, Viewer } from '../classes';
import { createTrainersRepository, type TrainerFilter, type TrainersRepository } from './trainers.repository';

type PageArgs = { page: number; size: number };

/** Trainer list and pages, follow and unfollow (SPEC 2.1 trainers, 3.3 follow, 7.2). */
export function createTrainersService(deps: { db: Db; items: ClassItemsReader; now?: () => Date }) {
  const trainers = createTrainersRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  async function toItems(
    rows: Awaited<ReturnType<TrainersRepository['list']>>['rows'],
    viewer: Viewer,
  ): Promise<TrainerItemDto[]> {
    const ids = rows.map((row) => row.id);
    const categories = await trainers.categories(ids);
    const followed = viewer.userId === null ? new Set<number>() : await trainers.followed(viewer.userId, ids);
    return rows.map((row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      gender: row.gender,
      nationality: row.nationality,
      bio: row.bio,
      trainerType: row.trainerType,
      profileImageThumbnail: row.profileImageUrl,
      categoryList: categories
        .filter((c) => c.userId === row.id)
        .map(({ id, name, nameAr }) => ({ id, name: nameIn({ name, nameAr }, viewer.language ?? 'en') })),
      followerCount: row.followerCount,
      isFollowed: followed.has(row.id),
    }));
  }

  async function list(filter: TrainerFilter, page: PageArgs, viewer: Viewer, order?: 'name' | 'followers') {
    const { rows, total } = await trainers.list(
      filter,
      { limit: page.size, offset: page.page * page.size, order },
      viewer,
    );
    return {
      items: await toItems(rows, viewer),
      page: page.page,
      size: page.size,
      total,
    } satisfies Page<TrainerItemDto>;
  }

  const upcoming = (trainerId: number, page: PageArgs, viewer: Viewer): Promise<Page<ClassItemDto>> =>
    deps.items.page({ trainerIds: [trainerId], startsFrom: now() }, page, viewer);

  async function followerCount(trainerId: number) {
    return trainers.followerCount(trainerId);
  }

  return {
    /** What a shared link's preview shows of a trainer (to a guest: unpublished partners have none). */
    preview: (id: number) => trainers.preview(id),
    list,
    upcoming,

    /** Items for these trainers, in the given order. */
    async byIds(ids: number[], viewer: Viewer): Promise<TrainerItemDto[]> {
      if (ids.length === 0) return [];
      const { items } = await list({ ids }, { page: 0, size: ids.length }, viewer);
      const byId = new Map(items.map((item) => [item.id, item]));
      return ids.map((id) => byId.get(id)).filter((item): item is TrainerItemDto => item !== undefined);
    },

    async page(trainerId: number, viewer: Viewer): Promise<TrainerPageDto> {
      const { rows } = await trainers.list({ ids: [trainerId] }, { limit: 1, offset: 0 }, viewer);
      const row = rows[0];
      if (!row) throw notFound();
      const [item] = await toItems([row], viewer);
      return {
        ...item!,
        certificates: row.certificates ?? [],
        upcomingClasses: await upcoming(trainerId, { page: 0, size: 10 }, viewer),
      };
    },

    async follow(followerId: number, trainerId: number) {
      if (followerId === trainerId) throw fail('FOLLOW_SELF');
      if (!(await trainers.followable(trainerId))) throw notFound();
      await trainers.follow(followerId, trainerId, {
        kind: 'trainerFollowed',
        to: trainerId,
        actorId: followerId,
        objectId: followerId,
        values: {},
        extra: { followerId },
      });
      return { followed: true, followerCount: await followerCount(trainerId) };
    },

    async unfollow(followerId: number, trainerId: number) {
      if (!(await trainers.followable(trainerId))) throw notFound();
      await trainers.unfollow(followerId, trainerId);
      return { followed: false, followerCount: await followerCount(trainerId) };
    },

    async favourites(userId: number, page: PageArgs, viewer: Viewer): Promise<Page<TrainerItemDto>> {
      const { ids, total } = await trainers.favouriteIds(userId, {
        limit: page.size,
        offset: page.page * page.size,
      });
      const { items } = ids.length
        ? await list({ ids }, { page: 0, size: ids.length }, viewer)
        : { items: [] as TrainerItemDto[] };
      const byId = new Map(items.map((item) => [item.id, item]));
      return {
        items: ids.map((id) => byId.get(id)).filter((item): item is TrainerItemDto => item !== undefined),
        page: page.page,
        size: page.size,
        total,
      };
    },
  };
}
export type TrainersService = ReturnType<typeof createTrainersService>;
