import { canEnter, GUARD_REDIRECT, type RouteGuard, routesLikeGym, USER_CATEGORY } from '@kinetic/domain';
import { Navigate, Outlet } from 'react-router';
import { useSessionUser } from '../lib/session';
import { useBrand } from './brand';

export function Guard({ guard }: { guard: RouteGuard }) {
  const brand = useBrand();
  const user = useSessionUser();
  const allowed = canEnter(guard, { isPrimeBrand: brand.isPrime, category: user?.userCategory ?? null });
  return allowed ? <Outlet /> : <Navigate to={GUARD_REDIRECT} replace />;
}

/** SPEC 6: trainer/... pages admit trainers, gym/... pages gyms (category 6 routes like a gym). */
export function RoleGuard({ allow }: { allow: 'trainer' | 'gym' }) {
  const user = useSessionUser();
  const category = user?.userCategory ?? null;
  const allowed = allow === 'trainer' ? category === USER_CATEGORY.trainer : routesLikeGym(category);
  return allowed ? <Outlet /> : <Navigate to={GUARD_REDIRECT} replace />;
}
