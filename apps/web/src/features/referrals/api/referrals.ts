import type {
  MyReferralsDto,
  MyWelcomeOfferDto,
  ReferralOfferDto,
  ReferralProgrammeBody,
  ReferralProgrammeDto,
} from '@kinetic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const KEY = ['referrals'] as const;

/** GET /referrals/me: the caller's invite link, offer, reward and friends. */
export function useMyReferrals() {
  return useQuery({
    queryKey: [...KEY, 'me'],
    queryFn: () => api<MyReferralsDto>('GET', '/referrals/me', { loader: false }),
  });
}

/** GET /referrals/offer: who invites and the welcome offer, for the registration banner (none: no banner). */
export function useReferralOffer(code: string | null, storeId: number | null) {
  return useQuery({
    queryKey: [...KEY, 'offer', code, storeId],
    queryFn: () =>
      api<ReferralOfferDto>('GET', '/referrals/offer', {
        query: { code: code!, storeId: storeId! },
        loader: false,
        anonymous: true,
      }),
    enabled: Boolean(code) && storeId !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** GET /referrals/welcome-offer: the signed-in friend's offer while it is theirs to use. */
export function useMyWelcomeOffer(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'welcome-offer'],
    queryFn: () => api<MyWelcomeOfferDto>('GET', '/referrals/welcome-offer', { loader: false }),
    enabled,
    staleTime: 60_000,
  });
}

/** GET /admin/referral-programmes: every brand and country with its programme (the operator's). */
export function useReferralProgrammes() {
  return useQuery({
    queryKey: [...KEY, 'programmes'],
    queryFn: () => api<ReferralProgrammeDto[]>('GET', '/admin/referral-programmes', { loader: false }),
  });
}

/** PUT /admin/referral-programmes: sets one brand's programme in one country. */
export function useSetReferralProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralProgrammeBody) =>
      api<ReferralProgrammeDto>('PUT', '/admin/referral-programmes', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...KEY, 'programmes'] }),
  });
}
