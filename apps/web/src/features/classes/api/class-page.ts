import type { ClassPageDto } from '@kinetic/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { classKeys } from './keys';

/** GET /classes/:id: the class's timings and its next sessions. */
export const classPageQuery = (classId: number) => ({
  queryKey: classKeys.page(classId),
  queryFn: () => api<ClassPageDto>('GET', `/classes/${classId}`, { loader: false }),
});

export function useClassPage(classId: number | null) {
  return useQuery({ ...classPageQuery(classId ?? 0), enabled: classId !== null && classId > 0 });
}
