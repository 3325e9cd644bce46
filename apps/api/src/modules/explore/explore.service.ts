import { type ExploreDto, LIMITS, nameIn, showsGyms } from '@kinetic/domain';
import type { ClassItemsReader, Viewer } from '../classes';
import type { GymsService } from '../gyms';
import type { TrainersService } from '../trainers';

const DAY_MS = 86_400_000;

/** The explore page: categories with upcoming counts, popular classes, featured gyms and trainers. */
export function createExploreService(deps: {
  items: ClassItemsReader;
  trainers: TrainersService;
  gyms: GymsService;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async explore(viewer: Viewer, storeId?: number): Promise<ExploreDto> {
      const at = now();
      const horizon = new Date(at.getTime() + LIMITS.scheduleDaysAhead * DAY_MS);
      const week = new Date(at.getTime() + 7 * DAY_MS);
      const [categories, popularClasses, gyms, trainers] = await Promise.all([
        deps.items.categoryCounts(at, horizon, storeId),
        deps.items.nextPerClass({ startsFrom: at, startsBefore: week, storeId }, 10, viewer, 'popular'),
        showsGyms(viewer.isPrime) ? deps.gyms.list({ storeId }, { page: 0, size: 6 }, viewer, 'busy') : null,
        deps.trainers.list({ storeId }, { page: 0, size: 6 }, viewer, 'followers'),
      ]);
      return {
        categories: categories.map(({ nameAr, ...category }) => ({
          ...category,
          name: nameIn({ name: category.name, nameAr }, viewer.language ?? 'en'),
        })),
        popularClasses,
        featuredGyms: gyms?.items ?? [],
        featuredTrainers: trainers.items,
      };
    },
  };
}
export type ExploreService = ReturnType<typeof createExploreService>;
