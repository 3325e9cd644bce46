import type { PtTrainer } from '@kinetic/domain';
import { Badge, Button, Group, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCalendarOff, IconEdit, IconTrash, IconUserHeart } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { formatMoney, formatNumber, formatTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { weekdayName } from '../../class-management';
import { usePtTrainers, useRemovePtTrainer } from '../api/pt-trainers';

/**
 * The gym's PT trainers: price, session length, weekly hours and whether they take bookings, with
 * their days off a click away.
 */
export function PtTrainerList({
  onAdd,
  onEdit,
  onExceptions,
}: {
  onAdd: () => void;
  onEdit: (trainer: PtTrainer) => void;
  onExceptions: (trainer: PtTrainer) => void;
}) {
  const { t } = useTranslation('gymPtTrainers');
  const trainers = usePtTrainers();
  const remove = useRemovePtTrainer();
  const [removing, setRemoving] = useState<PtTrainer | null>(null);

  if (trainers.isPending) return <ListSkeleton rows={3} height={48} />;
  if (trainers.isError) {
    return (
      <LoadError title={t('loadFailed')} error={trainers.error} onRetry={() => void trainers.refetch()} />
    );
  }
  if (trainers.data.length === 0) {
    return (
      <EmptyState
        icon={<IconUserHeart size={34} />}
        title={t('empty.title')}
        action={<Button onClick={onAdd}>{t('add')}</Button>}
      >
        {t('empty.text')}
      </EmptyState>
    );
  }
  return (
    <>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('removeTitle')}>
        <Stack>
          <Text>{removing && t('removeConfirm', { name: removing.name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
            >
              {t('remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="sm" aria-label={t('tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.trainer')}</Table.Th>
              <Table.Th>{t('columns.price')}</Table.Th>
              <Table.Th>{t('columns.length')}</Table.Th>
              <Table.Th>{t('columns.hours')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {trainers.data.map((trainer) => (
              <Table.Tr key={trainer.id} data-testid="pt-trainer-row">
                <Table.Td>
                  <Text fw={600}>{trainer.name}</Text>
                  <Text size="sm" c="dimmed">
                    {trainer.email}
                  </Text>
                </Table.Td>
                <Table.Td>{formatMoney(trainer.price, trainer.currencyCode)}</Table.Td>
                <Table.Td>
                  {t('minutes', {
                    count: trainer.sessionMinutes,
                    minutes: formatNumber(trainer.sessionMinutes),
                  })}
                </Table.Td>
                <Table.Td>
                  {trainer.hours.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('noHours')}
                    </Text>
                  ) : (
                    <Stack gap={2}>
                      {trainer.hours.map((row) => (
                        <Text size="sm" key={`${row.weekday}-${row.startTime}`}>
                          {t('hoursRow', {
                            day: weekdayName(row.weekday),
                            from: formatTime(row.startTime),
                            to: formatTime(row.endTime),
                          })}
                        </Text>
                      ))}
                    </Stack>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={trainer.active ? 'teal' : 'gray'} variant="light" c="dark.8">
                    {trainer.active ? t('status.active') : t('status.paused')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconEdit size={14} aria-hidden />}
                      onClick={() => onEdit(trainer)}
                      aria-label={t('editTrainer', { name: trainer.name })}
                    >
                      {t('edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconCalendarOff size={14} aria-hidden />}
                      onClick={() => onExceptions(trainer)}
                      aria-label={t('exceptions.openFor', { name: trainer.name })}
                    >
                      {t('exceptions.open')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={() => setRemoving(trainer)}
                      aria-label={t('removeTrainer', { name: trainer.name })}
                    >
                      {t('remove')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
