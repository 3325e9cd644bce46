import type { SeatFeeDto } from '@kinetic/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { seatFeeKeys } from './class-fees';

/** GET /fees: the signed-in customer's own late-cancel and no-show fees, newest first. */
export const useMyFees = () =>
  useQuery({
    queryKey: seatFeeKeys.mine,
    queryFn: () => api<SeatFeeDto[]>('GET', '/fees', { loader: false }),
  });
