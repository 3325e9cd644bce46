import type { ClassItemDto, Page, TrainerItemDto, TrainerPageDto } from '@kinetic/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { firstPage, nextPageOf } from '../../../lib/paging';

export const TRAINERS_KEY = ['trainers'] as const;
const LIST_SIZE = 12;

export function useTrainers(filter: { queryString?: string; classCategoryId?: number | null }) {
  return useInfiniteQuery({
    queryKey: [...TRAINERS_KEY, 'list', filter],
    queryFn: ({ pageParam }) =>
      api<Page<TrainerItemDto>>('GET', '/trainers', {
        query: { page: pageParam, size: LIST_SIZE, ...filter },
        loader: false,
      }),
    initialPageParam: firstPage,
    getNextPageParam: nextPageOf,
  });
}

export const trainerKey = (id: number) => [...TRAINERS_KEY, 'page', id] as const;

export function useTrainer(id: number) {
  return useQuery({
    queryKey: trainerKey(id),
    queryFn: () => api<TrainerPageDto>('GET', `/trainers/${id}`, { loader: false }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** More upcoming classes after the first page that came with the trainer page. */
export function useTrainerClasses(id: number, first: Page<ClassItemDto>) {
  return useInfiniteQuery({
    queryKey: [...TRAINERS_KEY, 'classes', id],
    queryFn: ({ pageParam }) =>
      api<Page<ClassItemDto>>('GET', `/trainers/${id}/classes`, {
        query: { page: pageParam, size: first.size },
        loader: false,
      }),
    initialPageParam: firstPage,
    initialData: { pages: [first], pageParams: [firstPage] },
    getNextPageParam: nextPageOf,
  });
}

export function useFavouriteTrainers() {
  return useInfiniteQuery({
    queryKey: [...TRAINERS_KEY, 'favourites'],
    queryFn: ({ pageParam }) =>
      api<Page<TrainerItemDto>>('GET', '/users/me/favourite-trainers', {
        query: { page: pageParam, size: LIST_SIZE },
        loader: false,
      }),
    initialPageParam: firstPage,
    getNextPageParam: nextPageOf,
  });
}
