import type { ClassItemDto, ClassListBody, Page } from '@kinetic/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { firstPage, nextPageOf } from '../../../lib/paging';

const SIZE = 10;

/** Upcoming personal-training sessions (price model PT), soonest first. */
export function usePtClasses() {
  return useInfiniteQuery({
    queryKey: ['classes', 'personal-training'],
    queryFn: ({ pageParam }) => {
      const body: ClassListBody = { priceModels: ['PT'], page: pageParam, size: SIZE };
      return api<Page<ClassItemDto>>('POST', '/classes/list', { body, loader: false });
    },
    initialPageParam: firstPage,
    getNextPageParam: nextPageOf,
  });
}
