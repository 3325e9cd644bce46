import type { BookingItemDto } from '@kinetic/domain';
import { Button, Stack } from '@mantine/core';
import { IconCalendarOff, IconHistory } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError, LoadMore } from '../../../components/LoadStates';
import { useTranslation } from '../../../lib/i18n';
import { allItems } from '../../../lib/paging';
import { type BookingListKind, useBookingList } from '../api/my-bookings';
import { BookingRow } from './BookingRow';
import { CancelBookingModal } from './CancelBookingModal';

/** The QR code and its library load when a member opens their code, not with the list. */
const CheckInCodeModal = lazy(() => import('./CheckInCodeModal'));

/** Upcoming (soonest first, cancellable) or finished (latest first) bookings, 10 at a time. */
export function BookingList({
  kind,
  renderAction,
}: {
  kind: BookingListKind;
  /** A page's own button on each row (the finished classes' Rate). */
  renderAction?: (item: BookingItemDto, now: Date) => ReactNode;
}) {
  const { t } = useTranslation('schedule');
  const list = useBookingList(kind);
  const [cancelling, setCancelling] = useState<BookingItemDto | null>(null);
  const [showingCode, setShowingCode] = useState<BookingItemDto | null>(null);
  const items = allItems(list.data?.pages);
  const now = new Date();
  // Kept in every state: cancelling the last booking empties the list while the outcome is on screen.
  const cancelModal = <CancelBookingModal item={cancelling} onClose={() => setCancelling(null)} />;

  if (list.isPending) return <ListSkeleton rows={3} />;
  if (list.isError) {
    return <LoadError title={t('list.loadError')} error={list.error} onRetry={() => void list.refetch()} />;
  }
  if (items.length === 0) {
    return (
      <>
        <EmptyState
          icon={kind === 'upcoming' ? <IconCalendarOff size={34} /> : <IconHistory size={34} />}
          title={t(kind === 'upcoming' ? 'list.upcomingEmptyTitle' : 'list.finishedEmptyTitle')}
          action={
            <Button component={Link} to="/classes">
              {t('findClass')}
            </Button>
          }
        >
          {t(kind === 'upcoming' ? 'list.upcomingEmptyText' : 'list.finishedEmptyText')}
        </EmptyState>
        {cancelModal}
      </>
    );
  }
  return (
    <>
      <Stack gap="sm">
        {items.map((item) => (
          <BookingRow
            key={item.booking.bookingId}
            item={item}
            now={now}
            onCancel={kind === 'upcoming' ? setCancelling : undefined}
            onShowCode={kind === 'upcoming' ? setShowingCode : undefined}
            extraAction={renderAction?.(item, now)}
          />
        ))}
        <LoadMore of={list} />
      </Stack>
      {cancelModal}
      {showingCode && (
        <Suspense fallback={null}>
          <CheckInCodeModal item={showingCode} onClose={() => setShowingCode(null)} />
        </Suspense>
      )}
    </>
  );
}
