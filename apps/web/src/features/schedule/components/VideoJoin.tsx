import {
  type BookingItemDto,
  VIDEO_JOIN_OPENS_MINUTES,
  VIDEO_MOBILE_WEB_MESSAGE,
  videoJoinState,
} from '@kinetic/domain';
import { Button, Stack, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { domainText, useTranslation } from '../../../lib/i18n';
import { livePath } from '../../../lib/links';
import { useMaxWidth } from '../../../lib/screen';

/** A clock that moves on every `ms`, so Join opens without a reload. */
function useTick(ms: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), ms);
    return () => window.clearInterval(id);
  }, [ms]);
  return now;
}

/**
 * Join of a booked live video class (SPEC 1, 2.4): active from 10 minutes before the start, it opens
 * the live page where the trainer streams. Mobile browsers get the spec's message.
 */
export function VideoJoin({ item }: { item: BookingItemDto }) {
  const { t } = useTranslation('schedule');
  const isPhone = useMaxWidth('48em');
  const now = useTick(15_000);
  const state = videoJoinState(new Date(item.startsAt), new Date(item.endsAt), now);
  if (state === 'ENDED') return null;
  if (isPhone) {
    return (
      <Text size="xs" c="dimmed" maw={240} data-testid="video-mobile-note">
        {domainText(VIDEO_MOBILE_WEB_MESSAGE)}
      </Text>
    );
  }
  if (state === 'OPEN') {
    return (
      <Button
        component={Link}
        to={livePath(item.classSessionId)}
        size="xs"
        leftSection={<IconVideo size={16} aria-hidden />}
        aria-label={t('booking.joinLabel', { title: item.title })}
      >
        {t('booking.join')}
      </Button>
    );
  }
  return (
    <Stack gap={2} align="flex-end">
      <Button
        size="xs"
        disabled
        leftSection={<IconVideo size={16} aria-hidden />}
        aria-label={t('booking.joinLabel', { title: item.title })}
      >
        {t('booking.join')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('booking.joinOpens', { minutes: formatNumber(VIDEO_JOIN_OPENS_MINUTES) })}
      </Text>
    </Stack>
  );
}
