import { showsGyms } from '@kinetic/domain';
import { Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../components/PageMeta';
import { GymDirectory } from '../../features/gyms';
import { useBrand } from '../../lib/brand';
import NotFoundPage from './NotFoundPage';

export default function GymsPage() {
  // SPEC 5 and 6: a prime brand shows no gyms, here as in search and explore.
  const brand = useBrand();
  if (!showsGyms(brand.isPrime)) return <NotFoundPage />;
  return (
    <Stack gap="lg">
      <PageMeta title="Gyms" description="Studios and gyms near you, their branches and upcoming classes." />
      <Stack gap={4}>
        <Title order={1}>Gyms</Title>
        <Text c="dimmed">Studios near you, with their branches and classes.</Text>
      </Stack>
      <GymDirectory />
    </Stack>
  );
}
