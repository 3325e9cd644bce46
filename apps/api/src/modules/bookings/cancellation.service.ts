import { type CancellationPolicyDto, type Language, LIMITS, MSG, nameIn } from '@kinetic/domain';
import type { CancellationRepository } from './cancellation.repository';

/** The cancel popup's reasons and the refund policy (SPEC 3.1, 4.2). */
export function createCancellationService(cancellation: CancellationRepository) {
  return {
    /** The reasons in the caller's language. */
    reasons: async (language: Language = 'en') =>
      (await cancellation.reasons()).map(({ nameAr, ...reason }) => ({
        ...reason,
        name: nameIn({ name: reason.name, nameAr }, language),
      })),
    async policy(): Promise<CancellationPolicyDto> {
      const masterGymId = await cancellation.masterGymId();
      return {
        refundCutoffHours: LIMITS.refundCutoffHours,
        policyText: `Cancel more than ${LIMITS.refundCutoffHours} hours before the class starts and your credits come back to your package. Later cancellations are not refunded.`,
        noRefundWarning: MSG.noRefundWarning,
        cancelQuestion: MSG.cancelQuestion,
        gymSpecificText: MSG.gymSpecificCancellation,
        waitListPopUpMessage: MSG.waitListPopUpMessage,
        masterGymId,
        addSubActivityClassGymId: masterGymId,
        sessionDays: LIMITS.scheduleDaysAhead,
      };
    },
  };
}

export type CancellationService = ReturnType<typeof createCancellationService>;
