import { mayEditClasses, routesLikeGym, type UserDto } from '@kinetic/domain';
import { Button, Stack } from '@mantine/core';
import { IconCalendarOff, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { confirmPopup } from '../../../components/confirm/confirm-store';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import type { OwnSessionDto } from '../api/contract';
import { useDeleteSession, useOwnSessions } from '../api/own-sessions';
import { classEditorPath, newClassPath } from '../model/paths';
import { OwnSessionCard } from './OwnSessionCard';
import { ParticipantsDrawer } from './ParticipantsDrawer';
import { SessionTimeModal, type SessionTimeTarget } from './SessionTimeModal';

/**
 * The caller's sessions on one day, each with participants, EDIT and its own seats and time.
 * `openParticipants` opens one session's participants (a partner's notification of a booking leads here).
 */
export function OwnSessionList({
  user,
  date,
  openParticipants = null,
  onParticipantsClosed,
}: {
  user: UserDto;
  date: string;
  openParticipants?: number | null;
  onParticipantsClosed?: () => void;
}) {
  const { t } = useTranslation('classManagement');
  const sessions = useOwnSessions(date);
  const deleteSession = useDeleteSession();
  const isGym = routesLikeGym(user.userCategory);
  const [participantsOf, setParticipantsOf] = useState<number | null>(openParticipants);
  useEffect(() => {
    if (openParticipants !== null) setParticipantsOf(openParticipants);
  }, [openParticipants]);
  const [editing, setEditing] = useState<SessionTimeTarget | null>(null);

  if (sessions.isPending) return <ListSkeleton rows={3} />;
  if (sessions.isError)
    return (
      <LoadError
        title={t('sessions.loadError')}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
      />
    );
  const list = sessions.data;
  const open = list.find((session) => session.classSessionId === participantsOf) ?? null;

  const remove = async (session: OwnSessionDto) => {
    const answer = await confirmPopup({
      code: 'CONFIRM',
      title: t('sessions.deleteTitle'),
      message: t('sessions.deleteQuestion'),
    });
    if (!answer.confirmed) return;
    deleteSession.mutate(session.classSessionId, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          title: t('sessions.deleted'),
          message: t('sessions.deletedMessage'),
        }),
      onError: (error) =>
        error instanceof ApiError &&
        error.status < 500 &&
        notifications.show({ color: 'red', title: t('sessions.deleteFailed'), message: error.message }),
    });
  };

  if (list.length === 0)
    return (
      <EmptyState
        icon={<IconCalendarOff size={34} />}
        title={t('sessions.emptyTitle')}
        action={
          mayEditClasses(user) ? (
            <Button
              component={Link}
              to={newClassPath(user.userCategory)}
              leftSection={<IconPlus size={16} />}
            >
              {t('sessions.createClass')}
            </Button>
          ) : undefined
        }
      >
        {mayEditClasses(user) ? t('sessions.emptyEditor') : t('sessions.emptyViewer')}
      </EmptyState>
    );

  return (
    <Stack gap="sm">
      {list.map((session) => (
        <OwnSessionCard
          key={session.classSessionId}
          session={session}
          editPath={classEditorPath(user.userCategory, session.classId)}
          onParticipants={() => setParticipantsOf(session.classSessionId)}
          onEditSession={() =>
            setEditing({
              kind: 'session',
              sessionId: session.classSessionId,
              title: session.title,
              classDate: session.classDate,
              fromTime: session.fromTime,
              toTime: session.toTime,
              totalSeat: session.totalSeat,
              creditSeats: session.creditSeats,
              bookedCount: session.bookedCount,
            })
          }
          onDeleteSession={() => void remove(session)}
        />
      ))}
      <ParticipantsDrawer
        session={open}
        isGym={isGym}
        onClose={() => {
          setParticipantsOf(null);
          onParticipantsClosed?.();
        }}
      />
      <SessionTimeModal target={editing} user={user} onClose={() => setEditing(null)} />
    </Stack>
  );
}
