import {
  canEnter,
  GUARD_REDIRECT,
  memberGuardFor,
  partnerRegistrationOpen,
  type RouteGuard,
  routesLikeGym,
  USER_CATEGORY,
} from '@kinetic/domain';
import { Navigate, Outlet } from 'react-router';
import { useBrand } from '../lib/brand';
import { useSessionUser } from '../lib/session';

/** SPEC 2.1 route guards; `guard="member"` is the member guard of the brand the page is on (ADR 0008). */
export function Guard({ guard }: { guard: RouteGuard | 'member' }) {
  const brand = useBrand();
  const user = useSessionUser();
  const resolved = guard === 'member' ? memberGuardFor(brand.isPrime) : guard;
  const allowed = canEnter(resolved, { isPrimeBrand: brand.isPrime, category: user?.userCategory ?? null });
  return allowed ? <Outlet /> : <Navigate to={GUARD_REDIRECT} replace />;
}

/** SPEC 6: trainer/... pages admit trainers, gym/... pages gyms (category 6 routes like a gym). */
export function RoleGuard({ allow }: { allow: 'trainer' | 'gym' }) {
  const user = useSessionUser();
  const category = user?.userCategory ?? null;
  const allowed = allow === 'trainer' ? category === USER_CATEGORY.trainer : routesLikeGym(category);
  return allowed ? <Outlet /> : <Navigate to={GUARD_REDIRECT} replace />;
}

/** Trainer and gym registration pages exist on the main brand only (SPEC 4.2). */
export function PartnerRegistrationGuard() {
  const brand = useBrand();
  return partnerRegistrationOpen(brand.isPrime) ? <Outlet /> : <Navigate to={GUARD_REDIRECT} replace />;
}
