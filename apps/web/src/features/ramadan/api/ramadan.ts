import type {
  BranchTimingDto,
  ManageProfileDto,
  RamadanHoursDto,
  RamadanMode,
  RamadanPlanDto,
  RamadanWindow,
} from '@kinetic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const RAMADAN = ['manage', 'ramadan'] as const;

/** The gym's branches, from its profile. */
export function useBranches() {
  return useQuery({
    queryKey: ['manage', 'profile'],
    queryFn: () => api<ManageProfileDto>('GET', '/manage/profile', { loader: false }),
    select: (profile) => profile.branches.map((b) => ({ id: b.id, name: b.name })),
  });
}

export function useRamadanHours(branchId: number | null) {
  return useQuery({
    queryKey: [...RAMADAN, 'hours', branchId],
    queryFn: () =>
      api<RamadanHoursDto>('GET', `/manage/branches/${branchId}/ramadan-hours`, { loader: false }),
    enabled: branchId !== null,
  });
}

export function useSaveRamadanHours(branchId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (windows: RamadanWindow[]) =>
      api<RamadanHoursDto>('PUT', `/manage/branches/${branchId}/ramadan-hours`, { body: { windows } }),
    onSuccess: () => client.invalidateQueries({ queryKey: RAMADAN }),
  });
}

export function useBranchTimings(branchId: number | null) {
  return useQuery({
    queryKey: [...RAMADAN, 'timings', branchId],
    queryFn: () => api<BranchTimingDto[]>('GET', `/manage/branches/${branchId}/timings`, { loader: false }),
    enabled: branchId !== null,
  });
}

export interface PlanBody {
  mode: RamadanMode;
  items: { timingId: number; startTime: string }[];
}

/** Preview (nothing changes) or apply (one transaction) of the same plan. */
export function useRamadanPlan(branchId: number | null, step: 'preview' | 'apply') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanBody) =>
      api<RamadanPlanDto>('POST', `/manage/branches/${branchId}/ramadan-plan/${step}`, { body }),
    onSuccess: () => {
      if (step === 'apply') return client.invalidateQueries({ queryKey: ['manage'] });
    },
  });
}
