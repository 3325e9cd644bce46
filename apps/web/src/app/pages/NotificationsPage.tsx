import { Stack, Title } from '@mantine/core';
import { PageMeta } from '../../components/PageMeta';
import { NotificationList } from '../../features/notifications';
import { useTranslation } from '../../lib/i18n';

export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  return (
    <Stack gap="lg" maw={760}>
      <PageMeta title={t('page.title')} description={t('page.description')} />
      <Title order={1}>{t('page.title')}</Title>
      <NotificationList />
    </Stack>
  );
}
