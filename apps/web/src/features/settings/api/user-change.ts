import type { UserDto } from '@kinetic/domain';
import { useQueryClient } from '@tanstack/react-query';
import { session } from '../../../lib/session';

export interface UserChangeResult {
  user: UserDto;
  message: string;
}

/** After an account change the stored user and the profile query carry the new record. */
export function useApplyUserChange() {
  const queryClient = useQueryClient();
  return ({ user }: UserChangeResult) => {
    session.update(user);
    queryClient.setQueryData(['users', 'me'], user);
  };
}
