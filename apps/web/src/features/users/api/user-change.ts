import type { UserDto } from '@kinetic/domain';
import { useQueryClient } from '@tanstack/react-query';
import { session } from '../../../lib/session';
import { ME_QUERY_KEY } from './me';

/** What every `PUT /users/{id}/...` account change answers. */
export interface UserChangeResult {
  user: UserDto;
  message: string;
}

/** After an account change the stored user and the profile query carry the new record. */
export function useApplyUserChange() {
  const queryClient = useQueryClient();
  return ({ user }: UserChangeResult) => {
    session.update(user);
    queryClient.setQueryData(ME_QUERY_KEY, user);
  };
}
