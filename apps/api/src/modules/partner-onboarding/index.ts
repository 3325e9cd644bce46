import { type AppModule, underApi } from '../../lib/app-module';
import { createOnboardingRepository } from './onboarding.repository';
import { onboardingRoutes } from './onboarding.routes';
import { createOnboardingService } from './onboarding.service';

/**
 * A new partner's first steps: the checklist their welcome e-mail and their sign-up
 * lead to, computed from their own profile, branches and classes (the rule is the domain's onboardingOf).
 */
export const partnerOnboardingModule: AppModule = {
  name: 'partner-onboarding',
  async register(app, { db }) {
    const onboarding = createOnboardingService(createOnboardingRepository(db));
    await underApi(app, async (v1) => {
      await v1.register(onboardingRoutes, { onboarding });
    });
  },
};
