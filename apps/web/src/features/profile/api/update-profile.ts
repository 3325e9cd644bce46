import type { ProfileUpdateBody, UserDto } from '@kinetic/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { ME_QUERY_KEY } from './get-me';

export interface UserChangeResult {
  user: UserDto;
  message: string;
}

export function updateProfile(userId: number, body: ProfileUpdateBody) {
  return api<UserChangeResult>('PUT', `/users/${userId}/profile`, { body });
}

export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => updateProfile(userId, body),
    onSuccess: ({ user }) => {
      session.update(user);
      queryClient.setQueryData(ME_QUERY_KEY, user);
    },
  });
}
