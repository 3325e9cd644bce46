import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/PageMeta';
import { PtClassList } from '../../features/personal-training';

export default function PersonalTrainingPage() {
  const { t } = useTranslation('personalTraining');
  return (
    <Stack gap="lg">
      <PageMeta title={t('page.title')} description={t('page.description')} />
      <Stack gap={4}>
        <Title order={1}>{t('page.title')}</Title>
        <Text c="dimmed">{t('page.intro')}</Text>
      </Stack>
      <PtClassList />
    </Stack>
  );
}
