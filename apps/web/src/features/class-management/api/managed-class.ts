import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ClassEditDto, ClassInput, ClassUpdateInput, CreateClassResult, TimingInput } from './contract';
import { manageKeys } from './keys';
import { useInvalidateManaged } from './own-sessions';

/** GET /manage/classes/:id: the class with its timings and media, for the editor. */
export function useManagedClass(classId: number | null) {
  return useQuery({
    queryKey: manageKeys.class(classId ?? 0),
    queryFn: () => api<ClassEditDto>('GET', `/manage/classes/${classId}`, { loader: false }),
    enabled: classId !== null && classId > 0,
  });
}

export const createClass = (body: ClassInput) => api<CreateClassResult>('POST', '/manage/classes', { body });

export const updateClass = (classId: number, body: ClassUpdateInput) =>
  api<unknown>('PUT', `/manage/classes/${classId}`, { body });

export function useDeleteClass() {
  const invalidate = useInvalidateManaged();
  return useMutation({
    mutationFn: (classId: number) => api<unknown>('DELETE', `/manage/classes/${classId}`),
    onSuccess: invalidate,
  });
}

type WithForce<T> = T & { force?: boolean; skipPastTimeCheck?: boolean };

export const addTiming = (classId: number, body: WithForce<TimingInput>) =>
  api<unknown>('POST', `/manage/classes/${classId}/timings`, { body });

export const updateTiming = (timingId: number, body: WithForce<TimingInput>) =>
  api<unknown>('PUT', `/manage/timings/${timingId}`, { body });

export function useDeleteTiming() {
  const invalidate = useInvalidateManaged();
  return useMutation({
    mutationFn: (timingId: number) => api<unknown>('DELETE', `/manage/timings/${timingId}`),
    onSuccess: invalidate,
  });
}
