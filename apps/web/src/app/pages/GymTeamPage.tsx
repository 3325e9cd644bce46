import { Card, Stack } from '@mantine/core';
import { GymAdminFrame } from '../../features/gym-admin';
import { InviteTrainer, TeamList } from '../../features/gym-team';
import { useTranslation } from '../../lib/i18n';

/** /gym/admin/team: the trainers a gym may name on its classes and PT, and its open invitations. */
export default function GymTeamPage() {
  const { t } = useTranslation('gymTeam');
  return (
    <GymAdminFrame area="team" title={t('gymTitle')} intro={t('gymIntro')}>
      <Stack gap="lg">
        <Card withBorder padding="md">
          <InviteTrainer />
        </Card>
        <TeamList />
      </Stack>
    </GymAdminFrame>
  );
}
