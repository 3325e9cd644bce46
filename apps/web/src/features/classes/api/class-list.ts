import type { ClassItemDto, Page } from '@kinetic/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ClassFilters, listBody } from '../model/filters';
import { classKeys } from './keys';

export const CLASS_PAGE_SIZE = 12;

export const fetchClassPage = (filters: ClassFilters, page: number) =>
  api<Page<ClassItemDto>>('POST', '/classes/list', {
    body: listBody(filters, page, CLASS_PAGE_SIZE),
    loader: false,
  });

/** POST /classes/list, one page at a time ('Load more'). */
export function useClassList(filters: ClassFilters) {
  return useInfiniteQuery({
    queryKey: classKeys.list(filters),
    queryFn: ({ pageParam }) => fetchClassPage(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => ((last.page + 1) * last.size < last.total ? last.page + 1 : undefined),
  });
}
