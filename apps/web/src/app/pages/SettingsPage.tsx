import { Container, Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../components/PageMeta';
import { SettingsSections } from '../../features/settings';

export default function SettingsPage() {
  return (
    <Container size="sm" px={0}>
      <PageMeta title="Settings" description="Change your password, e-mail, phone number and country." />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Settings</Title>
          <Text c="dimmed">Manage how you sign in and where you work out.</Text>
        </Stack>
        <SettingsSections />
      </Stack>
    </Container>
  );
}
