import { Container, Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../components/PageMeta';
import { SettingsSections } from '../../features/settings';
import { useTranslation } from '../../lib/i18n';

export default function SettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <Container size="sm" px={0}>
      <PageMeta title={t('page.title')} description={t('page.description')} />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('page.title')}</Title>
          <Text c="dimmed">{t('page.intro')}</Text>
        </Stack>
        <SettingsSections />
      </Stack>
    </Container>
  );
}
