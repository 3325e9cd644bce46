import type { PtExceptionDto } from '@kinetic/domain';
import { Button, Divider, Group, Modal, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { notifications } from '../../../components/toasts';
import { formatDate, formatTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useMaxWidth } from '../../../lib/screen';
import { type PtExceptionsBase, usePtExceptions, useRemovePtException } from '../api/pt-exceptions';
import { PtExceptionForm } from './PtExceptionForm';

const dateText = (date: string) =>
  formatDate(date, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/**
 * A PT trainer's days and times off: the upcoming ones, a form to add one, and removal after a
 * question. The gym opens it from a trainer's row; a trainer could open it for their own setup.
 */
export function PtExceptionsModal({
  base,
  trainer,
  title,
  onClose,
}: {
  base: PtExceptionsBase;
  /** The PT trainer row and the trainer's name. */
  trainer: { id: number; name: string };
  /** The dialog's title when not the trainer's name (a trainer names the gym instead). */
  title?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('gymPtTrainers');
  const isPhone = useMaxWidth('36em');
  const [removing, setRemoving] = useState<PtExceptionDto | null>(null);
  const remove = useRemovePtException(base, trainer.id);
  const timeText = (row: PtExceptionDto) =>
    row.startTime && row.endTime
      ? t('exceptions.timeRange', { from: formatTime(row.startTime), to: formatTime(row.endTime) })
      : t('exceptions.allDay');

  return (
    <>
      <Modal
        opened
        onClose={onClose}
        title={title ?? t('exceptions.title', { name: trainer.name })}
        size="lg"
        fullScreen={isPhone}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('exceptions.intro', { name: trainer.name })}
          </Text>
          <PtExceptionForm base={base} ptTrainerId={trainer.id} />
          <Divider />
          <Title order={3} fz="h4">
            {t('exceptions.upcoming')}
          </Title>
          <ExceptionList base={base} trainer={trainer} timeText={timeText} onRemove={setRemoving} />
        </Stack>
      </Modal>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('exceptions.removeTitle')}
        centered
        zIndex={310}
      >
        <Stack>
          <Text>
            {removing &&
              t('exceptions.removeConfirm', {
                name: trainer.name,
                date: dateText(removing.date),
                time: timeText(removing),
              })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('exceptions.keep')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                removing &&
                remove.mutate(removing.id, {
                  onSuccess: () => {
                    setRemoving(null);
                    notifications.show({
                      color: 'green',
                      title: t('exceptions.removedTitle'),
                      message: t('exceptions.removed'),
                    });
                  },
                })
              }
            >
              {t('exceptions.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function ExceptionList({
  base,
  trainer,
  timeText,
  onRemove,
}: {
  base: PtExceptionsBase;
  trainer: { id: number; name: string };
  timeText: (row: PtExceptionDto) => string;
  onRemove: (row: PtExceptionDto) => void;
}) {
  const { t } = useTranslation('gymPtTrainers');
  const exceptions = usePtExceptions(base, trainer.id);
  if (exceptions.isPending) return <ListSkeleton rows={2} height={40} />;
  if (exceptions.isError) {
    return (
      <LoadError
        title={t('exceptions.loadFailed')}
        error={exceptions.error}
        onRetry={() => void exceptions.refetch()}
      />
    );
  }
  if (exceptions.data.length === 0) {
    return (
      <EmptyState icon={<IconCalendarOff size={34} />} title={t('exceptions.emptyTitle')}>
        {t('exceptions.emptyText', { name: trainer.name })}
      </EmptyState>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="xs" aria-label={t('exceptions.tableLabel', { name: trainer.name })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('exceptions.columns.date')}</Table.Th>
            <Table.Th>{t('exceptions.columns.time')}</Table.Th>
            <Table.Th>{t('exceptions.columns.note')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('exceptions.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {exceptions.data.map((row) => (
            <Table.Tr key={row.id} data-testid="pt-exception-row" data-date={row.date}>
              <Table.Td>{dateText(row.date)}</Table.Td>
              <Table.Td>{timeText(row)}</Table.Td>
              <Table.Td>{row.note ?? ''}</Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => onRemove(row)}
                    aria-label={t('exceptions.removeFor', { date: dateText(row.date), time: timeText(row) })}
                  >
                    {t('exceptions.remove')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
