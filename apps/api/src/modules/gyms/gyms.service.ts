import {
  type ClassItemDto,
  type GymItemDto,
  type GymPageDto,
  nameIn,
  type Page,
  showsGyms,
} from '@kinetic/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { ClassItemsReader, Viewer } from '../classes';
import type { TrainersService } from '../trainers';
import { createGymsRepository, type GymFilter } from './gyms.repository';

type PageArgs = { page: number; size: number };

/** Gym list and pages with branches, trainers and classes (SPEC 2.1 gyms, 3.4). */
export function createGymsService(deps: {
  db: Db;
  items: ClassItemsReader;
  trainers: TrainersService;
  now?: () => Date;
}) {
  const gyms = createGymsRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  async function find(
    filter: GymFilter,
    page: PageArgs,
    viewer: Viewer,
    order?: 'name' | 'busy',
  ): Promise<Page<GymItemDto>> {
    const { rows, total } = await gyms.list(
      filter,
      { limit: page.size, offset: page.page * page.size, order },
      now(),
      viewer,
    );
    const branches = await gyms.branches(rows.map((row) => row.id));
    const items = rows.map((row) => ({
      id: row.id,
      firstName: row.firstName,
      studioName: row.studioName,
      classType: row.classType,
      bio: row.bio,
      website: row.website,
      profileImageThumbnail: row.profileImageUrl,
      gymBranchResponseList: branches
        .filter((b) => b.gymId === row.id)
        .map(({ gymId: _gym, localityNameAr, ...branch }) => ({
          ...branch,
          localityName:
            branch.localityName === null
              ? null
              : nameIn({ name: branch.localityName, nameAr: localityNameAr }, viewer.language ?? 'en'),
        })),
      upcomingClassCount: row.upcomingClassCount,
    }));
    return { items, page: page.page, size: page.size, total };
  }

  /** The gym list (and search's and explore's gyms), on brands that show gyms. */
  async function list(
    filter: GymFilter,
    page: PageArgs,
    viewer: Viewer,
    order?: 'name' | 'busy',
  ): Promise<Page<GymItemDto>> {
    if (!showsGyms(viewer.isPrime)) throw notFound();
    return find(filter, page, viewer, order);
  }

  /** A gym's own pages work for it on any brand (its class editor reads them). */
  const assertShown = (gymId: number, viewer: Viewer) => {
    if (!showsGyms(viewer.isPrime) && viewer.userId !== gymId) throw notFound();
  };

  const upcoming = (gymId: number, page: PageArgs, viewer: Viewer): Promise<Page<ClassItemDto>> => {
    assertShown(gymId, viewer);
    return deps.items.page({ gymIds: [gymId], startsFrom: now() }, page, viewer);
  };

  return {
    /** What a shared link's preview shows of a gym (to a guest: unpublished partners have none). */
    preview: (id: number) => gyms.preview(id),
    list,
    upcoming,
    async page(gymId: number, viewer: Viewer): Promise<GymPageDto> {
      assertShown(gymId, viewer);
      const { items } = await find({ ids: [gymId] }, { page: 0, size: 1 }, viewer);
      const gym = items[0];
      if (!gym) throw notFound();
      return {
        ...gym,
        trainers: await deps.trainers.byIds(await gyms.trainerIds(gymId, now()), viewer),
        upcomingClasses: await upcoming(gymId, { page: 0, size: 10 }, viewer),
      };
    },
  };
}
export type GymsService = ReturnType<typeof createGymsService>;
