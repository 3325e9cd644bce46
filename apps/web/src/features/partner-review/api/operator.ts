import { type CancellationPolicyDto, hasRole, type UserDto } from '@kinetic/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';

/**
 * Whether the signed-in user is the platform operator: SPEC 3.1's master gym, the refund policy's
 * masterGymId (kept at login, asked again here so a change shows without signing in again). Only
 * the menu entry depends on it: the API itself answers the operator's routes to the operator only.
 */
export function useIsPlatformOperator(user: UserDto | null): boolean {
  const isGym = user !== null && hasRole(user.userCategory, 'gym');
  const policy = useQuery({
    queryKey: ['cancellation-policy'],
    queryFn: () =>
      api<CancellationPolicyDto>('GET', '/cancellation-policy', { loader: false, anonymous: true }),
    enabled: isGym,
    staleTime: 5 * 60_000,
  });
  const masterGymId = policy.data?.masterGymId ?? storage.refundPolicy()?.masterGymId ?? null;
  return isGym && masterGymId === user.id;
}
