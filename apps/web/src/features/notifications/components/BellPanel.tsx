import { Anchor, Button, Divider, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useStoreTimeZone } from '../../../lib/store-zone';
import { COUNT_KEY, useMarkRead, useMarkSeen, useNotifications } from '../api/notifications';
import { useNotificationTarget } from '../hooks/use-notification-target';
import type { NotificationDto } from '../model/notification';
import { NotificationItem } from './NotificationItem';

/**
 * The bell panel's content: the first page of notifications (the 50 latest, SPEC 9), each cut as the
 * list cuts it; a click marks it read and goes where its type leads; "See all" opens the full list.
 */
export function BellPanel({ unreadAtOpen, onClose }: { unreadAtOpen: number; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const timeZone = useStoreTimeZone();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useNotifications();
  const markRead = useMarkRead();
  const markSeen = useMarkSeen();
  // The count the bell showed when it was opened; opening resets it (SPEC 4.2), as the list does.
  const [unread] = useState(unreadAtOpen);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening
  useEffect(() => {
    queryClient.setQueryData(COUNT_KEY, 0);
    markSeen.mutate();
  }, [queryClient]);

  const targetOf = useNotificationTarget();
  const open = (notification: NotificationDto) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
    const target = targetOf(notification);
    if (target) {
      onClose();
      navigate(target);
    }
  };

  const items = list.data?.pages[0]?.items ?? [];
  return (
    <Stack gap={0}>
      <Group justify="space-between" px="md" py="sm">
        <Text fw={600}>{t('panel.title')}</Text>
        <Text size="sm" c="dimmed">
          {unread > 0 ? t('panel.unread', { count: unread }) : t('panel.noneUnread')}
        </Text>
      </Group>
      <Divider />
      {list.isPending ? (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label={t('panel.loading')} />
        </Group>
      ) : list.isError ? (
        <Stack gap="xs" p="md" align="flex-start">
          <Text size="sm">{t('list.loadError')}</Text>
          <Button size="xs" variant="light" onClick={() => void list.refetch()}>
            {t('panel.retry')}
          </Button>
        </Stack>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed" p="md">
          {t('list.emptyText')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah="min(420px, 60vh)" type="auto">
          {items.map((notification, index) => (
            <Fragment key={notification.id}>
              {index > 0 && <Divider />}
              <NotificationItem notification={notification} timeZone={timeZone} onOpen={open} />
            </Fragment>
          ))}
        </ScrollArea.Autosize>
      )}
      <Divider />
      <Anchor component={Link} to="/notifications" onClick={onClose} ta="center" p="sm" size="sm">
        {t('panel.seeAll')}
      </Anchor>
    </Stack>
  );
}
