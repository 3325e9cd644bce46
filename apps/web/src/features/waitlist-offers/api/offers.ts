import type { ClaimedSeatDto, WaitlistOfferDto } from '@kinetic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keptUntilAnswered } from '../../../lib/idempotency';
import { MY_BOOKINGS_KEY } from '../../schedule';
import { refreshStoredUser } from '../../users';

/** The customer's open seat offers (GET /waitlist-offers): soonest to run out first. */
export const OFFERS_KEY = ['waitlist-offers'] as const;

export function useWaitlistOffers() {
  return useQuery({
    queryKey: OFFERS_KEY,
    queryFn: () => api<WaitlistOfferDto[]>('GET', '/waitlist-offers', { loader: false }),
    // An offer is news with a deadline: read afresh on each visit and on coming back to the tab
    // (as from the notification that told of it), not from a minute-old answer.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

const claimKeys = keptUntilAnswered();

/**
 * POST /waitlist-offers/:id/claim. A claim takes a seat and its credits, so it carries an
 * Idempotency-Key, kept across retries of the same claim until answered (docs/adr/0013): a retry after
 * a lost answer gets the booking back instead of OFFER_GONE.
 */
export const claimOffer = (offerId: number) =>
  claimKeys({ claim: offerId }, (key) =>
    api<ClaimedSeatDto>('POST', `/waitlist-offers/${offerId}/claim`, {
      headers: { 'idempotency-key': key },
    }),
  );

/** POST /waitlist-offers/:id/decline: the seat goes to the next person waiting. */
export const declineOffer = (offerId: number) =>
  api<{ message: string }>('POST', `/waitlist-offers/${offerId}/decline`);

/**
 * A claim or a pass, answered or refused: the offers are read again (a refused offer has usually run
 * out), and an answered one leaves the list at once, so it cannot be pressed twice meanwhile; a claim
 * also changes the bookings, the wishlist and waitlist (both under MY_BOOKINGS_KEY), the class's seats
 * and the customer's balances.
 */
function useOfferMutation<T>(call: (offerId: number) => Promise<T>, booked: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_answer, offerId) =>
      queryClient.setQueryData<WaitlistOfferDto[]>(OFFERS_KEY, (offers) =>
        offers?.filter((offer) => offer.id !== offerId),
      ),
    onSettled: (_answer, error) => {
      void queryClient.invalidateQueries({ queryKey: OFFERS_KEY });
      for (const key of [MY_BOOKINGS_KEY, ['classes'], ['sessions']]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
      if (booked && !error) void refreshStoredUser().catch(() => undefined);
    },
  });
}

export const useClaimOffer = () => useOfferMutation(claimOffer, true);
export const useDeclineOffer = () => useOfferMutation(declineOffer, false);
