import { type BookingItemDto, zonedParts } from '@kinetic/domain';
import { Alert, Badge, Button, Stack } from '@mantine/core';
import { IconCircleCheck, IconMapPinCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { formatTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { PositionError, useSelfCheckIn } from '../api/self-check-in';

/** A clock that moves every half minute while `active`, so "I'm here" appears without a reload. */
export function useSelfCheckInClock(active: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    const id = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(id);
  }, [active]);
  return now;
}

/** "Checked in at 05:52 PM": when, on the class's own clock. */
export function CheckedInBadge({ checkedInAt, timeZone }: { checkedInAt: string; timeZone: string }) {
  const { t } = useTranslation('schedule');
  const time = formatTime(zonedParts(new Date(checkedInAt), timeZone).time);
  return (
    <Badge
      variant="light"
      color="teal"
      c="dark.8"
      size="sm"
      leftSection={<IconCircleCheck size={12} aria-hidden />}
      data-testid="checked-in"
    >
      {t('selfCheckIn.checkedIn', { time })}
    </Badge>
  );
}

/**
 * "I'm here" of a booking inside its self check-in window: asks the browser where the customer stands,
 * sends it, and on success hands the check-in time back (the row then shows it) with a toast. A refusal
 * is shown under the button in the API's words; no position, in ours. A failure that never reached the
 * API, or the API's own, is the shell's popup.
 */
export function SelfCheckInButton({
  item,
  onCheckedIn,
}: {
  item: BookingItemDto;
  onCheckedIn: (checkedInAt: string) => void;
}) {
  const { t } = useTranslation('schedule');
  const checkIn = useSelfCheckIn();
  const [problem, setProblem] = useState<string | null>(null);

  const tap = () => {
    setProblem(null);
    checkIn.mutate(item.booking.bookingId, {
      onSuccess: (result) => {
        onCheckedIn(result.checkedInAt);
        notifications.show({
          color: 'green',
          title: t('selfCheckIn.doneTitle'),
          message: t('selfCheckIn.doneMessage', { title: item.title }),
        });
      },
      onError: (error) => {
        if (error instanceof PositionError) {
          setProblem(
            t(error.reason === 'DENIED' ? 'selfCheckIn.locationDenied' : 'selfCheckIn.locationUnavailable'),
          );
        } else if (error instanceof ApiError && error.status > 0 && error.status < 500) {
          setProblem(error.message);
        }
      },
    });
  };

  return (
    <Stack gap={6} align="flex-end" maw={320}>
      <Button
        size="xs"
        leftSection={<IconMapPinCheck size={16} aria-hidden />}
        loading={checkIn.isPending}
        onClick={tap}
        aria-label={t('selfCheckIn.label', { title: item.title })}
      >
        {t('selfCheckIn.button')}
      </Button>
      {problem && (
        <Alert color="red" variant="light" p="xs" title={t('selfCheckIn.failedTitle')} w="100%">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
