import type { TrainerItemDto } from '@kinetic/domain';
import { Anchor, Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { trainerPath } from '../../../lib/links';

export const trainerName = (trainer: Pick<TrainerItemDto, 'firstName' | 'lastName'>) =>
  `${trainer.firstName} ${trainer.lastName}`.trim();

/** A trainer in a grid: photo or initials, name (the link), activities. */
export function TrainerCard({ trainer, action }: { trainer: TrainerItemDto; action?: ReactNode }) {
  const { t } = useTranslation('trainers');
  const name = trainerName(trainer);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="trainer-card">
      <Stack align="center" gap="xs" ta="center" h="100%">
        <Avatar src={trainer.profileImageThumbnail} name={name} color="brand" size={88} radius={88} alt="" />
        <Anchor component={Link} to={trainerPath(trainer)} fw={700} size="lg">
          {name}
        </Anchor>
        <Group gap={6} justify="center">
          {trainer.categoryList.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('card.trainer')}
            </Text>
          ) : (
            trainer.categoryList.map((category) => (
              <Badge key={category.id} variant="light" size="sm">
                {category.name}
              </Badge>
            ))
          )}
        </Group>
        <Text size="xs" c="dimmed" mt="auto">
          {t('followers', { count: trainer.followerCount })}
        </Text>
        {action}
      </Stack>
    </Card>
  );
}
