import type { SeatPolicyDto } from '@kinetic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The partner's (gym's, or freelance trainer's) seat policy: GET and PUT /manage/seat-policy. */
const SEAT_POLICY_KEY = ['manage', 'seat-policy'] as const;

export function useSeatPolicy() {
  return useQuery({
    queryKey: SEAT_POLICY_KEY,
    queryFn: () => api<SeatPolicyDto>('GET', '/manage/seat-policy', { loader: false }),
  });
}

export function useSaveSeatPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: SeatPolicyDto) => api<SeatPolicyDto>('PUT', '/manage/seat-policy', { body: policy }),
    onSuccess: (saved) => queryClient.setQueryData(SEAT_POLICY_KEY, saved),
  });
}
