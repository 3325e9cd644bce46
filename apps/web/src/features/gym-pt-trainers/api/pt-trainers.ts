import type { PtTrainer, PtTrainerCandidate, PtTrainerCreate, PtTrainerUpdate } from '@kinetic/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const KEY = ['manage', 'pt-trainers'] as const;

/** GET /manage/pt-trainers: the gym's PT trainers with price, length and hours. */
export function usePtTrainers() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api<PtTrainer[]>('GET', '/manage/pt-trainers', { loader: false }),
  });
}

/** Trainer accounts matching the text (two characters or more). */
export function usePtCandidates(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: [...KEY, 'candidates', term],
    queryFn: () =>
      api<PtTrainerCandidate[]>('GET', '/manage/pt-trainers/candidates', {
        query: { search: term },
        loader: false,
      }),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
}

export type PtTrainerSave = { id: number; body: PtTrainerUpdate } | { id: null; body: PtTrainerCreate };

/** POST a new PT trainer, or PUT the changes of one already set up. */
export function useSavePtTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: PtTrainerSave) =>
      save.id === null
        ? api<PtTrainer>('POST', '/manage/pt-trainers', { body: save.body })
        : api<PtTrainer>('PUT', `/manage/pt-trainers/${save.id}`, { body: save.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRemovePtTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ id: number }>('DELETE', `/manage/pt-trainers/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
