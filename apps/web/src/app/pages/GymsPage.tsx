import { Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../components/PageMeta';
import { GymDirectory } from '../../features/gyms/components/GymDirectory';

export default function GymsPage() {
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
