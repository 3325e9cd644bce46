import { ActionIcon, Indicator, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { useLiveUnreadCount } from '../api/live-count';
import { useUnreadCount } from '../api/notifications';

/**
 * The top bar's bell with the unread count: pushed live by the API as notifications arrive, polled
 * while the stream is down, and refreshed after every navigation (SPEC 4.2).
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const location = useLocation();
  const live = useLiveUnreadCount(true);
  const count = useUnreadCount(true, live);
  const unread = count.data ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation end refreshes the count
  useEffect(() => {
    void count.refetch();
  }, [location.pathname]);

  const label = unread > 0 ? t('bell.unread', { count: unread }) : t('bell.label');
  return (
    <>
      <Indicator
        disabled={unread === 0}
        label={unread > 99 ? `${formatNumber(99)}+` : formatNumber(unread)}
        size={18}
        offset={4}
        color="red.8"
        data-testid="bell-indicator"
      >
        <ActionIcon variant="subtle" size="lg" aria-label={label} component={Link} to="/notifications">
          <IconBell size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
      {/* A new count is announced once, politely; the link's own name says it again on focus. */}
      <VisuallyHidden role="status">{unread > 0 ? label : ''}</VisuallyHidden>
    </>
  );
}
