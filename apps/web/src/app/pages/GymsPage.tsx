import { showsGyms } from '@kinetic/domain';
import { Stack } from '@mantine/core';
import { PageHeading } from '../../components/PageHeading';
import { GymDirectory } from '../../features/gyms';
import { useBrand } from '../../lib/brand';
import { useTranslation } from '../../lib/i18n';
import NotFoundPage from './NotFoundPage';

export default function GymsPage() {
  // SPEC 5 and 6: a prime brand shows no gyms, here as in search and explore.
  const { t } = useTranslation('gyms');
  const brand = useBrand();
  if (!showsGyms(brand.isPrime)) return <NotFoundPage />;
  return (
    <Stack gap="lg">
      <PageHeading title={t('page.title')} description={t('page.description')} intro={t('page.intro')} />
      <GymDirectory />
    </Stack>
  );
}
