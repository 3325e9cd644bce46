import { routesLikeGym } from '@kinetic/domain';
import { Stack } from '@mantine/core';
import { PageHeading } from '../../components/PageHeading';
import { OnboardingChecklist } from '../../features/partner-onboarding';
import { PartnerReviewBanner } from '../../features/partner-review';
import { useTranslation } from '../../lib/i18n';
import { useSessionUser } from '../../lib/session';

/**
 * /trainer/start and /gym/start: a new partner's first screen after signing up, and the button of
 * their welcome e-mail: their first steps and how far they are.
 */
export default function PartnerStartPage() {
  const { t } = useTranslation('partnerOnboarding');
  const user = useSessionUser();
  const isGym = routesLikeGym(user?.userCategory);
  return (
    <Stack gap="lg" maw={760}>
      <PageHeading
        title={t('page.title')}
        description={t('page.description')}
        intro={isGym ? t('page.gymIntro') : t('page.trainerIntro')}
      />
      <PartnerReviewBanner />
      <OnboardingChecklist />
    </Stack>
  );
}
