import { VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useLiveUnreadCount } from '../api/live-count';
import { useUnreadCount } from '../api/notifications';
import { BellButton } from './BellButton';

const BellMenu = lazy(() => import('./BellMenu'));

/**
 * The top bar's bell with the unread count: pushed live by the API as notifications arrive, polled
 * while the stream is down, and refreshed after every navigation (SPEC 4.2). It opens a panel of the
 * latest notifications (BellMenu, its own chunk); until that has loaded it links to the list.
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
      <Suspense fallback={<BellButton unread={unread} label={label} to="/notifications" />}>
        <BellMenu unread={unread} label={label} />
      </Suspense>
      {/* A new count is announced once, politely; the button's own name says it again on focus. */}
      <VisuallyHidden role="status">{unread > 0 ? label : ''}</VisuallyHidden>
    </>
  );
}
