import type {
  ClaimedSeatDto,
  SeatFeeTerms,
  SeatPolicyDto,
  SeatPolicyViewDto,
  WaitlistOfferDto,
} from '@kinetic/domain';
import { retryOnConflict } from '../../db/retry';
import { notFound } from '../../lib/errors';
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

    /** GET /class-sessions/:id/fees: what a late cancel or a no-show costs there; null for nothing. */
    async feeTerms(sessionId: number): Promise<SeatFeeTerms | null> {
      const owner = await repository.policyOwnerOfSession(sessionId);
      if (owner === undefined) throw notFound();
      const policy = await repository.seatPolicyOfSession(sessionId);
      if (policy.lateCancelFee === 0 && policy.noShowFee === 0) return null;
      return {
        feeUnit: policy.feeUnit,
        lateCancelFee: policy.lateCancelFee,
        noShowFee: policy.noShowFee,
        currencyCode: await repository.partnerCurrency(owner),
      };
    },

    policy: async (ownerUserId: number): Promise<SeatPolicyViewDto> => ({
      ...(await repository.seatPolicy(ownerUserId)),
      currencyCode: await repository.partnerCurrency(ownerUserId),
    }),

    savePolicy: async (ownerUserId: number, policy: SeatPolicyDto): Promise<SeatPolicyViewDto> => ({
      ...(await repository.saveSeatPolicy(ownerUserId, policy, now())),
      currencyCode: await repository.partnerCurrency(ownerUserId),
    }),
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
