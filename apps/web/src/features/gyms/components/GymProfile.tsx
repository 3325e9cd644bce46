import type { GymBranchItemDto, GymPageDto } from '@kinetic/domain';
import { Anchor, Avatar, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadStates';
import { PageMeta } from '../../../components/PageMeta';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { trainerPath, webPageHref } from '../../../lib/links';
import { useGym } from '../api/gyms';
import { GymBranches } from './GymBranches';
import { GymUpcomingClasses } from './GymUpcomingClasses';

/** The gym page: about, branches with their addresses, trainers and upcoming classes. */
export function GymProfile({
  gymId,
  renderMap,
}: {
  gymId: number;
  renderMap?: (branch: GymBranchItemDto) => ReactNode;
}) {
  const { t } = useTranslation('gyms');
  const gym = useGym(gymId);
  if (gym.isPending && Number.isInteger(gymId) && gymId > 0) {
    return (
      <Stack>
        <PageMeta title={t('profile.title')} />
        <Skeleton h={160} radius="md" />
        <Skeleton h={200} radius="md" />
      </Stack>
    );
  }
  if (gym.isError || !gym.data) {
    const missing = !gym.error || (gym.error instanceof ApiError && gym.error.status === 404);
    return (
      <>
        <PageMeta title={t('profile.notFoundTitle')} />
        {missing ? (
          <EmptyState
            icon={<IconBuildingOff size={34} />}
            title={t('profile.notFound')}
            action={
              <Button component={Link} to="/gyms">
                {t('profile.browse')}
              </Button>
            }
          >
            {t('profile.notFoundText')}
          </EmptyState>
        ) : (
          <LoadError title={t('profile.loadError')} error={gym.error} onRetry={() => void gym.refetch()} />
        )}
      </>
    );
  }
  return <GymDetails gym={gym.data} renderMap={renderMap} />;
}

function GymDetails({
  gym,
  renderMap,
}: {
  gym: GymPageDto;
  renderMap?: (branch: GymBranchItemDto) => ReactNode;
}) {
  const { t } = useTranslation('gyms');
  const website = webPageHref(gym.website);
  const areas = gym.gymBranchResponseList
    .map((branch) => branch.localityName ?? branch.branchName)
    .join(', ');
  return (
    <Stack gap="lg">
      <PageMeta
        title={gym.studioName}
        description={
          areas
            ? t('profile.metaDescription', { name: gym.studioName, kind: gym.classType, areas })
            : t('profile.metaDescriptionPlain', { name: gym.studioName, kind: gym.classType })
        }
      />
      <Card withBorder radius="lg" padding="lg">
        <Group gap="lg">
          <Avatar
            src={gym.profileImageThumbnail}
            name={gym.studioName}
            color="brand"
            size={96}
            radius="lg"
            alt=""
          />
          <Stack gap={4} style={{ flex: '1 1 220px' }}>
            <Title order={1}>{gym.studioName}</Title>
            <Text c="dimmed">{gym.classType}</Text>
            {gym.bio && (
              <Text style={{ whiteSpace: 'pre-line' }} dir="auto">
                {gym.bio}
              </Text>
            )}
            {website && (
              <Anchor href={website} target="_blank" rel="noopener noreferrer" size="sm">
                {t('profile.website')}
              </Anchor>
            )}
          </Stack>
        </Group>
      </Card>
      <GymBranches branches={gym.gymBranchResponseList} renderMap={renderMap} />
      {gym.trainers.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="gym-trainers">
          <Title order={2} size="h4" id="gym-trainers">
            {t('profile.trainers')}
          </Title>
          <Group gap="md">
            {gym.trainers.map((trainer) => (
              <Anchor key={trainer.id} component={Link} to={trainerPath(trainer)} underline="never">
                <Group gap="xs" wrap="nowrap">
                  <Avatar
                    src={trainer.profileImageThumbnail}
                    name={`${trainer.firstName} ${trainer.lastName}`}
                    color="brand"
                    alt=""
                  />
                  <Text fw={600} size="sm" c="inherit">
                    {trainer.firstName} {trainer.lastName}
                  </Text>
                </Group>
              </Anchor>
            ))}
          </Group>
        </Stack>
      )}
      <GymUpcomingClasses gymId={gym.id} first={gym.upcomingClasses} />
    </Stack>
  );
}
