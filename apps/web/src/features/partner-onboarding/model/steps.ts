import type { OnboardingDto, OnboardingStepKey } from '@kinetic/domain';

type Kind = OnboardingDto['kind'];

/** The screen that does each step, for a trainer and for a gym (SPEC 2.1 routes). */
export const STEP_PATH: Record<Kind, Partial<Record<OnboardingStepKey, string>>> = {
  TRAINER: {
    PHOTO: '/trainer/editProfile',
    BIO: '/trainer/editProfile',
    CLASS: '/trainer/classes/new',
  },
  GYM: {
    PHOTO: '/gym/editProfile',
    BIO: '/gym/editProfile',
    BRANCH: '/gym/editProfile',
    CLASS: '/gym/classes/new',
  },
};

/** Payouts are set up with us: the checklist's last step opens the contact page. */
export const PAYOUTS_PATH = '/contact';

/** The checklist's completion in whole per cent (nothing to do counts as done). */
export const percentDone = (list: Pick<OnboardingDto, 'done' | 'total'>) =>
  list.total === 0 ? 100 : Math.round((list.done / list.total) * 100);
