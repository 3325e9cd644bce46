import type { SeatPolicyDto, SeatPolicyViewDto } from '@kinetic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The partner's (gym's, or freelance trainer's) seat policy: GET and PUT /manage/seat-policy, both
 * answering the policy with the partner's currency (its fees in money are in it).
 */
const SEAT_POLICY_KEY = ['manage', 'seat-policy'] as const;

export function useSeatPolicy() {
  return useQuery({
    queryKey: SEAT_POLICY_KEY,
    queryFn: () => api<SeatPolicyViewDto>('GET', '/manage/seat-policy', { loader: false }),
  });
}

export function useSaveSeatPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: SeatPolicyDto) =>
      api<SeatPolicyViewDto>('PUT', '/manage/seat-policy', { body: policy }),
    onSuccess: (saved) => queryClient.setQueryData(SEAT_POLICY_KEY, saved),
  });
}
