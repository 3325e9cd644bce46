import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useUnreadCount } from '../api/notifications';

/** The top bar's bell with the unread count, refreshed after every navigation (SPEC 4.2). */
export function NotificationBell() {
  const location = useLocation();
  const count = useUnreadCount(true);
  const unread = count.data ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation end refreshes the count
  useEffect(() => {
    void count.refetch();
  }, [location.pathname]);

  return (
    <Indicator
      disabled={unread === 0}
      label={unread > 99 ? '99+' : unread}
      size={18}
      offset={4}
      color="red.8"
      data-testid="bell-indicator"
    >
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        component={Link}
        to="/notifications"
      >
        <IconBell size={22} />
      </ActionIcon>
    </Indicator>
  );
}
