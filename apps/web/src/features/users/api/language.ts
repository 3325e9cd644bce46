import type { Language } from '@kinetic/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type UserChangeResult, useApplyUserChange } from './user-change';

/** Keeps the signed-in user's language on the account (their e-mails; the app on a new device). */
export function saveLanguage(language: Language) {
  return api<UserChangeResult>('PUT', '/users/me/language', { body: { language }, loader: false });
}

export function useSaveLanguage() {
  const apply = useApplyUserChange();
  return useMutation({ mutationFn: saveLanguage, onSuccess: apply });
}
