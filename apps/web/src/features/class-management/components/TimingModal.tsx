import type { UserDto } from '@kinetic/domain';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useMaxWidth } from '../../../lib/screen';
import type { ClassTimingEditDto } from '../api/contract';
import { addTiming, updateTiming } from '../api/managed-class';
import { useInvalidateManaged } from '../api/own-sessions';
import {
  blankTiming,
  formFieldErrors,
  type TimingFormValues,
  timingErrors,
  toTimingInput,
} from '../model/class-form';
import { localiseErrors } from '../model/domain-errors';
import { overlapSettings, sendWithOverlapQuestion } from '../model/overlap';
import { hhmm, splitDuration } from '../model/time-options';
import { TimingFields } from './TimingFields';

interface Props {
  opened: boolean;
  onClose: () => void;
  user: UserDto;
  classId: number;
  today: string;
  /** Absent: a new timing. */
  timing?: ClassTimingEditDto;
  trainers: { value: string; label: string }[];
  isGym: boolean;
}

function valuesOf(timing: ClassTimingEditDto): TimingFormValues {
  return {
    key: `timing-${timing.classTimingId}`,
    classDays: timing.classDays.map(String),
    fromTime: hhmm(timing.fromTime),
    ...splitDuration(timing.durationMinutes),
    fromDate: timing.fromDate,
    toDate: timing.toDate,
    trainerId: timing.trainerId ? String(timing.trainerId) : null,
    totalSeat: timing.totalSeat,
    creditSeats: timing.creditSeats ?? timing.totalSeat,
  };
}

/** Adds a timing to a class or edits one; an overlap asks the SPEC 8.4 question first. */
export function TimingModal({ opened, onClose, user, classId, today, timing, trainers, isGym }: Props) {
  const { t } = useTranslation('classManagement');
  const isPhone = useMaxWidth('36em');
  const invalidate = useInvalidateManaged();
  const [saving, setSaving] = useState(false);
  const form = useForm<TimingFormValues>({
    initialValues: timing ? valuesOf(timing) : blankTiming(today, isGym ? null : String(user.id)),
    validate: (values) => localiseErrors(timingErrors(values, '')),
  });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const body = toTimingInput(values);
      const skipPastTimeCheck = overlapSettings.allowPastTime() || undefined;
      const done = await sendWithOverlapQuestion(user.id, (force) =>
        timing
          ? updateTiming(timing.classTimingId, { ...body, force, skipPastTimeCheck })
          : addTiming(classId, { ...body, force, skipPastTimeCheck }),
      );
      if (done === null) return;
      await invalidate();
      notifications.show({
        color: 'green',
        title: timing ? t('timingModal.updated') : t('timingModal.added'),
        message: timing ? t('timingModal.updatedMessage') : t('timingModal.addedMessage'),
      });
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return;
      if (Object.keys(error.fields).length > 0) form.setErrors(formFieldErrors(error.fields));
      notifications.show({ color: 'red', title: t('timingModal.saveFailed'), message: error.message });
    } finally {
      setSaving(false);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={timing ? t('timingModal.editTitle') : t('timingModal.addTitle')}
      size="lg"
      centered
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('timingModal.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TimingFields
            idPrefix="timing-modal"
            field={(name) => form.getInputProps(name) as never}
            fromTime={form.values.fromTime}
            durationMinutes={Number(form.values.hours) * 60 + Number(form.values.minutes)}
            trainers={trainers}
            trainerLocked={!isGym && form.values.trainerId !== null}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('timingModal.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {timing ? t('timingModal.save') : t('timingModal.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
