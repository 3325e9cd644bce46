import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import type { UserChangeResult } from '../../users';

export function updateStore(userId: number, storeId: number) {
  return api<UserChangeResult>('PUT', `/users/${userId}/store`, { body: { storeId } });
}

export function useUpdateStore(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storeId: number) => updateStore(userId, storeId),
    onSuccess: ({ user }) => {
      session.update(user);
      // Classes, prices and packages all depend on the store: refetch everything.
      void queryClient.invalidateQueries();
    },
  });
}
