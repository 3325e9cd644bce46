import { LIMITS, type Page } from '@kinetic/domain';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { firstPage, nextPageOf } from '../../../lib/paging';
import type { NotificationDto } from '../model/notification';

/**
 * SPEC 7.2's notification calls:
 *   GET   /notifications?page&size   -> Page<NotificationDto>, newest first
 *   GET   /notifications/count       -> { count } unread since the bell was last opened
 *   POST  /notifications/seen        -> the bell was opened
 *   PATCH /notifications/:id/read    -> { id, readAt }
 *   GET   /notifications/stream      -> server-sent `count` events (api/live-count.ts)
 */
const KEY = ['notifications'] as const;
export const COUNT_KEY = [...KEY, 'count'] as const;
export const LIST_KEY = [...KEY, 'list'] as const;
/** SPEC 9: the list asks for 50 at a time. */
const LIST_SIZE = LIMITS.notificationPageSize;

export function useNotifications() {
  return useInfiniteQuery({
    queryKey: LIST_KEY,
    queryFn: ({ pageParam }) =>
      api<Page<NotificationDto>>('GET', '/notifications', {
        query: { page: pageParam, size: LIST_SIZE },
        loader: false,
      }),
    initialPageParam: firstPage,
    getNextPageParam: nextPageOf,
  });
}
/** Without the live stream the count is asked for this often (the fallback, not the design). */
const POLL_MS = 30_000;

/** The unread count; `live` when the stream keeps it current, else it polls. */
export function useUnreadCount(enabled: boolean, live = false) {
  return useQuery({
    queryKey: COUNT_KEY,
    queryFn: () =>
      api<{ count: number }>('GET', '/notifications/count', { loader: false }).then((r) => r.count),
    enabled,
    staleTime: 0,
    refetchInterval: live ? false : POLL_MS,
  });
}

/** The cached list shows the chosen notifications read now, before the server answers. */
function showRead(queryClient: QueryClient, chosen: (item: NotificationDto) => boolean) {
  const readAt = new Date().toISOString();
  queryClient.setQueryData<InfiniteData<Page<NotificationDto>>>(LIST_KEY, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) =>
              chosen(item) ? { ...item, readAt: item.readAt ?? readAt } : item,
            ),
          })),
        }
      : data,
  );
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ id: number }>('PATCH', `/notifications/${id}/read`, { loader: false }),
    onMutate: (id) => showRead(queryClient, (item) => item.id === id),
    // Marking read is a side effect of a click: a failure is only logged (SPEC 8.5).
    onError: (error) => console.warn('Could not mark the notification read', error),
  });
}

/** Every notification read at once: the list shows them read at once, then reads the server's. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ marked: number }>('POST', '/notifications/read-all', { loader: false }),
    onMutate: () => showRead(queryClient, () => true),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

/** The bell was opened: the server resets the unread count (SPEC 4.2). */
export function useMarkSeen() {
  return useMutation({
    mutationFn: () => api<{ count: number }>('POST', '/notifications/seen', { loader: false }),
    onError: (error) => console.warn('Could not reset the notification count', error),
  });
}
