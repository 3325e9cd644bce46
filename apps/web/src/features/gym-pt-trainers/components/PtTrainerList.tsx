import type { PtTrainer } from '@kinetic/domain';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconCalendarOff, IconEdit, IconTrash, IconUserHeart } from '@tabler/icons-react';
import { useState } from 'react';
import { type AdminColumn, AdminTable, type RowAction } from '../../../components/AdminTable';
import { EmptyState } from '../../../components/EmptyState';
import { ConfirmDialog } from '../../../components/FormDialog';
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

  const columns: AdminColumn<PtTrainer>[] = [
    {
      header: t('columns.trainer'),
      cell: (trainer) => (
        <>
          <Text fw={600}>{trainer.name}</Text>
          <Text size="sm" c="dimmed">
            {trainer.email}
          </Text>
        </>
      ),
    },
    { header: t('columns.price'), cell: (trainer) => formatMoney(trainer.price, trainer.currencyCode) },
    {
      header: t('columns.length'),
      cell: (trainer) =>
        t('minutes', { count: trainer.sessionMinutes, minutes: formatNumber(trainer.sessionMinutes) }),
    },
    {
      header: t('columns.hours'),
      cell: (trainer) =>
        trainer.hours.length === 0 ? (
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
        ),
    },
    {
      header: t('columns.status'),
      cell: (trainer) => (
        <Badge color={trainer.active ? 'teal' : 'gray'} variant="light" c="dark.8">
          {trainer.active ? t('status.active') : t('status.paused')}
        </Badge>
      ),
    },
  ];

  const actions = (trainer: PtTrainer): RowAction[] => [
    {
      text: t('edit'),
      label: t('editTrainer', { name: trainer.name }),
      icon: IconEdit,
      onClick: () => onEdit(trainer),
    },
    {
      text: t('exceptions.open'),
      label: t('exceptions.openFor', { name: trainer.name }),
      icon: IconCalendarOff,
      onClick: () => onExceptions(trainer),
    },
    {
      text: t('remove'),
      label: t('removeTrainer', { name: trainer.name }),
      icon: IconTrash,
      tone: 'danger',
      onClick: () => setRemoving(trainer),
    },
  ];

  return (
    <>
      <AdminTable
        label={t('tableLabel')}
        source={trainers}
        loadFailedTitle={t('loadFailed')}
        rows={trainers.data}
        rowKey={(trainer) => trainer.id}
        rowTestId="pt-trainer-row"
        columns={columns}
        actions={actions}
        minWidth={720}
        empty={
          <EmptyState
            icon={<IconUserHeart size={34} />}
            title={t('empty.title')}
            action={<Button onClick={onAdd}>{t('add')}</Button>}
          >
            {t('empty.text')}
          </EmptyState>
        }
      />
      {removing && (
        <ConfirmDialog
          title={t('removeTitle')}
          text={t('removeConfirm', { name: removing.name })}
          action={t('remove')}
          onClose={() => setRemoving(null)}
          onConfirm={() => remove.mutateAsync(removing.id)}
        />
      )}
    </>
  );
}
