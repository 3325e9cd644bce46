import type { OnboardingDto } from '@kinetic/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ONBOARDING_KEY = ['manage', 'onboarding'] as const;

/** GET /manage/onboarding: the partner's first steps, each done or not. */
export function useOnboarding() {
  return useQuery({
    queryKey: ONBOARDING_KEY,
    queryFn: () => api<OnboardingDto>('GET', '/manage/onboarding', { loader: false }),
    // Read again each time the checklist opens: a step is done on another screen.
    staleTime: 0,
  });
}
