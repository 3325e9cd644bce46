import type { ClassPageDto } from '@kinetic/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { classKeys } from './keys';

/** GET /classes/:id: the class's timings and its next sessions. */
export function useClassPage(classId: number | null) {
  return useQuery({
    queryKey: classKeys.page(classId ?? 0),
    queryFn: () => api<ClassPageDto>('GET', `/classes/${classId}`, { loader: false }),
    enabled: classId !== null && classId > 0,
  });
}
