import type { ClassItemDto, GymItemDto, GymPageDto, Page } from '@kinetic/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { firstPage, nextPageOf } from '../../../lib/paging';

const GYMS_KEY = ['gyms'] as const;
const LIST_SIZE = 12;

export function useGyms(queryString?: string) {
  return useInfiniteQuery({
    queryKey: [...GYMS_KEY, 'list', queryString ?? ''],
    queryFn: ({ pageParam }) =>
      api<Page<GymItemDto>>('GET', '/gyms', {
        query: { page: pageParam, size: LIST_SIZE, queryString },
        loader: false,
      }),
    initialPageParam: firstPage,
    getNextPageParam: nextPageOf,
  });
}

export function useGym(id: number) {
  return useQuery({
    queryKey: [...GYMS_KEY, 'page', id],
    queryFn: () => api<GymPageDto>('GET', `/gyms/${id}`, { loader: false }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** More upcoming classes after the first page that came with the gym page. */
export function useGymClasses(id: number, first: Page<ClassItemDto>) {
  return useInfiniteQuery({
    queryKey: [...GYMS_KEY, 'classes', id],
    queryFn: ({ pageParam }) =>
      api<Page<ClassItemDto>>('GET', `/gyms/${id}/classes`, {
        query: { page: pageParam, size: first.size },
        loader: false,
      }),
    initialPageParam: firstPage,
    initialData: { pages: [first], pageParams: [firstPage] },
    getNextPageParam: nextPageOf,
  });
}
