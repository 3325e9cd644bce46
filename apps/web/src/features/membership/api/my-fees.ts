import type { SeatFeeDto } from '@kinetic/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /fees: the signed-in customer's own late-cancel and no-show fees (docs/adr/0040), newest first. */
export const useMyFees = () =>
  useQuery({
    queryKey: ['membership', 'fees'] as const,
    queryFn: () => api<SeatFeeDto[]>('GET', '/fees', { loader: false }),
  });
