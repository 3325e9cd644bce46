import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OwnSessionDto, SessionUpdateInput, SlotInput } from './contract';
import { manageKeys, STALE_AFTER_CHANGE } from './keys';

/** GET /manage/sessions?date: the caller's own sessions that day, with booked and checked-in counts. */
export function useOwnSessions(date: string) {
  return useQuery({
    queryKey: manageKeys.sessions(date),
    queryFn: () => api<OwnSessionDto[]>('GET', '/manage/sessions', { query: { date }, loader: false }),
  });
}

export function useInvalidateManaged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      STALE_AFTER_CHANGE.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
    );
}

/** PUT /manage/sessions/:id: one session's seats or time. */
export function useUpdateSession() {
  const invalidate = useInvalidateManaged();
  return useMutation({
    mutationFn: ({ sessionId, body }: { sessionId: number; body: SessionUpdateInput }) =>
      api<unknown>('PUT', `/manage/sessions/${sessionId}`, { body }),
    onSuccess: invalidate,
  });
}

/** DELETE /manage/sessions/:id: bookings cancelled with credits back, customers told. */
export function useDeleteSession() {
  const invalidate = useInvalidateManaged();
  return useMutation({
    mutationFn: (sessionId: number) => api<unknown>('DELETE', `/manage/sessions/${sessionId}`),
    onSuccess: invalidate,
  });
}

/** PATCH /manage/classes/:id/sessions: one extra session (a slot) of a class. */
export function useAddSlot() {
  const invalidate = useInvalidateManaged();
  return useMutation({
    mutationFn: ({ classId, body }: { classId: number; body: SlotInput }) =>
      api<unknown>('PATCH', `/manage/classes/${classId}/sessions`, { body }),
    onSuccess: invalidate,
  });
}
