import type { MailPreferencesDto, OptionalMailKind } from '@kinetic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const key = ['settings', 'mail-preferences'] as const;

/** GET /users/me/mail-preferences: the e-mails the user receives, by kind. */
export function useMailPreferences() {
  return useQuery({
    queryKey: key,
    queryFn: () => api<MailPreferencesDto>('GET', '/users/me/mail-preferences', { loader: false }),
  });
}

/** PUT /users/me/mail-preferences with the kinds turned off. */
export function useSaveMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (off: OptionalMailKind[]) =>
      api<MailPreferencesDto>('PUT', '/users/me/mail-preferences', { body: { off }, loader: false }),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}
