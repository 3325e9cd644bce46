import { Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../components/PageMeta';
import { PtClassList } from '../../features/personal-training';

export default function PersonalTrainingPage() {
  return (
    <Stack gap="lg">
      <PageMeta
        title="Personal Training"
        description="Book a one-to-one personal training session with a certified trainer."
      />
      <Stack gap={4}>
        <Title order={1}>Personal Training</Title>
        <Text c="dimmed">
          One-to-one sessions with a trainer. Open a session to see the details and book it.
        </Text>
      </Stack>
      <PtClassList />
    </Stack>
  );
}
