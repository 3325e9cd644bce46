import type { BookingItemDto, Page, ScheduleDto, WishItemDto } from '@kinetic/domain';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { firstPage, nextPageOf } from '../../../lib/paging';

/** Everything about the member's own bookings shares this prefix, so a cancel refreshes it all. */
export const MY_BOOKINGS_KEY = ['bookings'] as const;
const LIST_SIZE = 10;

/** The week (Monday to Sunday) holding `fromDate`; the current week when left out. */
export function useWeekSchedule(fromDate: string | undefined) {
  return useQuery({
    queryKey: [...MY_BOOKINGS_KEY, 'schedule', fromDate ?? 'current'],
    queryFn: () => api<ScheduleDto>('GET', '/bookings/schedule', { query: { fromDate }, loader: false }),
    placeholderData: keepPreviousData,
  });
}

export type BookingListKind = 'upcoming' | 'finished';

export function useBookingList(kind: BookingListKind) {
  return useInfiniteQuery({
    queryKey: [...MY_BOOKINGS_KEY, kind],
    queryFn: ({ pageParam }) =>
      api<Page<BookingItemDto>>('GET', `/bookings/${kind}`, {
        query: { page: pageParam, size: LIST_SIZE },
        loader: false,
      }),
    initialPageParam: firstPage,
    getNextPageParam: nextPageOf,
  });
}

/** Wishlist and waitlist entries together, soonest class first. */
export function useWishes() {
  return useInfiniteQuery({
    queryKey: [...MY_BOOKINGS_KEY, 'wishes'],
    queryFn: ({ pageParam }) =>
      api<Page<WishItemDto>>('GET', '/wishlist', {
        query: { page: pageParam, size: LIST_SIZE },
        loader: false,
      }),
    initialPageParam: firstPage,
    getNextPageParam: nextPageOf,
  });
}
