import type { UserDto } from '@kinetic/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { confirmPopup } from '../../../components/confirm/confirm-store';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatTime } from '../../../lib/format';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import type { ClassEditDto, ClassTimingEditDto } from '../api/contract';
import { useEditorOptions } from '../api/editor-options';
import { useDeleteTiming } from '../api/managed-class';
import { countFigure, hhmm, weekdayName } from '../model/time-options';
import { SessionTimeModal, type SessionTimeTarget } from './SessionTimeModal';
import { TimingModal } from './TimingModal';

const dateLabel = (iso: string) =>
  currentLanguage() === 'en'
    ? dayjs(iso).format('D MMM YYYY')
    : formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });
const daysLabel = (days: number[]) => days.map(weekdayName).join(currentLanguage() === 'ar' ? '، ' : ', ');

/** An existing class's timings: edit or delete each, add another, or add a one-off session (slot). */
export function TimingsManager({ user, dto, today }: { user: UserDto; dto: ClassEditDto; today: string }) {
  const { t } = useTranslation('classManagement');
  const options = useEditorOptions(user);
  const deleteTiming = useDeleteTiming();
  const [editing, setEditing] = useState<ClassTimingEditDto | 'new' | null>(null);
  const [slot, setSlot] = useState<SessionTimeTarget | null>(null);

  const remove = async (timing: ClassTimingEditDto, index: number) => {
    const answer = await confirmPopup({
      code: 'CONFIRM',
      title: t('timings.deleteTitle'),
      message: t('timings.deleteQuestion'),
    });
    if (!answer.confirmed) return;
    deleteTiming.mutate(timing.classTimingId, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          title: t('timings.deleted'),
          message: t('timings.deletedMessage', { n: countFigure(index + 1) }),
        }),
      onError: (error) =>
        error instanceof ApiError &&
        error.status < 500 &&
        notifications.show({ color: 'red', title: t('timings.deleteFailed'), message: error.message }),
    });
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="class-timings">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="class-timings">
          {t('timings.title')}
        </Title>
        <Group gap="xs">
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('timings.add')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconCalendarPlus size={16} />}
            onClick={() =>
              setSlot({ kind: 'slot', classId: dto.classId, title: dto.title, classDate: today })
            }
          >
            {t('timings.addSingle')}
          </Button>
        </Group>
      </Group>
      {dto.timings.length === 0 ? (
        <Text c="dimmed">{t('timings.none')}</Text>
      ) : (
        <Stack gap="sm">
          {dto.timings.map((timing, index) => (
            <Card key={timing.classTimingId} withBorder radius="md" padding="sm" data-testid="timing-row">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Text fw={600}>
                    {daysLabel(timing.classDays)} · {formatTime(hhmm(timing.fromTime))} -{' '}
                    {formatTime(hhmm(timing.toTime))}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {[
                      t('timings.dates', { from: dateLabel(timing.fromDate), to: dateLabel(timing.toDate) }),
                      t('timings.seats', { count: timing.totalSeat, n: countFigure(timing.totalSeat) }),
                      t('timings.creditSeats', { n: countFigure(timing.creditSeats ?? timing.totalSeat) }),
                      ...(timing.trainerName ? [timing.trainerName] : []),
                    ].join(' · ')}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconEdit size={14} />}
                    onClick={() => setEditing(timing)}
                    aria-label={t('timings.editN', { n: countFigure(index + 1) })}
                  >
                    {t('timings.edit')}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    c="red.9"
                    size="xs"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => void remove(timing, index)}
                    aria-label={t('timings.deleteN', { n: countFigure(index + 1) })}
                  >
                    {t('timings.delete')}
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {editing && (
        <TimingModal
          opened
          onClose={() => setEditing(null)}
          user={user}
          classId={dto.classId}
          today={today}
          timing={editing === 'new' ? undefined : editing}
          trainers={options.trainers}
          isGym={options.isGym}
        />
      )}
      <SessionTimeModal target={slot} user={user} onClose={() => setSlot(null)} />
    </Card>
  );
}
