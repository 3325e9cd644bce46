import type { BookingItemDto } from '@kinetic/domain';
import { Badge, Button } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ClassSummaryRow } from '../../../components/ClassSummaryRow';
import { useTranslation } from '../../../lib/i18n';
import { selfCheckInState } from '../model/self-check-in';
import { CheckedInBadge, SelfCheckInButton, useSelfCheckInClock } from './SelfCheckIn';
import { VideoJoin } from './VideoJoin';

/**
 * A booked class: the kid it is for, Join for a live video class, "I'm here" inside its self check-in
 * window (then when it was checked in), the check-in code for one in person until it ends, and Cancel
 * while it has not started.
 */
export function BookingRow({
  item,
  showDate = true,
  onCancel,
  onShowCode,
  extraAction,
  now,
}: {
  item: BookingItemDto;
  showDate?: boolean;
  onCancel?: (item: BookingItemDto) => void;
  onShowCode?: (item: BookingItemDto) => void;
  /** A page's own button beside the row's (the finished classes' Rate). */
  extraAction?: ReactNode;
  now: Date;
}) {
  const { t } = useTranslation('schedule');
  // The check-in this page made, until the refreshed list carries it.
  const [checkedInHere, setCheckedInHere] = useState<string | null>(null);
  const checkedInAt = item.booking.checkedInAt ?? checkedInHere;
  const tick = useSelfCheckInClock(
    item.booking.selfCheckInMinutes !== null && checkedInAt === null && new Date(item.endsAt) > now,
  );
  const selfCheckIn = selfCheckInState(
    { ...item, booking: { ...item.booking, checkedInAt } },
    tick > now ? tick : now,
  );
  const started = new Date(item.startsAt) <= now;
  const ended = new Date(item.endsAt) <= now;
  const showsCode = onShowCode !== undefined && !item.videoClass && !ended;
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
          {checkedInAt && <CheckedInBadge checkedInAt={checkedInAt} timeZone={item.timeZone} />}
        </>
      }
      action={
        (item.videoClass && !ended) ||
        selfCheckIn === 'OPEN' ||
        showsCode ||
        (onCancel && !started) ||
        extraAction ? (
          <>
            {extraAction}
            {item.videoClass && !ended && <VideoJoin item={item} />}
            {selfCheckIn === 'OPEN' && <SelfCheckInButton item={item} onCheckedIn={setCheckedInHere} />}
            {showsCode && (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconQrcode size={16} />}
                onClick={() => onShowCode(item)}
                aria-label={t('booking.codeLabel', { title: item.title })}
              >
                {t('booking.code')}
              </Button>
            )}
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
