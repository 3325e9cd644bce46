import { nationalityIn, TRAINER_TYPE_LABEL, type TrainerPageDto } from '@kinetic/domain';
import { Avatar, Badge, Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCertificate, IconUserOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadStates';
import { PageMeta } from '../../../components/PageMeta';
import { ApiError } from '../../../lib/api-client';
import { domainText, useLanguage, useTranslation } from '../../../lib/i18n';
import { useTrainer } from '../api/trainers';
import { FollowButton } from './FollowButton';
import { trainerName } from './TrainerCard';
import { TrainerUpcomingClasses } from './TrainerUpcomingClasses';

type Viewer = 'customer' | 'guest' | 'other';

/** The trainer page: profile, bio, activities, certificates and upcoming classes. */
export function TrainerProfile({
  trainerId,
  viewer,
  onSignInNeeded,
}: {
  trainerId: number;
  viewer: Viewer;
  onSignInNeeded: () => void;
}) {
  const { t } = useTranslation('trainers');
  const trainer = useTrainer(trainerId);
  if (trainer.isPending && Number.isInteger(trainerId) && trainerId > 0) {
    return (
      <Stack>
        <PageMeta title={t('profile.title')} />
        <Skeleton h={180} radius="md" />
        <Skeleton h={240} radius="md" />
      </Stack>
    );
  }
  if (trainer.isError || !trainer.data) {
    const missing = !trainer.error || (trainer.error instanceof ApiError && trainer.error.status === 404);
    return (
      <>
        <PageMeta title={t('profile.notFoundTitle')} />
        {missing ? (
          <EmptyState
            icon={<IconUserOff size={34} />}
            title={t('profile.notFound')}
            action={
              <Button component={Link} to="/trainers">
                {t('profile.browse')}
              </Button>
            }
          >
            {t('profile.notFoundText')}
          </EmptyState>
        ) : (
          <LoadError
            title={t('profile.loadError')}
            error={trainer.error}
            onRetry={() => void trainer.refetch()}
          />
        )}
      </>
    );
  }
  return <TrainerDetails trainer={trainer.data} viewer={viewer} onSignInNeeded={onSignInNeeded} />;
}

function TrainerDetails({
  trainer,
  viewer,
  onSignInNeeded,
}: {
  trainer: TrainerPageDto;
  viewer: Viewer;
  onSignInNeeded: () => void;
}) {
  const { t } = useTranslation('trainers');
  const language = useLanguage();
  const name = trainerName(trainer);
  const activities = trainer.categoryList
    .map((category) => category.name)
    .join(t('profile.activitiesSeparator'));
  const type = trainer.trainerType
    ? (TRAINER_TYPE_LABEL[trainer.trainerType as keyof typeof TRAINER_TYPE_LABEL] ?? null)
    : null;
  return (
    <Stack gap="lg">
      <PageMeta
        title={t('profile.metaTitle', { name })}
        description={
          activities
            ? t('profile.metaDescription', { name, activities })
            : t('profile.metaDescriptionPlain', { name })
        }
      />
      <Card withBorder radius="lg" padding="lg">
        <Group gap="lg" align="center">
          <Avatar
            src={trainer.profileImageThumbnail}
            name={name}
            color="brand"
            size={112}
            radius={112}
            alt=""
          />
          <Stack gap={6} style={{ flex: '1 1 220px' }}>
            <Title order={1}>{name}</Title>
            <Group gap="xs">
              {type && (
                <Badge variant="outline" color="gray.8">
                  {domainText(type)}
                </Badge>
              )}
              {trainer.nationality && (
                <Text size="sm" c="dimmed">
                  {nationalityIn(trainer.nationality, language)}
                </Text>
              )}
              <Text size="sm" c="dimmed" data-testid="follower-count">
                {t('followers', { count: trainer.followerCount })}
              </Text>
            </Group>
            <Group gap={6}>
              {trainer.categoryList.map((category) => (
                <Badge key={category.id} variant="light">
                  {category.name}
                </Badge>
              ))}
            </Group>
          </Stack>
          <FollowButton
            trainerId={trainer.id}
            followed={trainer.isFollowed}
            viewer={viewer}
            onSignInNeeded={onSignInNeeded}
            trainerName={name}
          />
        </Group>
      </Card>

      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="trainer-about">
        <Title order={2} size="h4" id="trainer-about" mb="sm">
          {t('profile.about', { name: trainer.firstName })}
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }} dir="auto">
          {trainer.bio || t('profile.noBio', { name })}
        </Text>
        {trainer.certificates.length > 0 && (
          <List
            mt="md"
            spacing={4}
            icon={<IconCertificate size={18} aria-hidden />}
            aria-label={t('profile.certificates')}
          >
            {trainer.certificates.map((certificate) => (
              <List.Item key={certificate} dir="auto">
                {certificate}
              </List.Item>
            ))}
          </List>
        )}
      </Card>

      <TrainerUpcomingClasses
        trainerId={trainer.id}
        first={trainer.upcomingClasses}
        firstName={trainer.firstName}
      />
    </Stack>
  );
}
