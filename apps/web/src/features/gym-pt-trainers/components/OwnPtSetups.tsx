import type { PtOwnSetup } from '@kinetic/domain';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarOff, IconUserHeart } from '@tabler/icons-react';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { usePtOwnSetups } from '../api/pt-exceptions';

/** A trainer's PT setups, one card a gym, each opening its days off. */
export function OwnPtSetups({ onDaysOff }: { onDaysOff: (setup: PtOwnSetup) => void }) {
  const { t } = useTranslation('gymPtTrainers');
  const setups = usePtOwnSetups();
  if (setups.isPending) return <ListSkeleton rows={2} height={96} />;
  if (setups.isError) {
    return (
      <LoadError title={t('own.loadFailed')} error={setups.error} onRetry={() => void setups.refetch()} />
    );
  }
  if (setups.data.length === 0) {
    return (
      <EmptyState icon={<IconUserHeart size={34} />} title={t('own.emptyTitle')}>
        {t('own.emptyText')}
      </EmptyState>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {setups.data.map((setup) => (
        <Card key={setup.id} withBorder radius="md" padding="lg" data-testid="pt-own-setup">
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{t('own.atGym', { gym: setup.gymName })}</Text>
              <Badge color={setup.active ? 'teal' : 'gray'} variant="light" c="dark.8">
                {setup.active ? t('status.active') : t('status.paused')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('minutes', { count: setup.sessionMinutes, minutes: formatNumber(setup.sessionMinutes) })}
            </Text>
            <Button
              variant="default"
              leftSection={<IconCalendarOff size={16} aria-hidden />}
              onClick={() => onDaysOff(setup)}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('own.daysOffAt', { gym: setup.gymName })}
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
