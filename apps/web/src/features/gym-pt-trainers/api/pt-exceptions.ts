import type { PtExceptionAddedDto, PtExceptionBody, PtExceptionDto, PtOwnSetup } from '@kinetic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Who manages the days off: the gym for its PT trainers, or a trainer for their own setups. Both
 * answer the same shapes under their own base path.
 */
export type PtExceptionsBase = '/manage/pt-trainers' | '/manage/pt-availability';

const keyOf = (base: PtExceptionsBase, ptTrainerId: number) => ['manage', base, ptTrainerId, 'exceptions'];

/** GET …/{id}/exceptions: the upcoming days and times off, in date order. */
export function usePtExceptions(base: PtExceptionsBase, ptTrainerId: number) {
  return useQuery({
    queryKey: keyOf(base, ptTrainerId),
    queryFn: () => api<PtExceptionDto[]>('GET', `${base}/${ptTrainerId}/exceptions`, { loader: false }),
  });
}

export function useAddPtException(base: PtExceptionsBase, ptTrainerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PtExceptionBody) =>
      api<PtExceptionAddedDto>('POST', `${base}/${ptTrainerId}/exceptions`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(base, ptTrainerId) }),
  });
}

export function useRemovePtException(base: PtExceptionsBase, ptTrainerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (exceptionId: number) =>
      api<{ id: number }>('DELETE', `${base}/${ptTrainerId}/exceptions/${exceptionId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(base, ptTrainerId) }),
  });
}

/** GET /manage/pt-availability: the signed-in trainer's PT setups, one a gym. */
export function usePtOwnSetups() {
  return useQuery({
    queryKey: ['manage', 'pt-availability'],
    queryFn: () => api<PtOwnSetup[]>('GET', '/manage/pt-availability', { loader: false }),
  });
}
