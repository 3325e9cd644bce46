/** A new partner's checklist of first steps, the first screen after signing up. */
export { useOnboarding } from './api/onboarding';
export { OnboardingChecklist } from './components/OnboardingChecklist';
