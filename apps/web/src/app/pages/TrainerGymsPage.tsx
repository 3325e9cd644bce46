import { Stack } from '@mantine/core';
import { PageHeading } from '../../components/PageHeading';
import { MyGymsList } from '../../features/gym-team';
import { useTranslation } from '../../lib/i18n';

/** /trainer/gyms: a trainer's invitations and the gyms' teams they are on. */
export default function TrainerGymsPage() {
  const { t } = useTranslation('gymTeam');
  return (
    <Stack gap="lg">
      <PageHeading title={t('trainerTitle')} description={t('trainerIntro')} intro={t('trainerIntro')} />
      <MyGymsList />
    </Stack>
  );
}
