import type { BookingItemDto } from '@kinetic/domain';
import { Badge, Button } from '@mantine/core';
import { ClassSummaryRow } from '../../../components/ClassSummaryRow';
import { useTranslation } from '../../../lib/i18n';
import { VideoJoin } from './VideoJoin';

/** A booked class: the kid it is for, Join for a live video class, and Cancel while it has not started. */
export function BookingRow({
  item,
  showDate = true,
  onCancel,
  now,
}: {
  item: BookingItemDto;
  showDate?: boolean;
  onCancel?: (item: BookingItemDto) => void;
  now: Date;
}) {
  const { t } = useTranslation('schedule');
  const started = new Date(item.startsAt) <= now;
  const ended = new Date(item.endsAt) <= now;
  return (
    <ClassSummaryRow
      item={item}
      showDate={showDate}
      showJoinState={false}
      badges={
        <>
          {item.booking.kidName && (
            <Badge variant="light" color="grape" size="sm">
              {t('booking.forKid', { name: item.booking.kidName })}
            </Badge>
          )}
          {ended ? (
            <Badge variant="light" color="gray" size="sm">
              {t('booking.finished')}
            </Badge>
          ) : started ? (
            <Badge variant="light" color="teal" size="sm">
              {t('booking.inProgress')}
            </Badge>
          ) : null}
        </>
      }
      action={
        (item.videoClass && !ended) || (onCancel && !started) ? (
          <>
            {item.videoClass && !ended && <VideoJoin item={item} />}
            {onCancel && !started && (
              <Button
                variant="outline"
                color="red.9"
                size="xs"
                onClick={() => onCancel(item)}
                aria-label={t('booking.cancelLabel', { title: item.title })}
              >
                {t('booking.cancel')}
              </Button>
            )}
          </>
        ) : undefined
      }
    />
  );
}
