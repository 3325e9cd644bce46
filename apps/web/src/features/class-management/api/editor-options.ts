import type { GymPageDto, Page, TrainerItemDto, UserDto } from '@kinetic/domain';
import { routesLikeGym } from '@kinetic/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Option {
  value: string;
  label: string;
}

/**
 * Branches and trainers the editor offers: a gym picks one of its branches and any trainer; a trainer
 * teaches their own classes (the trainer field shows them, locked).
 */
export function useEditorOptions(user: UserDto) {
  const isGym = routesLikeGym(user.userCategory);
  const gym = useQuery({
    queryKey: ['gyms', 'page', user.id],
    queryFn: () => api<GymPageDto>('GET', `/gyms/${user.id}`, { loader: false }),
    enabled: isGym,
  });
  const trainers = useQuery({
    queryKey: ['trainers', 'options'],
    queryFn: () =>
      api<Page<TrainerItemDto>>('GET', '/trainers', { query: { page: 0, size: 100 }, loader: false }),
    enabled: isGym,
    staleTime: 5 * 60_000,
  });
  const self: Option = { value: String(user.id), label: `${user.firstName} ${user.lastName}`.trim() };
  const branches: Option[] = (gym.data?.gymBranchResponseList ?? []).map((branch) => ({
    value: String(branch.id),
    label: branch.localityName ? `${branch.branchName} (${branch.localityName})` : branch.branchName,
  }));
  const trainerOptions: Option[] = isGym
    ? (trainers.data?.items ?? []).map((trainer) => ({
        value: String(trainer.id),
        label: `${trainer.firstName} ${trainer.lastName}`.trim(),
      }))
    : [self];
  return {
    isGym,
    branches,
    trainers: trainerOptions,
    loading: isGym && (gym.isPending || trainers.isPending),
  };
}
