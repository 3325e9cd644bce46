import { Stack, Title } from '@mantine/core';
import { PageMeta } from '../../components/PageMeta';
import { ProfileView } from '../../features/profile';
import { useTranslation } from '../../lib/i18n';

export default function ProfilePage() {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="lg">
      <PageMeta title={t('pages.profileTitle')} description={t('pages.profileDescription')} />
      <Title order={1}>{t('pages.profileHeading')}</Title>
      <ProfileView />
    </Stack>
  );
}
