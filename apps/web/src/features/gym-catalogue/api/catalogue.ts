import type {
  Activity,
  ActivityInput,
  Coupon,
  CouponInput,
  CouponPage,
  CouponRemoval,
  CouponStatus,
  GymPackage,
  GymPackageInput,
  GymPackagePage,
  ProgramClass,
  SubCategory,
  SubCategoryInput,
} from '@kinetic/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const ROOT = ['manage', 'catalogue'] as const;
const PACKAGES = [...ROOT, 'packages'] as const;
const COUPONS = [...ROOT, 'coupons'] as const;
const ACTIVITIES = [...ROOT, 'activities'] as const;

/** GET /manage/packages: the gym's packages, a page of 50; deactivated ones on request. */
export function useGymPackages(page: number, includeBurnt: boolean) {
  return useQuery({
    queryKey: [...PACKAGES, page, includeBurnt],
    queryFn: () =>
      api<GymPackagePage>('GET', '/manage/packages', {
        query: { page, size: 50, includeBurnt: String(includeBurnt) },
        loader: false,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every package the gym has on sale (for a coupon's package choice). */
export function useAllGymPackages() {
  return useQuery({
    queryKey: [...PACKAGES, 'all'],
    queryFn: () =>
      api<GymPackagePage>('GET', '/manage/packages', {
        query: { page: 0, size: 50, includeBurnt: 'true' },
        loader: false,
      }),
  });
}

export function useSaveGymPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: GymPackageInput }) =>
      id === null
        ? api<GymPackage>('POST', '/manage/packages', { body })
        : api<GymPackage>('PUT', `/manage/packages/${id}`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}

export function useSetPackageActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api<GymPackage>('PATCH', `/manage/packages/${id}`, { body: { active } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}

export interface CouponFilter {
  status: CouponStatus | null;
  isActive: boolean | null;
}

export function useCoupons(page: number, filter: CouponFilter) {
  const query: Record<string, string | number> = { page, size: 50 };
  if (filter.status) query.status = filter.status;
  if (filter.isActive !== null) query.isActive = String(filter.isActive);
  return useQuery({
    queryKey: [...COUPONS, page, filter],
    queryFn: () => api<CouponPage>('GET', '/manage/coupons', { query, loader: false }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CouponInput }) =>
      id === null
        ? api<Coupon>('POST', '/manage/coupons', { body })
        : api<Coupon>('PUT', `/manage/coupons/${id}`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS }),
  });
}

export function useRemoveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<CouponRemoval>('DELETE', `/manage/coupons/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS }),
  });
}

/** The shared activities and the gym's own (`enabled` false for callers who are not a gym). */
/** The gym's workshop classes a program package may book. */
export function useProgramClasses(enabled: boolean) {
  return useQuery({
    queryKey: ['manage', 'packages', 'program-classes'],
    queryFn: () => api<ProgramClass[]>('GET', '/manage/packages/program-classes', { loader: false }),
    enabled,
  });
}

export function useActivities(enabled = true) {
  return useQuery({
    queryKey: ACTIVITIES,
    queryFn: () => api<Activity[]>('GET', '/manage/activities', { loader: false }),
    enabled,
  });
}

export function useSubCategories(enabled = true) {
  return useQuery({
    queryKey: [...ACTIVITIES, 'sub'],
    queryFn: () => api<SubCategory[]>('GET', '/manage/sub-categories', { loader: false }),
    enabled,
  });
}

export function useSaveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ActivityInput }) =>
      id === null
        ? api<Activity>('POST', '/manage/activities', { body })
        : api<Activity>('PUT', `/manage/activities/${id}`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTIVITIES }),
  });
}

export function useSaveSubCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SubCategoryInput }) =>
      id === null
        ? api<SubCategory>('POST', '/manage/sub-categories', { body })
        : api<SubCategory>('PUT', `/manage/sub-categories/${id}`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTIVITIES }),
  });
}

export function useRemoveCatalogueItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'activities' | 'sub-categories'; id: number }) =>
      api<{ id: number; outcome: string }>('DELETE', `/manage/${kind}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTIVITIES }),
  });
}
