import type { BookingItemDto } from '@kinetic/domain';
import { Button } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';

/** "Rate" on a finished booking the customer checked in to: the rating form opens. */
export function RateLink({ item, now }: { item: BookingItemDto; now: Date }) {
  const { t } = useTranslation('reviews');
  if (item.booking.checkedInAt === null || new Date(item.endsAt) > now) return null;
  return (
    <Button
      component={Link}
      to={`/review/${item.booking.bookingId}`}
      variant="light"
      size="xs"
      leftSection={<IconStar size={16} aria-hidden />}
      aria-label={t('rate.label', { title: item.title })}
    >
      {t('rate.action')}
    </Button>
  );
}
