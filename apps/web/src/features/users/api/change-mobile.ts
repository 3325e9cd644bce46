import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type UserChangeResult, useApplyUserChange } from './user-change';

export function changeMobile(userId: number, mobile: string) {
  return api<UserChangeResult>('PUT', `/users/${userId}/mobile`, { body: { mobile } });
}

export function useChangeMobile(userId: number) {
  const apply = useApplyUserChange();
  return useMutation({ mutationFn: (mobile: string) => changeMobile(userId, mobile), onSuccess: apply });
}
