import { z } from 'zod';
import { routesLikeGym } from './user-category';

/**
 * A new trainer or gym is shown what to do next, on a checklist that is their first
 * screen after signing up and the button of their welcome e-mail. Whether a step is done is decided
 * here, once, from the facts the API reads (GET /manage/onboarding).
 */
export const TRAINER_START_PATH = '/trainer/start';
export const GYM_START_PATH = '/gym/start';

/** The checklist of a partner of `category` (a gym's staff account routes like a gym). */
export const onboardingPathOf = (category: number | null | undefined): string =>
  routesLikeGym(category) ? GYM_START_PATH : TRAINER_START_PATH;

/**
 * The steps the app can tell done from its data, in the order the checklist shows them. A gym also
 * adds a branch (where its classes run). Payouts are not among them: the product keeps no payout
 * details, so the checklist shows that step as "contact us" and counts only these.
 */
export const ONBOARDING_STEPS = ['PHOTO', 'BIO', 'BRANCH', 'CLASS'] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number];

/** What the checklist is computed from: the partner's own rows. */
export interface OnboardingFacts {
  category: number;
  profileImageUrl: string | null;
  bio: string | null;
  branches: number;
  /** Classes the partner created and has not deleted (a PT trainer's generated class excluded). */
  classes: number;
}

export const onboardingStepSchema = z.object({
  key: z.enum(ONBOARDING_STEPS),
  done: z.boolean(),
});
export type OnboardingStepDto = z.infer<typeof onboardingStepSchema>;

export const onboardingSchema = z.object({
  kind: z.enum(['TRAINER', 'GYM']),
  steps: z.array(onboardingStepSchema),
  /** How many of `steps` are done. */
  done: z.number().int(),
  total: z.number().int(),
});
export type OnboardingDto = z.infer<typeof onboardingSchema>;

const filled = (text: string | null) => (text ?? '').trim().length > 0;

/** The checklist of a partner from their facts. */
export function onboardingOf(facts: OnboardingFacts): OnboardingDto {
  const isGym = routesLikeGym(facts.category);
  const done: Record<OnboardingStepKey, boolean> = {
    PHOTO: filled(facts.profileImageUrl),
    BIO: filled(facts.bio),
    BRANCH: facts.branches > 0,
    CLASS: facts.classes > 0,
  };
  const steps = ONBOARDING_STEPS.filter((key) => isGym || key !== 'BRANCH').map((key) => ({
    key,
    done: done[key],
  }));
  return {
    kind: isGym ? 'GYM' : 'TRAINER',
    steps,
    done: steps.filter((step) => step.done).length,
    total: steps.length,
  };
}
