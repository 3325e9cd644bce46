import type { CalendarFeedDto } from '@kinetic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const key = ['settings', 'calendar-feed'] as const;
const PATH = '/users/me/calendar-feed';

/** GET /users/me/calendar-feed: the private subscription address, or null while it is off. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: key,
    queryFn: () => api<CalendarFeedDto>('GET', PATH, { loader: false }),
  });
}

/** POST (a new address; the old one stops working) or DELETE (off) /users/me/calendar-feed. */
export function useChangeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: 'renew' | 'off') =>
      api<CalendarFeedDto>(change === 'renew' ? 'POST' : 'DELETE', PATH, { loader: false }),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}
