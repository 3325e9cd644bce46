import { Stack } from '@mantine/core';
import { PageHeading } from '../../components/PageHeading';
import { SeatPolicyForm } from '../../features/waitlist-offers';
import { useTranslation } from '../../lib/i18n';

/** /trainer/seat-policy: the seat policy of a freelance trainer's own classes (a gym's classes follow the gym's). */
export default function TrainerSeatPolicyPage() {
  const { t } = useTranslation('waitlistOffers');
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('policy.title')}
        description={t('policy.trainerIntro')}
        intro={t('policy.trainerIntro')}
      />
      <SeatPolicyForm />
    </Stack>
  );
}
