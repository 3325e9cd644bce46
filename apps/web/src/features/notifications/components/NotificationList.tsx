import { Button, Divider, Group, Stack } from '@mantine/core';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError, LoadMore } from '../../../components/LoadStates';
import { useTranslation } from '../../../lib/i18n';
import { allItems } from '../../../lib/paging';
import { useStoreTimeZone } from '../../../lib/store-zone';
import { COUNT_KEY, useMarkAllRead, useMarkRead, useMarkSeen, useNotifications } from '../api/notifications';
import { useLoadOnScroll } from '../hooks/use-load-on-scroll';
import { useNotificationTarget } from '../hooks/use-notification-target';
import type { NotificationDto } from '../model/notification';
import { NotificationItem } from './NotificationItem';

/**
 * The notification list, 50 at a time, the next 50 loaded as it scrolls; a click marks it read and
 * opens what it is about.
 */
export function NotificationList() {
  const { t } = useTranslation('notifications');
  const timeZone = useStoreTimeZone();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const items = allItems(list.data?.pages);
  const anyUnread = items.some((notification) => notification.readAt === null);
  const sentinel = useLoadOnScroll<HTMLDivElement>(
    list.hasNextPage && !list.isFetchingNextPage,
    () => void list.fetchNextPage(),
  );

  // Opening the list resets the bell's count (SPEC 4.2), on the server too.
  const markSeen = useMarkSeen();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit of the list
  useEffect(() => {
    queryClient.setQueryData(COUNT_KEY, 0);
    markSeen.mutate();
  }, [queryClient]);

  const targetOf = useNotificationTarget();
  const open = (notification: NotificationDto) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
    // SPEC 4.5: a click marks it read; it leads somewhere only when its type has somewhere to go
    // (a customer's click on a class the gym cancelled does nothing more).
    const target = targetOf(notification);
    if (target) navigate(target);
  };

  if (list.isPending) return <ListSkeleton rows={5} height={64} />;
  if (list.isError) {
    return <LoadError title={t('list.loadError')} error={list.error} onRetry={() => void list.refetch()} />;
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<IconBellOff size={34} />}
        title={t('list.emptyTitle')}
        action={
          <Button component={Link} to="/classes">
            {t('list.findClass')}
          </Button>
        }
      >
        {t('list.emptyText')}
      </EmptyState>
    );
  }
  return (
    <Stack gap={0}>
      <Group justify="flex-end" mb="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconChecks size={16} aria-hidden />}
          onClick={() => markAllRead.mutate()}
          loading={markAllRead.isPending}
          disabled={!anyUnread}
        >
          {t('list.markAllRead')}
        </Button>
      </Group>
      {items.map((notification, index) => (
        <Fragment key={notification.id}>
          {index > 0 && <Divider />}
          <NotificationItem notification={notification} timeZone={timeZone} onOpen={open} />
        </Fragment>
      ))}
      <div ref={sentinel} aria-hidden />
      <LoadMore of={list} />
    </Stack>
  );
}
