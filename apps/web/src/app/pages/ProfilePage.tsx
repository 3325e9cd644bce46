import { Stack, Title } from '@mantine/core';
import { PageMeta } from '../../components/PageMeta';
import { ProfileView } from '../../features/profile';

export default function ProfilePage() {
  return (
    <Stack gap="lg">
      <PageMeta title="Profile" description="Your details, favourite activities, workout times and kids." />
      <Title order={1}>My profile</Title>
      <ProfileView />
    </Stack>
  );
}
