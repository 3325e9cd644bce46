import type { GymPageDto, UserDto } from '@kinetic/domain';
import { routesLikeGym } from '@kinetic/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAcceptedTrainers } from '../../gym-team';

export interface Option {
  value: string;
  label: string;
}

/** A branch: a women-only one makes its classes women's (docs/adr/0047). */
export interface BranchOption extends Option {
  womenOnly: boolean;
}

/**
 * Branches and trainers the editor offers: a gym picks one of its branches and a trainer of its team
 * who accepted; a trainer teaches their own classes (the trainer field shows them, locked).
 */
export function useEditorOptions(user: UserDto) {
  const isGym = routesLikeGym(user.userCategory);
  const gym = useQuery({
    queryKey: ['gyms', 'page', user.id],
    queryFn: () => api<GymPageDto>('GET', `/gyms/${user.id}`, { loader: false }),
    enabled: isGym,
  });
  const trainers = useAcceptedTrainers(isGym);
  const self: Option = { value: String(user.id), label: `${user.firstName} ${user.lastName}`.trim() };
  const branches: BranchOption[] = (gym.data?.gymBranchResponseList ?? []).map((branch) => ({
    value: String(branch.id),
    label: branch.localityName ? `${branch.branchName} (${branch.localityName})` : branch.branchName,
    womenOnly: branch.womenOnly,
  }));
  const trainerOptions: Option[] = isGym
    ? (trainers.data ?? []).map((member) => ({ value: String(member.trainerId), label: member.name }))
    : [self];
  return {
    isGym,
    branches,
    trainers: trainerOptions,
    loading: isGym && (gym.isPending || trainers.isPending),
  };
}
