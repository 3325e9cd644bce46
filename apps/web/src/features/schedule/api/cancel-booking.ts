import type { CancelResultDto } from '@kinetic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY, refreshStoredUser } from '../../users';
import { MY_BOOKINGS_KEY } from './my-bookings';

export function useCancellationReasons() {
  return useQuery({
    queryKey: ['cancellation-reasons'],
    queryFn: () => api<{ id: number; name: string }[]>('GET', '/cancellation-reasons', { loader: false }),
    staleTime: 10 * 60_000,
  });
}

export interface CancelInput {
  bookingId: number;
  cancellationId: number;
  remark: string;
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, cancellationId, remark }: CancelInput) =>
      api<CancelResultDto>('DELETE', `/bookings/${bookingId}`, {
        query: { cancellationId, remark: remark.trim() || undefined },
      }),
    onSuccess: async (result) => {
      // Seats and join states changed too: class lists and search refetch on their next view.
      for (const key of [MY_BOOKINGS_KEY, ['classes'], ['sessions'], ['search'], ME_QUERY_KEY]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
      // The cancel's answer carries the balances it gave back; the rest is read fresh.
      await refreshStoredUser({ userPackageDetailDtoList: result.userPackageDetailDtoList }).catch(
        () => undefined,
      );
    },
  });
}
