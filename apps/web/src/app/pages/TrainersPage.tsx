import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeading } from '../../components/PageHeading';
import { TrainerDirectory } from '../../features/trainers';
import { Trans, useTranslation } from '../../lib/i18n';

export default function TrainersPage() {
  const { t } = useTranslation('trainers');
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('page.title')}
        description={t('page.description')}
        intro={
          <Trans
            t={t}
            i18nKey="page.intro"
            components={{
              gyms: <Anchor component={Link} to="/gyms" underline="always" />,
              explore: <Anchor component={Link} to="/explore" underline="always" />,
            }}
          />
        }
      />
      <TrainerDirectory />
    </Stack>
  );
}
