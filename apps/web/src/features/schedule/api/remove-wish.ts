import type { WishType } from '@kinetic/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_BOOKINGS_KEY } from './my-bookings';

export interface RemoveWishInput {
  type: WishType;
  classSessionId: number;
  kidId: number | null;
}

export function useRemoveWish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, classSessionId, kidId }: RemoveWishInput) =>
      api<{ removed: true }>(
        'DELETE',
        `/${type === 'WAITLIST' ? 'waitlist' : 'wishlist'}/${classSessionId}`,
        {
          query: { userKidId: kidId ?? undefined },
        },
      ),
    onSuccess: () => {
      for (const key of [MY_BOOKINGS_KEY, ['classes'], ['sessions']]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
