/** A new partner's checklist of first steps (issue 33 item 7), the first screen after signing up. */
export { useOnboarding } from './api/onboarding';
export { OnboardingChecklist } from './components/OnboardingChecklist';
