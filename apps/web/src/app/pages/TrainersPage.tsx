import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageMeta } from '../../components/PageMeta';
import { TrainerDirectory } from '../../features/trainers';
import { Trans, useTranslation } from '../../lib/i18n';

export default function TrainersPage() {
  const { t } = useTranslation('trainers');
  return (
    <Stack gap="lg">
      <PageMeta title={t('page.title')} description={t('page.description')} />
      <Stack gap={4}>
        <Title order={1}>{t('page.title')}</Title>
        <Text c="dimmed">
          <Trans
            t={t}
            i18nKey="page.intro"
            components={{
              gyms: <Anchor component={Link} to="/gyms" underline="always" />,
              explore: <Anchor component={Link} to="/explore" underline="always" />,
            }}
          />
        </Text>
      </Stack>
      <TrainerDirectory />
    </Stack>
  );
}
