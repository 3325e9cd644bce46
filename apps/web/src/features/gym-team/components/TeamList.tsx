import type { TeamMember } from '@kinetic/domain';
import { Avatar, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconUserMinus, IconUsersGroup } from '@tabler/icons-react';
import { confirmPopup } from '../../../components/confirm/confirm-store';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { notifications } from '../../../components/toasts';
import { failureText } from '../../../lib/api-client';
import { formatDate, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useRemoveTeamMember, useTeam } from '../api/team';

/** The gym's team: who accepted (and teaches how many upcoming sessions), and who is still invited. */
export function TeamList() {
  const { t } = useTranslation('gymTeam');
  const team = useTeam();
  const remove = useRemoveTeamMember();

  async function takeOff(member: TeamMember) {
    const invited = member.status === 'INVITED';
    const answer = await confirmPopup({
      code: 'CONFIRM',
      title: invited ? t('team.withdrawTitle') : t('team.removeTitle'),
      message: invited
        ? t('team.withdrawQuestion', { name: member.name })
        : t('team.removeQuestion', { name: member.name, count: member.upcomingSessions }),
    });
    if (!answer.confirmed) return;
    remove.mutate(member.trainerId, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          title: invited ? t('team.withdrawn') : t('team.removed'),
          message: t('team.doneMessage', { name: member.name }),
        }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('team.removeFailed'),
          message: failureText(error, t('team.tryAgain')),
        }),
    });
  }

  if (team.isPending) return <ListSkeleton rows={3} height={72} />;
  if (team.isError) {
    return <LoadError title={t('team.loadFailed')} error={team.error} onRetry={() => void team.refetch()} />;
  }
  if (team.data.length === 0) {
    return (
      <EmptyState icon={<IconUsersGroup size={34} />} title={t('team.emptyTitle')}>
        {t('team.emptyText')}
      </EmptyState>
    );
  }
  return (
    <Stack
      gap="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t('team.listLabel')}
    >
      {team.data.map((member) => {
        const invited = member.status === 'INVITED';
        return (
          <Card key={member.trainerId} withBorder padding="md" component="li" data-testid="team-member">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Avatar src={member.photo} alt="" radius="xl" color="brand">
                  {member.name.slice(0, 1)}
                </Avatar>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600}>{member.name}</Text>
                    <Badge color={invited ? 'yellow' : 'teal'} variant="light" c="dark.8">
                      {invited ? t('status.invited') : t('status.accepted')}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed" truncate>
                    {member.email}
                  </Text>
                  <Text size="sm">
                    {invited
                      ? t('team.invitedOn', { date: formatDate(member.invitedAt, { dateStyle: 'medium' }) })
                      : t('team.teaches', {
                          count: member.upcomingSessions,
                          sessions: formatNumber(member.upcomingSessions),
                          date: formatDate(member.joinedAt ?? member.invitedAt, { dateStyle: 'medium' }),
                        })}
                  </Text>
                </Stack>
              </Group>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconUserMinus size={14} aria-hidden />}
                onClick={() => void takeOff(member)}
                aria-label={
                  invited
                    ? t('team.withdrawFor', { name: member.name })
                    : t('team.removeFor', { name: member.name })
                }
              >
                {invited ? t('team.withdraw') : t('team.remove')}
              </Button>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
