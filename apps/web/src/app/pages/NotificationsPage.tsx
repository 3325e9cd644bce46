import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/PageMeta';
import { NotificationList } from '../../features/notifications';

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
