import type { TeamCandidate, TeamMember, TrainerGym } from '@kinetic/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const TEAM = ['manage', 'team'] as const;
const MY_GYMS = ['manage', 'my-gyms'] as const;

/** GET /manage/team: the gym's trainers and open invitations. */
const fetchTeam = () => api<TeamMember[]>('GET', '/manage/team', { loader: false });

export function useTeam(enabled = true) {
  return useQuery({ queryKey: TEAM, queryFn: fetchTeam, enabled });
}

/**
 * The trainers a gym may name on its classes: the team members who accepted, from the
 * same cached team list. Other features (the class editor) read the team through this only.
 */
export function useAcceptedTrainers(enabled = true) {
  return useQuery({
    queryKey: TEAM,
    queryFn: fetchTeam,
    select: (team) => team.filter((member) => member.status === 'ACCEPTED'),
    enabled,
  });
}

/** Trainer accounts to invite whose name or e-mail holds the text (two characters or more). */
export function useTeamCandidates(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: [...TEAM, 'candidates', term],
    queryFn: () =>
      api<TeamCandidate[]>('GET', '/manage/team/candidates', { query: { search: term }, loader: false }),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useInviteTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trainerId: number) =>
      api<TeamMember>('POST', '/manage/team/invitations', { body: { trainerId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM }),
  });
}

/** Withdraws an invitation or takes a trainer off the team. */
export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trainerId: number) =>
      api<{ unassignedSessions: number }>('DELETE', `/manage/team/${trainerId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['manage'] }),
  });
}

/** GET /manage/my-gyms: a trainer's invitations and teams. */
export function useMyGyms() {
  return useQuery({
    queryKey: MY_GYMS,
    queryFn: () => api<TrainerGym[]>('GET', '/manage/my-gyms', { loader: false }),
  });
}

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gymId, accept }: { gymId: number; accept: boolean }) =>
      api<TrainerGym[]>('POST', `/manage/my-gyms/${gymId}/${accept ? 'accept' : 'decline'}`),
    onSuccess: (gyms) => queryClient.setQueryData(MY_GYMS, gyms),
  });
}

export function useLeaveGym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gymId: number) => api<{ unassignedSessions: number }>('DELETE', `/manage/my-gyms/${gymId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['manage'] }),
  });
}
