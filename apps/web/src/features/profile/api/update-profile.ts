import type { ProfileUpdateBody } from '@kinetic/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type UserChangeResult, useApplyUserChange } from '../../users';

export function updateProfile(userId: number, body: ProfileUpdateBody) {
  return api<UserChangeResult>('PUT', `/users/${userId}/profile`, { body });
}

export function useUpdateProfile(userId: number) {
  const apply = useApplyUserChange();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => updateProfile(userId, body),
    onSuccess: apply,
  });
}
