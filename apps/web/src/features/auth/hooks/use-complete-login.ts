import { postLoginRedirect, type UserDto } from '@kinetic/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { session } from '../../../lib/session';
import { rememberCancellationPolicy } from '../api/cancellation-policy';
import { registerDevice } from '../api/device';
import { authModal } from '../model/auth-modal-store';

/** Where a signed-in user lands (SPEC 2.6), given where they were and what the popup was asked. */
export function landingPath(
  user: UserDto,
  from: string,
  intent: { redirect?: string | null; fromJoinClass?: boolean },
): string | null {
  return postLoginRedirect({
    category: user.userCategory,
    currentPath: from,
    redirect: intent.redirect,
    fromJoinClass: intent.fromJoinClass,
    hasPackages: user.userPackageDetailDtoList.length > 0,
  });
}

/**
 * Login happens in two moments: `signIn` stores the session (registration then keeps the popup open
 * for its last steps), `finish` closes the popup and applies the post-login redirect.
 */
export function useCompleteLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const from = location.pathname + location.search;

  const signIn = useCallback(
    (result: { token: string; user: UserDto }) => {
      session.signIn(result.token, result.user);
      registerDevice();
      rememberCancellationPolicy();
      // What a guest saw (prices, join buttons, lists) differs for a member: refetch it all.
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );

  const finish = useCallback(() => {
    const intent = authModal.get();
    authModal.close();
    const user = session.get();
    if (!user) return;
    const to = landingPath(user, from, intent);
    if (to && to !== from) navigate(to);
  }, [from, navigate]);

  return { signIn, finish };
}
