import type { NotificationLogPageDto } from '@kinetic/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const LOG_PAGE_SIZE = 20;

/** GET /manage/notification-log: a page of the notices about the gym's classes and orders, newest first. */
export function useNotificationLog(page: number) {
  return useQuery({
    queryKey: ['gym-messages', 'log', page],
    queryFn: () =>
      api<NotificationLogPageDto>('GET', `/manage/notification-log?page=${page}&size=${LOG_PAGE_SIZE}`, {
        loader: false,
      }),
    placeholderData: keepPreviousData,
  });
}
