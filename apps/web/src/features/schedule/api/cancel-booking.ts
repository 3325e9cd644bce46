import type { CancelResultDto, UserDto } from '@kinetic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
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

/** The stored user after a cancel: fresh from the server, with the balances the cancel answer carries. */
async function refreshStoredUser(result: CancelResultDto) {
  const user = await api<UserDto>('GET', '/users/me', { loader: false });
  session.update({ ...user, userPackageDetailDtoList: result.userPackageDetailDtoList });
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
      for (const key of [MY_BOOKINGS_KEY, ['classes'], ['sessions'], ['search'], ['users', 'me']]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
      await refreshStoredUser(result).catch(() => undefined);
    },
  });
}
