import { Badge, Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { workoutTimeLabel } from '../model/labels';

export function WorkoutTimes({ times }: { times: string[] }) {
  const { t } = useTranslation('profile');
  if (times.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('times.none')}
      </Text>
    );
  }
  return (
    <Group gap="xs">
      {times.map((time) => (
        <Badge key={time} variant="light" size="lg" leftSection={<IconClock size={14} />} tt="none">
          {workoutTimeLabel(time)}
        </Badge>
      ))}
    </Group>
  );
}
