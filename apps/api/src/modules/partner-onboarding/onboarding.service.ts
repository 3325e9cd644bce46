import { type OnboardingDto, onboardingOf } from '@kinetic/domain';
import { notFound } from '../../lib/errors';
import type { OnboardingRepository } from './onboarding.repository';

/** A new partner's checklist: each step done or not, from their own data. */
export function createOnboardingService(repository: OnboardingRepository) {
  return {
    async checklist(userId: number): Promise<OnboardingDto> {
      const facts = await repository.facts(userId);
      if (!facts) throw notFound();
      return onboardingOf(facts);
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
