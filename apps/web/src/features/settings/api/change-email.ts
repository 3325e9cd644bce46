import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { refreshStoredUser, type UserChangeResult, useApplyUserChange } from '../../users';

export interface EmailChange {
  email: string;
  /** The address typed again; the API refuses the change when it differs ('Email does not match.'). */
  confirmEmail: string;
  /** The account's password: only its owner may send the account to another address. */
  password: string;
}

export function changeEmail(userId: number, body: EmailChange) {
  return api<UserChangeResult>('PUT', `/users/${userId}/email`, { body });
}

export function useChangeEmail(userId: number) {
  const apply = useApplyUserChange();
  return useMutation({ mutationFn: (body: EmailChange) => changeEmail(userId, body), onSuccess: apply });
}

/** The link mailed to the new address, opened: the address becomes the account's. */
export const confirmEmailChange = (token: string) =>
  api<{ message: string }>('POST', '/users/email/confirm', { body: { token } });

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    // A signed-in reader sees the new address at once (a guest's link changes nothing here).
    onSuccess: async () => {
      if (session.get()) await refreshStoredUser().catch(() => undefined);
      await queryClient.invalidateQueries();
    },
  });
}
