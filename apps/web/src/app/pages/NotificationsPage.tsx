import { Stack, Title } from '@mantine/core';
import { PageMeta } from '../../components/PageMeta';
import { NotificationList } from '../../features/notifications';

export default function NotificationsPage() {
  return (
    <Stack gap="lg" maw={760}>
      <PageMeta title="Notifications" description="Your bookings, waitlist news and new followers." />
      <Title order={1}>Notifications</Title>
      <NotificationList />
    </Stack>
  );
}
