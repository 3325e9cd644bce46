import { Container, Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../components/PageMeta';
import { EditProfileView } from '../../features/profile';

export default function EditProfilePage() {
  return (
    <Container size="md" px={0}>
      <PageMeta
        title="Edit Profile"
        description="Update your details, mobile number, favourite activities and kids."
      />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Edit Profile</Title>
          <Text c="dimmed">Keep your details up to date so trainers and gyms know who is coming.</Text>
        </Stack>
        <EditProfileView />
      </Stack>
    </Container>
  );
}
