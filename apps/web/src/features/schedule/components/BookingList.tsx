import type { BookingItemDto } from '@kinetic/domain';
import { Button, Stack } from '@mantine/core';
import { IconCalendarOff, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError, LoadMore } from '../../../components/LoadStates';
import { allItems } from '../../../lib/paging';
import { type BookingListKind, useBookingList } from '../api/my-bookings';
import { BookingRow } from './BookingRow';
import { CancelBookingModal } from './CancelBookingModal';

const EMPTY: Record<BookingListKind, { title: string; text: string }> = {
  upcoming: { title: 'No upcoming classes', text: 'Book a class and it will show up here.' },
  finished: { title: 'No finished classes yet', text: 'Classes you attend will show up here afterwards.' },
};

/** Upcoming (soonest first, cancellable) or finished (latest first) bookings, 10 at a time. */
export function BookingList({ kind }: { kind: BookingListKind }) {
  const list = useBookingList(kind);
  const [cancelling, setCancelling] = useState<BookingItemDto | null>(null);
  const items = allItems(list.data?.pages);
  const now = new Date();
  // Kept in every state: cancelling the last booking empties the list while the outcome is on screen.
  const cancelModal = <CancelBookingModal item={cancelling} onClose={() => setCancelling(null)} />;

  if (list.isPending) return <ListSkeleton rows={3} />;
  if (list.isError) {
    return (
      <LoadError
        title="We could not load your classes"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <>
        <EmptyState
          icon={kind === 'upcoming' ? <IconCalendarOff size={34} /> : <IconHistory size={34} />}
          title={EMPTY[kind].title}
          action={
            <Button component={Link} to="/classes">
              Find a class
            </Button>
          }
        >
          {EMPTY[kind].text}
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
          />
        ))}
        <LoadMore
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoad={() => void list.fetchNextPage()}
        />
      </Stack>
      {cancelModal}
    </>
  );
}
