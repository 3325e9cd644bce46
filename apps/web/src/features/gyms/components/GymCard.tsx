import type { GymItemDto } from '@kinetic/domain';
import { Anchor, Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { gymPath } from '../../../lib/links';

/** A gym in a grid: logo or initials, studio name (the link), kind, branches and class count. */
export function GymCard({ gym }: { gym: GymItemDto }) {
  const { t } = useTranslation('gyms');
  const places = gym.gymBranchResponseList.map((branch) => branch.localityName ?? branch.branchName);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="gym-card">
      <Stack gap="xs" h="100%">
        <Group wrap="nowrap" gap="sm">
          <Avatar
            src={gym.profileImageThumbnail}
            name={gym.studioName}
            color="brand"
            size={56}
            radius="md"
            alt=""
          />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={gymPath(gym.id)} fw={700} size="lg">
              {gym.studioName}
            </Anchor>
            <Text size="sm" c="dimmed">
              {gym.classType}
            </Text>
          </Stack>
        </Group>
        {places.length > 0 && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">{places.join(' · ')}</Text>
          </Group>
        )}
        <Text size="xs" c="dimmed" mt="auto">
          {t('upcomingClasses', { count: gym.upcomingClassCount })}
        </Text>
      </Stack>
    </Card>
  );
}
