import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { ME_QUERY_KEY } from './get-me';
import type { UserChangeResult } from './update-profile';

export function changeMobile(userId: number, mobile: string) {
  return api<UserChangeResult>('PUT', `/users/${userId}/mobile`, { body: { mobile } });
}

export function useChangeMobile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mobile: string) => changeMobile(userId, mobile),
    onSuccess: ({ user }) => {
      session.update(user);
      queryClient.setQueryData(ME_QUERY_KEY, user);
    },
  });
}
