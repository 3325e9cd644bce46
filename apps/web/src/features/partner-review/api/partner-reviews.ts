import {
  type BrandReviewSettingDto,
  hasRole,
  PARTNER_ROLES,
  type Page,
  type PartnerDecisionDto,
  type PartnerReviewStateDto,
  type PendingPartnerDto,
  type UserDto,
} from '@kinetic/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const KEY = ['partner-reviews'] as const;
export const PENDING_PAGE_SIZE = 10;

/** GET /partner-reviews: a page of the partners awaiting the operator's review. */
export function usePendingPartners(page: number) {
  return useQuery({
    queryKey: [...KEY, 'pending', page],
    queryFn: () =>
      api<Page<PendingPartnerDto>>('GET', '/partner-reviews', {
        query: { page, size: PENDING_PAGE_SIZE },
        loader: false,
      }),
    placeholderData: keepPreviousData,
  });
}

export type PartnerDecision =
  | { userId: number; approve: true }
  | { userId: number; approve: false; reason: string };

/** POST /partner-reviews/{id}/approve or /refuse; the list is read again afterwards. */
export function useDecidePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: PartnerDecision) =>
      decision.approve
        ? api<PartnerDecisionDto>('POST', `/partner-reviews/${decision.userId}/approve`)
        : api<PartnerDecisionDto>('POST', `/partner-reviews/${decision.userId}/refuse`, {
            body: { reason: decision.reason },
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** GET /partner-reviews/me: the signed-in partner's own review (nothing is asked for a customer). */
export function useMyPartnerReview(user: UserDto | null) {
  return useQuery({
    queryKey: [...KEY, 'me', user?.id],
    queryFn: () => api<PartnerReviewStateDto>('GET', '/partner-reviews/me', { loader: false }),
    enabled: user !== null && hasRole(user.userCategory, ...PARTNER_ROLES),
    staleTime: 60_000,
  });
}

/** GET /partner-reviews/brands: each brand and whether its new partners wait for review. */
export function useBrandReviewSettings() {
  return useQuery({
    queryKey: [...KEY, 'brands'],
    queryFn: () => api<BrandReviewSettingDto[]>('GET', '/partner-reviews/brands', { loader: false }),
  });
}

/** PUT /partner-reviews/brands/{id}: turns a brand's review of new partners on or off. */
export function useSetBrandReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { brandId: number; partnersNeedApproval: boolean }) =>
      api<BrandReviewSettingDto>('PUT', `/partner-reviews/brands/${change.brandId}`, {
        body: { partnersNeedApproval: change.partnersNeedApproval },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...KEY, 'brands'] }),
  });
}
