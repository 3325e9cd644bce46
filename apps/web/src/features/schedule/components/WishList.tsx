import type { WishItemDto } from '@kinetic/domain';
import { Badge, Button, Stack } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ClassSummaryRow } from '../../../components/ClassSummaryRow';
import { confirmPopup } from '../../../components/confirm/confirm-store';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError, LoadMore } from '../../../components/LoadStates';
import { notifications } from '../../../components/toasts';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { allItems } from '../../../lib/paging';
import { useWishes } from '../api/my-bookings';
import { useRemoveWish } from '../api/remove-wish';

/** Wishlisted and waitlisted classes, each removable after a confirm (SPEC 8.5). */
export function WishList() {
  const { t } = useTranslation('schedule');
  const wishes = useWishes();
  const remove = useRemoveWish();
  const items = allItems(wishes.data?.pages);

  const onRemove = async (item: WishItemDto) => {
    const list = item.wish.type;
    const answer = await confirmPopup({
      code: 'CONFIRM',
      title: t(`wish.${list}.confirmTitle`),
      message: t(`wish.${list}.confirmMessage`, { title: item.title }),
    });
    if (!answer.confirmed) return;
    remove.mutate(
      { type: item.wish.type, classSessionId: item.classSessionId, kidId: item.wish.kidId },
      {
        onSuccess: () =>
          notifications.show({
            title: t(`wish.${list}.removedTitle`),
            message: t(`wish.${list}.removedMessage`, { title: item.title }),
            color: 'green',
          }),
        onError: (error) =>
          notifications.show({
            title: t(`wish.${list}.failedTitle`),
            message: error.message,
            color: 'red',
          }),
      },
    );
  };

  if (wishes.isPending) return <ListSkeleton rows={3} />;
  if (wishes.isError) {
    return (
      <LoadError title={t('wish.loadError')} error={wishes.error} onRetry={() => void wishes.refetch()} />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<IconHeart size={34} />}
        title={t('wish.emptyTitle')}
        action={
          <Button component={Link} to="/classes">
            {t('findClass')}
          </Button>
        }
      >
        {t('wish.emptyText')}
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
                {item.wish.position
                  ? t('wish.waitlistPosition', { position: formatNumber(item.wish.position) })
                  : t('wish.waitlist')}
              </Badge>
            ) : (
              <Badge variant="light" color="pink" c="dark.8" size="sm">
                {t('wish.wishlist')}
              </Badge>
            )
          }
          action={
            <Button
              variant="outline"
              color="red.9"
              size="xs"
              onClick={() => void onRemove(item)}
              aria-label={t('wish.removeLabel', { title: item.title })}
            >
              {t('wish.remove')}
            </Button>
          }
        />
      ))}
      <LoadMore of={wishes} />
    </Stack>
  );
}
