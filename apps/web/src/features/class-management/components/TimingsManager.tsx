import { countText, DAY_SHORT_NAMES, to12Hour, type UserDto } from '@kinetic/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { confirmPopup } from '../../../components/confirm/confirm-store';
import { ApiError } from '../../../lib/api-client';
import type { ClassEditDto, ClassTimingEditDto } from '../api/contract';
import { useEditorOptions } from '../api/editor-options';
import { useDeleteTiming } from '../api/managed-class';
import { CLASS_TEXT } from '../model/texts';
import { hhmm } from '../model/time-options';
import { SessionTimeModal, type SessionTimeTarget } from './SessionTimeModal';
import { TimingModal } from './TimingModal';

const dateLabel = (iso: string) => dayjs(iso).format('D MMM YYYY');
const daysLabel = (days: number[]) => days.map((day) => DAY_SHORT_NAMES[day]).join(', ');

/** An existing class's timings: edit or delete each, add another, or add a one-off session (slot). */
export function TimingsManager({ user, dto, today }: { user: UserDto; dto: ClassEditDto; today: string }) {
  const options = useEditorOptions(user);
  const deleteTiming = useDeleteTiming();
  const [editing, setEditing] = useState<ClassTimingEditDto | 'new' | null>(null);
  const [slot, setSlot] = useState<SessionTimeTarget | null>(null);

  const remove = async (timing: ClassTimingEditDto, index: number) => {
    const answer = await confirmPopup({
      code: 'CONFIRM',
      title: 'Delete time slot',
      message: CLASS_TEXT.deleteSlot,
    });
    if (!answer.confirmed) return;
    deleteTiming.mutate(timing.classTimingId, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          title: 'Timing deleted',
          message: `Timing ${index + 1} deleted.`,
        }),
      onError: (error) =>
        error instanceof ApiError &&
        error.status < 500 &&
        notifications.show({ color: 'red', title: "Couldn't delete the timing", message: error.message }),
    });
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="class-timings">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="class-timings">
          Timings
        </Title>
        <Group gap="xs">
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add timing
          </Button>
          <Button
            variant="light"
            leftSection={<IconCalendarPlus size={16} />}
            onClick={() =>
              setSlot({ kind: 'slot', classId: dto.classId, title: dto.title, classDate: today })
            }
          >
            Add a single session
          </Button>
        </Group>
      </Group>
      {dto.timings.length === 0 ? (
        <Text c="dimmed">This class has no timings: add one to schedule its sessions.</Text>
      ) : (
        <Stack gap="sm">
          {dto.timings.map((timing, index) => (
            <Card key={timing.classTimingId} withBorder radius="md" padding="sm" data-testid="timing-row">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Text fw={600}>
                    {daysLabel(timing.classDays)} · {to12Hour(hhmm(timing.fromTime))} -{' '}
                    {to12Hour(hhmm(timing.toTime))}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {dateLabel(timing.fromDate)} to {dateLabel(timing.toDate)} ·{' '}
                    {countText(timing.totalSeat, 'seat')} · {timing.creditSeats ?? timing.totalSeat} credit
                    seats
                    {timing.trainerName ? ` · ${timing.trainerName}` : ''}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconEdit size={14} />}
                    onClick={() => setEditing(timing)}
                    aria-label={`Edit timing ${index + 1}`}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    c="red.9"
                    size="xs"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => void remove(timing, index)}
                    aria-label={`Delete timing ${index + 1}`}
                  >
                    Delete
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
