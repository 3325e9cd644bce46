import type { ClassItemDto, SessionDetailDto } from '@kinetic/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { classKeys } from './keys';

/** GET /sessions/:id. */
export const sessionDetailQuery = (classSessionId: number) => ({
  queryKey: classKeys.session(classSessionId),
  queryFn: () => api<SessionDetailDto>('GET', `/sessions/${classSessionId}`, { loader: false }),
});

/** A card's item shows at once while the detail (participant, package) loads. */
export function useSessionDetail(classSessionId: number | null, placeholder?: ClassItemDto) {
  return useQuery({
    ...sessionDetailQuery(classSessionId ?? 0),
    enabled: classSessionId !== null && classSessionId > 0,
    placeholderData: placeholder ? () => withDetailDefaults(placeholder) : undefined,
  });
}

const withDetailDefaults = (item: ClassItemDto): SessionDetailDto => ({
  ...item,
  autoJoinPackageDetail: null,
  participant: item.userJoinStatus,
  participantCount: item.totalSeat - item.availableSeat,
  myBookings: [],
});
