import { Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../components/PageMeta';
import { PtClassList, PtTrainerList } from '../../features/personal-training';
import { useTranslation } from '../../lib/i18n';

export default function PersonalTrainingPage() {
  const { t } = useTranslation('personalTraining');
  return (
    <Stack gap="lg">
      <PageMeta title={t('page.title')} description={t('page.description')} />
      <Stack gap={4}>
        <Title order={1}>{t('page.title')}</Title>
        <Text c="dimmed">{t('page.intro')}</Text>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="pt-trainers-heading">
        <Title order={2} size="h3" id="pt-trainers-heading">
          {t('trainers.heading')}
        </Title>
        <Text c="dimmed">{t('trainers.intro')}</Text>
        <PtTrainerList />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="pt-classes-heading">
        <Title order={2} size="h3" id="pt-classes-heading">
          {t('trainers.classesHeading')}
        </Title>
        <PtClassList />
      </Stack>
    </Stack>
  );
}
