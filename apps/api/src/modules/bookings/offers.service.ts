import type { ClaimedSeatDto, SeatPolicyDto, WaitlistOfferDto } from '@kinetic/domain';
import { retryOnConflict } from '../../db/retry';
import { type IdempotentAnswer, idempotent } from '../idempotency';
import type { BookingsRepository } from './bookings.repository';
import { claimOffer, declineOffer, openOffers } from './waitlist';

/** Waitlist offers for customers, and the seat policy partners keep (docs/adr/0038). */
export function createOffersService(deps: { repository: BookingsRepository; now?: () => Date }) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    /** The caller's open offers, the soonest to run out first. */
    list: (userId: number): Promise<WaitlistOfferDto[]> => openOffers(repository, userId, now()),

    /**
     * The caller claims their offered seat. With an Idempotency-Key a retried claim (its answer lost)
     * gets the first answer, the same booking, and books nothing twice.
     */
    claim: (
      userId: number,
      offerId: number,
      key: string | undefined,
    ): Promise<IdempotentAnswer<ClaimedSeatDto>> =>
      idempotent(
        repository,
        {
          userId,
          key,
          route: 'POST /waitlist-offers/:id/claim',
          body: [offerId],
          inProgress: 'REQUEST_IN_PROGRESS',
        },
        async () => ({
          statusCode: 201,
          data: await retryOnConflict(() =>
            repository.transaction((q) => claimOffer(q, offerId, userId, now())),
          ),
        }),
      ),

    /** The caller passes their offered seat on to the next one waiting. */
    decline: (userId: number, offerId: number) =>
      retryOnConflict(() => repository.transaction((q) => declineOffer(q, offerId, userId, now()))),

    policy: (ownerUserId: number): Promise<SeatPolicyDto> => repository.seatPolicy(ownerUserId),

    savePolicy: (ownerUserId: number, policy: SeatPolicyDto): Promise<SeatPolicyDto> =>
      repository.saveSeatPolicy(ownerUserId, policy, now()),
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
