import { Stack, Text, Title } from '@mantine/core';
import { PageHeading } from '../../components/PageHeading';
import { PtClassList, PtTrainerList } from '../../features/personal-training';
import { useTranslation } from '../../lib/i18n';

export default function PersonalTrainingPage() {
  const { t } = useTranslation('personalTraining');
  return (
    <Stack gap="lg">
      <PageHeading title={t('page.title')} description={t('page.description')} intro={t('page.intro')} />
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
