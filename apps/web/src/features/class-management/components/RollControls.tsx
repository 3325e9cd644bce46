import { Badge, Button, Group, Text } from '@mantine/core';
import { IconClipboardCheck, IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { confirmPopup } from '../../../components/confirm/confirm-store';
import { notifications } from '../../../components/toasts';
import { failureText } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import type { ParticipantDto } from '../api/contract';
import { useCloseRoll } from '../api/participants';
import { untilStart } from '../model/roll';
import { countFigure } from '../model/time-options';

/** setTimeout's longest wait is about 24 days; a drawer open that long can wait for a reopen. */
const LONGEST_WAIT_MS = 24 * 60 * 60_000;

/** Whether the session has started, turning true at the start while the drawer stays open. */
export function useHasStarted(startsAt: string): boolean {
  const [started, setStarted] = useState(() => untilStart(startsAt, Date.now()) === 0);
  useEffect(() => {
    const wait = untilStart(startsAt, Date.now());
    setStarted(wait === 0);
    if (wait === 0 || wait > LONGEST_WAIT_MS) return;
    const timer = setTimeout(() => setStarted(true), wait);
    return () => clearTimeout(timer);
  }, [startsAt]);
  return started;
}

/** A closed roll (docs/adr/0039): attendance is final, shown in place of check-in. */
export function RollClosedNote() {
  const { t } = useTranslation('classManagement');
  return (
    <Group gap="xs" data-testid="roll-closed">
      <Badge
        variant="light"
        color="gray"
        c="dark.8"
        leftSection={<IconLock size={14} aria-hidden />}
        size="lg"
      >
        {t('roll.closedBadge')}
      </Badge>
      <Text size="sm" c="dimmed">
        {t('roll.final')}
      </Text>
    </Group>
  );
}

/**
 * "Close the roll" of a started session (docs/adr/0039), asked first: everyone not checked in is then
 * absent, and attendance is final.
 */
export function CloseRollButton({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('classManagement');
  const closeRoll = useCloseRoll(sessionId);

  async function close() {
    const answer = await confirmPopup({ code: 'CONFIRM', message: t('roll.question') });
    if (!answer.confirmed) return;
    // Awaited, not mutate's callbacks: the refreshed list closes the roll and this button goes before
    // the call settles, and its toast must still be shown.
    try {
      const { attended, noShows } = await closeRoll.mutateAsync();
      notifications.show({
        color: 'green',
        title: t('roll.closed'),
        message: t('roll.closedMessage', {
          attended: t('roll.attended', { count: attended, n: countFigure(attended) }),
          absent: t('roll.absent', { count: noShows, n: countFigure(noShows) }),
        }),
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('roll.failed'),
        message: failureText(error, t('roll.failedMessage')),
      });
    }
  }

  return (
    <Button
      variant="light"
      leftSection={<IconClipboardCheck size={18} aria-hidden />}
      loading={closeRoll.isPending}
      onClick={() => void close()}
    >
      {t('roll.close')}
    </Button>
  );
}

/** A participant's final attendance, in place of the check-in switch once the roll is closed. */
export function AttendanceBadge({ participant }: { participant: ParticipantDto }) {
  const { t } = useTranslation('classManagement');
  if (participant.attendance === null) return null;
  const attended = participant.attendance === 'ATTENDED';
  return (
    <Badge
      variant="light"
      color={attended ? 'green' : 'red'}
      c={attended ? 'green.9' : 'red.9'}
      data-testid="attendance"
    >
      {t(`roll.attendance_${participant.attendance}`)}
    </Badge>
  );
}
