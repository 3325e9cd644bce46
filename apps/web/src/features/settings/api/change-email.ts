import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type UserChangeResult, useApplyUserChange } from '../../users';

export interface EmailChange {
  email: string;
  /** The address typed again; the API refuses the change when it differs ('Email does not match.'). */
  confirmEmail: string;
}

export function changeEmail(userId: number, body: EmailChange) {
  return api<UserChangeResult>('PUT', `/users/${userId}/email`, { body });
}

export function useChangeEmail(userId: number) {
  const apply = useApplyUserChange();
  return useMutation({ mutationFn: (body: EmailChange) => changeEmail(userId, body), onSuccess: apply });
}
