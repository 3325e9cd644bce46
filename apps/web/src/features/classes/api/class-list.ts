import type { ClassListPageDto } from '@kinetic/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { type ClassPageParam, FIRST_CLASS_PAGE, nextClassPage } from '../model/class-pages';
import { type ClassFilters, listBody } from '../model/filters';
import { classKeys } from './keys';

export const CLASS_PAGE_SIZE = 12;

export const fetchClassPage = (filters: ClassFilters, { page, asOf }: ClassPageParam) =>
  api<ClassListPageDto>('POST', '/classes/list', {
    body: { ...listBody(filters, page, CLASS_PAGE_SIZE), asOf },
    loader: false,
  });

/**
 * POST /classes/list, one page at a time ('Load more'). The next pages are asked as of the first
 * page's instant; a refetch (a booking, coming back to the page) loads the first page anew and the
 * next ones as of its new instant.
 */
export function useClassList(filters: ClassFilters) {
  // The list is the store's (x-store-id): a member whose country changed on another device gets the
  // new country's classes as soon as the fresh record is stored, even if the old list was on its way.
  const storeId = useSessionUser()?.storeId ?? storage.storeId();
  return useInfiniteQuery({
    queryKey: [...classKeys.list(filters), storeId],
    queryFn: ({ pageParam }) => fetchClassPage(filters, pageParam),
    initialPageParam: FIRST_CLASS_PAGE,
    getNextPageParam: nextClassPage,
  });
}
