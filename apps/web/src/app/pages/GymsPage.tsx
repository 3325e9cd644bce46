import { showsGyms } from '@kinetic/domain';
import { Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../components/PageMeta';
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
      <PageMeta title={t('page.title')} description={t('page.description')} />
      <Stack gap={4}>
        <Title order={1}>{t('page.title')}</Title>
        <Text c="dimmed">{t('page.intro')}</Text>
      </Stack>
      <GymDirectory />
    </Stack>
  );
}
