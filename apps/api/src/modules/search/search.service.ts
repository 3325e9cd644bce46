import {
  isSearchableTerm,
  LIMITS,
  type SearchFor,
  type SearchResultDto,
  searchForCategory,
  searchSections,
} from '@kinetic/domain';
import type { ClassItemsReader, Viewer } from '../classes';
import type { GymsService } from '../gyms';
import type { TrainersService } from '../trainers';

const DAY_MS = 86_400_000;

/** GET /search (SPEC 3.4, 5, 6): what each role may see, for a term the spec accepts. */
export function createSearchService(deps: {
  items: ClassItemsReader;
  trainers: TrainersService;
  gyms: GymsService;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async search(
      query: { queryString: string; searchFor: SearchFor; size: number },
      viewer: Viewer,
      storeId?: number,
    ): Promise<SearchResultDto> {
      const empty: SearchResultDto = { trainerDetailList: [], gymDetailList: [], classDetailList: [] };
      if (!isSearchableTerm(query.queryString)) return empty;
      const text = query.queryString.trim();
      // A signed-in caller's own category decides; the searchFor parameter is for guests' pages.
      const role = viewer.category === null ? query.searchFor : searchForCategory(viewer.category);
      const sections = searchSections(role, viewer.isPrime);
      const page = { page: 0, size: query.size };
      const at = now();
      const [trainers, gyms, classes] = await Promise.all([
        sections.trainers ? deps.trainers.list({ text, storeId }, page, viewer) : null,
        sections.gyms ? deps.gyms.list({ text, storeId }, page, viewer) : null,
        sections.classes
          ? deps.items.nextPerClass(
              {
                text,
                storeId,
                startsFrom: at,
                startsBefore: new Date(at.getTime() + LIMITS.scheduleDaysAhead * DAY_MS),
              },
              query.size,
              viewer,
            )
          : null,
      ]);
      return {
        trainerDetailList: trainers?.items ?? [],
        gymDetailList: gyms?.items ?? [],
        classDetailList: classes ?? [],
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
