import { Badge, Button, Group, Text } from '@mantine/core';
import { IconClipboardCheck, IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { confirmPopup } from '../../../components/confirm/confirm-store';
import { notifications } from '../../../components/toasts';
import { failureText } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import type { ParticipantDto } from '../api/contract';
import { useCloseRoll, useMarkAbsent } from '../api/participants';
import { untilStart } from '../model/roll';
import { countFigure } from '../model/time-options';

/** setTimeout's longest wait is about 24 days; a drawer open that long can wait for a reopen. */
const LONGEST_WAIT_MS = 24 * 60 * 60_000;

/** A red toast with the server's words on a failed call, or `fallback` when it never reached the server. */
export function showFailure(title: string, error: unknown, fallback: string) {
  notifications.show({ color: 'red', title, message: failureText(error, fallback) });
}

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
 * "Close the roll" of a started session (docs/adr/0039), asked first: attendance is then final, those
 * marked absent are no-shows and those not checked in count as the seat policy says. The list read
 * again afterwards says the roll is closed, after this close or a refusal saying it closed before.
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
      showFailure(t('roll.failed'), error, t('roll.failedMessage'));
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

/**
 * Marking a participant absent while the roll is open (docs/adr/0039): once the class has started, an
 * "Absent" button for one neither checked in nor marked absent; for one marked absent, the red badge
 * and "Undo". Guests are marked absent too. After a refusal the list read again shows the true state
 * (the roll closed meanwhile, say).
 */
export function AbsenceControls({
  sessionId,
  participant,
  started,
}: {
  sessionId: number;
  participant: ParticipantDto;
  started: boolean;
}) {
  const { t } = useTranslation('classManagement');
  const markAbsent = useMarkAbsent(sessionId);

  // Awaited, not mutate's callbacks: the refreshed list may replace this control before the call
  // settles, and a refusal's toast must still be shown.
  async function change(absent: boolean) {
    try {
      await markAbsent.mutateAsync({ bookingId: participant.bookingId, absent });
    } catch (error) {
      showFailure(t('participants.absentFailed'), error, t('participants.absentFailedMessage'));
    }
  }

  if (participant.attendance === 'NO_SHOW') {
    return (
      <Group gap={6}>
        <AttendanceBadge participant={participant} />
        <Button
          size="xs"
          variant="subtle"
          loading={markAbsent.isPending}
          onClick={() => void change(false)}
          aria-label={t('participants.undoAbsentOf', { name: participant.name })}
        >
          {t('participants.undoAbsent')}
        </Button>
      </Group>
    );
  }
  if (participant.checkedIn || !started) return null;
  return (
    <Button
      size="xs"
      variant="default"
      loading={markAbsent.isPending}
      onClick={() => void change(true)}
      aria-label={t('participants.markAbsentOf', { name: participant.name })}
    >
      {t('participants.markAbsent')}
    </Button>
  );
}
