/** The register popup's steps (SPEC 2.3); the interested-city branch counts as step 1. */
export type RegisterStep = 'store' | 'city' | 'expand' | 'details' | 'intro' | 'activities' | 'times';

export const REGISTER_STEP_COUNT = 5;

const STEP_NUMBER: Record<RegisterStep, number> = {
  store: 1,
  city: 1,
  expand: 1,
  details: 2,
  intro: 3,
  activities: 4,
  times: 5,
};

/** The same numbering on every brand: the white-label brand starts at step 2 of 5 (SPEC 2.3). */
export const registerStepNumber = (step: RegisterStep): number => STEP_NUMBER[step];

/** The white-label brand skips the country step: its store is preselected. */
export const firstRegisterStep = (isPrimeBrand: boolean): RegisterStep =>
  isPrimeBrand ? 'details' : 'store';

/** Steps before the account exists, where partners are pointed to their own registration pages. */
export const isBeforeAccount = (step: RegisterStep): boolean => STEP_NUMBER[step] <= 2;
