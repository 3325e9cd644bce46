import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageMeta } from '../../components/PageMeta';
import { TrainerDirectory } from '../../features/trainers';

export default function TrainersPage() {
  return (
    <Stack gap="lg">
      <PageMeta
        title="Trainers"
        description="Meet our trainers, see what they teach and book their classes."
      />
      <Stack gap={4}>
        <Title order={1}>Trainers</Title>
        <Text c="dimmed">
          Find a coach you like and follow them to keep their classes close. Looking for a studio?{' '}
          <Anchor component={Link} to="/gyms" underline="always">
            Browse gyms
          </Anchor>{' '}
          or{' '}
          <Anchor component={Link} to="/explore" underline="always">
            explore activities
          </Anchor>
          .
        </Text>
      </Stack>
      <TrainerDirectory />
    </Stack>
  );
}
