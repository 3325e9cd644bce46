import { showsGyms } from '@kinetic/domain';
import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeading } from '../../components/PageHeading';
import { TrainerDirectory } from '../../features/trainers';
import { useBrand } from '../../lib/brand';
import { Trans, useTranslation } from '../../lib/i18n';

export default function TrainersPage() {
  const { t } = useTranslation('trainers');
  // A prime brand lists no gyms (showsGyms): its intro offers none.
  const withGyms = showsGyms(useBrand().isPrime);
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('page.title')}
        description={t('page.description')}
        intro={
          <Trans
            t={t}
            i18nKey={withGyms ? 'page.intro' : 'page.introPrime'}
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
