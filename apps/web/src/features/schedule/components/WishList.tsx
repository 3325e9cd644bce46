import type { WishItemDto } from '@kinetic/domain';
import { Badge, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ClassSummaryRow } from '../../../components/ClassSummaryRow';
import { confirmPopup } from '../../../components/confirm/confirm-store';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError, LoadMore } from '../../../components/LoadStates';
import { allItems } from '../../../lib/paging';
import { useWishes } from '../api/my-bookings';
import { useRemoveWish } from '../api/remove-wish';

/** Wishlisted and waitlisted classes, each removable after a confirm (SPEC 8.5). */
export function WishList() {
  const wishes = useWishes();
  const remove = useRemoveWish();
  const items = allItems(wishes.data?.pages);

  const onRemove = async (item: WishItemDto) => {
    const list = item.wish.type === 'WAITLIST' ? 'waitlist' : 'wishlist';
    const answer = await confirmPopup({
      code: 'CONFIRM',
      title: `Remove from ${list}`,
      message: `Do you want to remove ${item.title} from your ${list}?`,
    });
    if (!answer.confirmed) return;
    remove.mutate(
      { type: item.wish.type, classSessionId: item.classSessionId, kidId: item.wish.kidId },
      {
        onSuccess: () =>
          notifications.show({
            title: `Removed from your ${list}`,
            message: `${item.title} was removed from your ${list}.`,
            color: 'green',
          }),
        onError: (error) =>
          notifications.show({
            title: `Couldn't remove it from your ${list}`,
            message: error.message,
            color: 'red',
          }),
      },
    );
  };

  if (wishes.isPending) return <ListSkeleton rows={3} />;
  if (wishes.isError) {
    return (
      <LoadError
        title="We could not load your wishlist"
        error={wishes.error}
        onRetry={() => void wishes.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<IconHeart size={34} />}
        title="Your wishlist is empty"
        action={
          <Button component={Link} to="/classes">
            Find a class
          </Button>
        }
      >
        Add full classes to your wishlist or waitlist to keep an eye on them.
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <ClassSummaryRow
          key={item.wish.id}
          item={item}
          showJoinState={false}
          badges={
            item.wish.type === 'WAITLIST' ? (
              <Badge variant="light" color="orange" c="dark.8" size="sm">
                Waitlist{item.wish.position ? ` #${item.wish.position}` : ''}
              </Badge>
            ) : (
              <Badge variant="light" color="pink" c="dark.8" size="sm">
                Wishlist
              </Badge>
            )
          }
          action={
            <Button
              variant="outline"
              color="red.9"
              size="xs"
              onClick={() => void onRemove(item)}
              aria-label={`Remove ${item.title}`}
            >
              Remove
            </Button>
          }
        />
      ))}
      <LoadMore
        hasMore={wishes.hasNextPage}
        loading={wishes.isFetchingNextPage}
        onLoad={() => void wishes.fetchNextPage()}
      />
    </Stack>
  );
}
