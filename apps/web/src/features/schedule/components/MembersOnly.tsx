import { GUARD_REDIRECT, isCustomer } from '@kinetic/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSessionUser } from '../../../lib/session';

/** Schedules, wishlists and favourites belong to customers (SPEC 6); others go to the class list. */
export function MembersOnly({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  if (!user || !isCustomer(user.userCategory)) return <Navigate to={GUARD_REDIRECT} replace />;
  return children;
}
