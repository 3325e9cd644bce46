import type { ExploreDto } from '@kinetic/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useExplore() {
  return useQuery({
    queryKey: ['explore'],
    queryFn: () => api<ExploreDto>('GET', '/explore', { loader: false }),
  });
}
