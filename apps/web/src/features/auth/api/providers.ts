import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface AuthProviders {
  google: boolean;
  facebook: boolean;
}

export type AuthProvider = keyof AuthProviders;

/** Which social logins this deployment has configured; none when the call fails. */
export const useAuthProviders = () =>
  useQuery({
    queryKey: ['auth-providers'],
    queryFn: () => api<AuthProviders>('GET', '/auth/providers', { anonymous: true, loader: false }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
