import type { ClassListBody, ClassListPageDto } from '@kinetic/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FIRST_CLASS_PAGE, nextClassPage } from '../../classes';

const SIZE = 10;

/** Upcoming personal-training sessions (price model PT), soonest first; next pages as of the first. */
export function usePtClasses() {
  return useInfiniteQuery({
    queryKey: ['classes', 'personal-training'],
    queryFn: ({ pageParam }) => {
      const body: ClassListBody = {
        priceModels: ['PT'],
        page: pageParam.page,
        size: SIZE,
        asOf: pageParam.asOf,
      };
      return api<ClassListPageDto>('POST', '/classes/list', { body, loader: false });
    },
    initialPageParam: FIRST_CLASS_PAGE,
    getNextPageParam: nextClassPage,
  });
}
