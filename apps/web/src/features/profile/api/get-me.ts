import type { UserDto } from '@kinetic/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

export const ME_QUERY_KEY = ['users', 'me'] as const;

/** The fresh user record also refreshes the stored one, so the shell shows the same name. */
export async function fetchMe(): Promise<UserDto> {
  const user = await api<UserDto>('GET', '/users/me', { loader: false });
  session.update(user);
  return user;
}

export function useMe() {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe });
}
