import type { WhatsAppSettingsDto } from '@kinetic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const key = ['settings', 'whatsapp'] as const;
const PATH = '/users/me/whatsapp';

/** GET /users/me/whatsapp: whether notices go by WhatsApp, since when, and to which mobile. */
export function useWhatsAppSettings() {
  return useQuery({
    queryKey: key,
    queryFn: () => api<WhatsAppSettingsDto>('GET', PATH, { loader: false }),
  });
}

/** PUT /users/me/whatsapp: opt in (needs a mobile) or out. */
export function useChangeWhatsApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optedIn: boolean) =>
      api<WhatsAppSettingsDto>('PUT', PATH, { body: { optedIn }, loader: false }),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}
