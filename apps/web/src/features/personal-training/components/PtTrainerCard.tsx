import type { PtTrainerCardDto } from '@kinetic/domain';
import { Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { slotText } from './slot-text';

export const ptTrainerPath = (ptTrainerId: number) => `/personal_training/${ptTrainerId}`;

/** A PT trainer: photo or initials, name, gym, rate of a session, its length and the next free times. */
export function PtTrainerCard({ trainer }: { trainer: PtTrainerCardDto }) {
  const { t } = useTranslation('personalTraining');
  const name = trainer.trainer.name;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      data-testid="pt-trainer-card"
      component="article"
      aria-label={name}
    >
      <Stack gap="sm" h="100%">
        <Group gap="md" wrap="nowrap">
          <Avatar src={trainer.trainer.imageUrl} name={name} color="brand" size={64} radius={64} alt="" />
          <Stack gap={2}>
            <Title order={3} size="h4">
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('card.atGym', { gym: trainer.gym.name })}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs">
          <Badge variant="light" size="lg">
            {t('card.rate', { price: formatMoney(trainer.price, trainer.currencyCode) })}
          </Badge>
          <Badge variant="outline" size="lg">
            {t('card.length', { minutes: trainer.sessionMinutes })}
          </Badge>
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('card.nextFree')}
          </Text>
          {trainer.nextSlots.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('card.noFreeTimes')}
            </Text>
          ) : (
            <Stack component="ul" gap={2} m={0} ps="md">
              {trainer.nextSlots.map((slot) => (
                <Text component="li" size="sm" key={slot.startsAt}>
                  {slotText(slot)}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
        <Button
          component={Link}
          to={ptTrainerPath(trainer.id)}
          mt="auto"
          aria-label={t('card.chooseWith', { name })}
        >
          {t('card.choose')}
        </Button>
      </Stack>
    </Card>
  );
}
