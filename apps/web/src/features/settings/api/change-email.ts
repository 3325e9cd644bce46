import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type UserChangeResult, useApplyUserChange } from './user-change';

export function changeEmail(userId: number, email: string) {
  return api<UserChangeResult>('PUT', `/users/${userId}/email`, { body: { email } });
}

export function useChangeEmail(userId: number) {
  const apply = useApplyUserChange();
  return useMutation({ mutationFn: (email: string) => changeEmail(userId, email), onSuccess: apply });
}
