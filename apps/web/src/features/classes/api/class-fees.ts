import type { SeatFeeTerms } from '@kinetic/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { classKeys } from './keys';

/**
 * GET /class-sessions/:id/fees: what a late cancel and a no-show of the class cost (docs/adr/0040), or
 * null when its partner charges none; shown before booking (ClassFeesNote) and when cancelling (the
 * schedule's cancel dialog). Public: asked without the reader's token, so it reads the same to a guest
 * and never logs anyone out. A partner's fees change rarely: kept fresh for five minutes.
 */
export function useClassFees(classSessionId: number | null) {
  return useQuery({
    queryKey: classKeys.fees(classSessionId ?? 0),
    queryFn: () =>
      api<SeatFeeTerms | null>('GET', `/class-sessions/${classSessionId}/fees`, {
        loader: false,
        anonymous: true,
      }),
    enabled: classSessionId !== null && classSessionId > 0,
    staleTime: 5 * 60_000,
  });
}
