import { Container, Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../components/PageMeta';
import { EditProfileView } from '../../features/profile';
import { useTranslation } from '../../lib/i18n';

export default function EditProfilePage() {
  const { t } = useTranslation('profile');
  return (
    <Container size="md" px={0}>
      <PageMeta title={t('pages.editTitle')} description={t('pages.editDescription')} />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('pages.editTitle')}</Title>
          <Text c="dimmed">{t('pages.editIntro')}</Text>
        </Stack>
        <EditProfileView />
      </Stack>
    </Container>
  );
}
