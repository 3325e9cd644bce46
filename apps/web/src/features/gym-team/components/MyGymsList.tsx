import type { TrainerGym } from '@kinetic/domain';
import { Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconCheck, IconDoorExit, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { confirmPopup } from '../../../components/confirm/confirm-store';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { notifications } from '../../../components/toasts';
import { failureText } from '../../../lib/api-client';
import { formatDate, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useAnswerInvitation, useLeaveGym, useMyGyms } from '../api/team';

/**
 * A trainer's gyms: invitations to accept or decline, and the teams they are on, each of
 * which they may leave. Nothing a gym does names them on a class until they accept.
 */
export function MyGymsList() {
  const { t } = useTranslation('gymTeam');
  const gyms = useMyGyms();
  const answer = useAnswerInvitation();
  const leave = useLeaveGym();

  const failed = (error: Error) =>
    notifications.show({
      color: 'red',
      title: t('mine.failed'),
      message: failureText(error, t('team.tryAgain')),
    });

  function reply(gym: TrainerGym, accept: boolean) {
    answer.mutate(
      { gymId: gym.gymId, accept },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            title: accept ? t('mine.joined', { gym: gym.name }) : t('mine.declined'),
            message: accept
              ? t('mine.joinedMessage', { gym: gym.name })
              : t('mine.declinedMessage', { gym: gym.name }),
          }),
        onError: failed,
      },
    );
  }

  async function leaveGym(gym: TrainerGym) {
    const sure = await confirmPopup({
      code: 'CONFIRM',
      title: t('mine.leaveTitle', { gym: gym.name }),
      message: t('mine.leaveQuestion', { gym: gym.name, count: gym.upcomingSessions }),
    });
    if (!sure.confirmed) return;
    leave.mutate(gym.gymId, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          title: t('mine.left', { gym: gym.name }),
          message: t('mine.leftMessage'),
        }),
      onError: failed,
    });
  }

  if (gyms.isPending) return <ListSkeleton rows={2} height={72} />;
  if (gyms.isError) {
    return <LoadError title={t('mine.loadFailed')} error={gyms.error} onRetry={() => void gyms.refetch()} />;
  }
  if (gyms.data.length === 0) {
    return (
      <EmptyState icon={<IconBuildingStore size={34} />} title={t('mine.emptyTitle')}>
        {t('mine.emptyText')}
      </EmptyState>
    );
  }
  const invitations = gyms.data.filter((gym) => gym.status === 'INVITED');
  const teams = gyms.data.filter((gym) => gym.status === 'ACCEPTED');
  const busy = answer.isPending || leave.isPending;
  return (
    <Stack gap="lg">
      <GymSection id="invitations-heading" title={t('mine.invitations')}>
        {invitations.map((gym) => (
          <GymCard
            key={gym.gymId}
            gym={gym}
            line={t('mine.invitedOn', { date: formatDate(gym.invitedAt, { dateStyle: 'medium' }) })}
          >
            <Group gap="xs">
              <Button
                leftSection={<IconCheck size={16} aria-hidden />}
                disabled={busy}
                onClick={() => reply(gym, true)}
                aria-label={t('mine.acceptFor', { gym: gym.name })}
              >
                {t('mine.accept')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconX size={16} aria-hidden />}
                disabled={busy}
                onClick={() => reply(gym, false)}
                aria-label={t('mine.declineFor', { gym: gym.name })}
              >
                {t('mine.decline')}
              </Button>
            </Group>
          </GymCard>
        ))}
      </GymSection>
      <GymSection id="teams-heading" title={t('mine.teams')}>
        {teams.map((gym) => (
          <GymCard
            key={gym.gymId}
            gym={gym}
            line={t('mine.teaches', {
              count: gym.upcomingSessions,
              sessions: formatNumber(gym.upcomingSessions),
              date: formatDate(gym.joinedAt ?? gym.invitedAt, { dateStyle: 'medium' }),
            })}
          >
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconDoorExit size={16} aria-hidden />}
              disabled={busy}
              onClick={() => void leaveGym(gym)}
              aria-label={t('mine.leaveFor', { gym: gym.name })}
            >
              {t('mine.leave')}
            </Button>
          </GymCard>
        ))}
      </GymSection>
    </Stack>
  );
}

/** A titled list of gym cards; nothing when the list is empty. */
function GymSection({ id, title, children }: { id: string; title: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** One gym, an invitation or a team: its picture, name and status, a line about it, and its actions. */
function GymCard({ gym, line, children }: { gym: TrainerGym; line: string; children: ReactNode }) {
  const { t } = useTranslation('gymTeam');
  const invited = gym.status === 'INVITED';
  return (
    <Card withBorder padding="md" data-testid={invited ? 'gym-invitation' : 'gym-team'}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={gym.photo} alt="" radius="xl" color="brand">
            {gym.name.slice(0, 1)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600} component={Link} to={`/gym/${gym.gymId}`}>
                {gym.name}
              </Text>
              <Badge color={invited ? 'yellow' : 'teal'} variant="light" c="dark.8">
                {invited ? t('status.invitedYou') : t('status.accepted')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {line}
            </Text>
          </Stack>
        </Group>
        {children}
      </Group>
    </Card>
  );
}
