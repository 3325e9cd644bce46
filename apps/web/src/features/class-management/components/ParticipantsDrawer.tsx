import { CHECK_IN_OPENS_MINUTES, isCheckInOpen, mayCancelCustomersBooking } from '@kinetic/domain';
import {
  Badge,
  Button,
  Card,
  Divider,
  Drawer,
  Group,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconQrcode, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { classDayLabel, classTimeRange } from '../../../lib/class-format';
import { formatTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSessionUser } from '../../../lib/session';
import type { OwnSessionDto, ParticipantDto } from '../api/contract';
import { useCheckIn, useParticipants } from '../api/participants';
import { isRollClosed } from '../model/roll';
import { countFigure } from '../model/time-options';
import { CancelParticipantModal } from './CancelParticipantModal';
import {
  AbsenceControls,
  AttendanceBadge,
  CloseRollButton,
  RollClosedNote,
  showFailure,
  useHasStarted,
} from './RollControls';
import { GuestJoinForm, MessageParticipantsForm } from './SessionTools';
import { WaitlistSection } from './WaitlistSection';

/** The camera scanner and its decoder load when the desk asks for them. */
const CheckInScanner = lazy(() => import('./CheckInScanner'));

/** The wall-clock time check-in opens, from the session's start ('HH:mm' in its zone). */
function checkInOpeningTime(fromTime: string): string {
  const [hours, minutes] = fromTime.split(':').map(Number) as [number, number];
  const at = (hours * 60 + minutes - CHECK_IN_OPENS_MINUTES + 24 * 60) % (24 * 60);
  return `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
}

/**
 * Who is booked on a session: check in, mark absent and close the roll once the class has started
 * (attendance is then final and shows in place of check-in), cancel with a refund type, book from the waitlist (the gym or
 * trainer running it), add a guest (gyms), message them.
 */
export function ParticipantsDrawer({
  session,
  isGym,
  onClose,
}: {
  session: OwnSessionDto | null;
  isGym: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('classManagement');
  return (
    <Drawer
      opened={session !== null}
      onClose={onClose}
      // Mantine mirrors it in Arabic: it opens at the end of the line, on the left.
      position="right"
      size="lg"
      title={session ? t('participants.title', { title: session.title }) : t('participants.titlePlain')}
      closeButtonProps={{ 'aria-label': t('participants.close') }}
    >
      {session && <ParticipantsBody session={session} isGym={isGym} />}
    </Drawer>
  );
}

function ParticipantsBody({ session, isGym }: { session: OwnSessionDto; isGym: boolean }) {
  const { t } = useTranslation('classManagement');
  const participants = useParticipants(session.classSessionId);
  const checkIn = useCheckIn(session.classSessionId);
  const [cancelling, setCancelling] = useState<ParticipantDto | null>(null);
  const [scanning, setScanning] = useState(false);
  const list = participants.data ?? [];
  // The side that runs the class cancels bookings: the gym, or a freelance trainer at her own class.
  const user = useSessionUser();
  const canCancel = user !== null && mayCancelCustomersBooking(user, session.managers);
  const checkedIn = list.filter((participant) => participant.checkedIn).length;
  // At the door, not the day before (the API refuses an early check-in in the same words).
  const checkInOpen = isCheckInOpen(new Date(session.startsAt), new Date());
  // Once the class has started the roll can be closed; once it is, attendance is final (docs/adr/0039).
  const started = useHasStarted(session.startsAt);
  // The server says whether the roll is closed; the list is read again after every change (a close, or a
  // refusal saying it closed meanwhile).
  const rollClosed = isRollClosed(list);
  const canScan = checkInOpen && !rollClosed && list.length > 0;
  const canCloseRoll = started && !rollClosed && list.length > 0;

  return (
    <Stack gap="md">
      <Text c="dimmed">
        {t('participants.summary', {
          day: classDayLabel(session.classDate),
          time: classTimeRange(session),
          booked: countFigure(list.length),
          total: countFigure(session.totalSeat),
          checkedIn: countFigure(checkedIn),
        })}
      </Text>
      {rollClosed && <RollClosedNote />}
      {!checkInOpen && !rollClosed && list.length > 0 && (
        <Text size="sm" data-testid="check-in-opens">
          {t('participants.checkInOpensAt', { time: formatTime(checkInOpeningTime(session.fromTime)) })}
        </Text>
      )}
      {canScan && scanning && (
        <Suspense fallback={<Skeleton h={200} radius="md" />}>
          <CheckInScanner sessionId={session.classSessionId} onClose={() => setScanning(false)} />
        </Suspense>
      )}
      {((canScan && !scanning) || canCloseRoll) && (
        <Group>
          {canScan && !scanning && (
            <Button variant="light" leftSection={<IconQrcode size={18} />} onClick={() => setScanning(true)}>
              {t('scan.open')}
            </Button>
          )}
          {canCloseRoll && <CloseRollButton sessionId={session.classSessionId} />}
        </Group>
      )}
      {participants.isPending ? (
        <ListSkeleton rows={3} height={64} />
      ) : participants.isError ? (
        <LoadError
          title={t('participants.loadError')}
          error={participants.error}
          onRetry={() => void participants.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState icon={<IconUsers size={30} />} title={t('participants.emptyTitle')}>
          {isGym ? t('participants.emptyGym') : t('participants.emptyTrainer')}
        </EmptyState>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('participants.list')}
        >
          {list.map((participant) => (
            <Card
              key={participant.bookingId}
              withBorder
              padding="sm"
              radius="md"
              component="li"
              data-testid="participant"
            >
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text fw={600}>{participant.name}</Text>
                    {participant.guest && (
                      <Badge size="sm" variant="light" color="gray.8">
                        {t('participants.guest')}
                      </Badge>
                    )}
                    {participant.kidName && (
                      <Badge size="sm" variant="light">
                        {t('participants.forKid', { name: participant.kidName })}
                      </Badge>
                    )}
                  </Group>
                  {(participant.email || participant.mobile) && (
                    <Text size="sm" c="dimmed" truncate>
                      {[participant.email, participant.mobile].filter(Boolean).join(' · ')}
                    </Text>
                  )}
                </Stack>
                <Group gap="sm">
                  {rollClosed ? (
                    <AttendanceBadge participant={participant} />
                  ) : (
                    <>
                      {participant.attendance !== 'NO_SHOW' && (
                        <Switch
                          label={t('participants.checkedIn')}
                          checked={participant.checkedIn}
                          disabled={
                            (!checkInOpen && !participant.checkedIn) ||
                            (checkIn.isPending && checkIn.variables?.bookingId === participant.bookingId)
                          }
                          onChange={(event) =>
                            checkIn.mutate(
                              { bookingId: participant.bookingId, checkedIn: event.currentTarget.checked },
                              {
                                onError: (error) =>
                                  showFailure(
                                    t('participants.checkInFailed'),
                                    error,
                                    t('participants.checkInFailedMessage'),
                                  ),
                              },
                            )
                          }
                          aria-label={t('participants.checkedInOf', { name: participant.name })}
                        />
                      )}
                      <AbsenceControls
                        sessionId={session.classSessionId}
                        participant={participant}
                        started={started}
                      />
                    </>
                  )}
                  {canCancel && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      c="red.9"
                      onClick={() => setCancelling(participant)}
                      aria-label={t('participants.cancelBookingOf', { name: participant.name })}
                    >
                      {t('participants.cancelBooking')}
                    </Button>
                  )}
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <Divider />
      <WaitlistSection sessionId={session.classSessionId} />
      {isGym && (
        <>
          <Divider />
          <Title order={3} size="h5">
            {t('participants.walkIn')}
          </Title>
          <GuestJoinForm sessionId={session.classSessionId} />
        </>
      )}
      <Divider />
      <MessageParticipantsForm sessionId={session.classSessionId} disabled={list.length === 0} />
      <CancelParticipantModal
        sessionId={session.classSessionId}
        participant={cancelling}
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}
