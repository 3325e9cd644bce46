import type { UserDto } from '@kinetic/domain';
import { MSG } from '@kinetic/domain';
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { formatTime } from '../../../lib/format';
import { domainText, useTranslation } from '../../../lib/i18n';
import { useMaxWidth } from '../../../lib/screen';
import { useAddSlot, useUpdateSession } from '../api/own-sessions';
import { creditSeatsError, creditSeatsFollowing, formFieldErrors } from '../model/class-form';
import { localiseErrors } from '../model/domain-errors';
import { overlapSettings, sendWithOverlapQuestion } from '../model/overlap';
import { CLASS_TEXT } from '../model/texts';
import { countFigure, endTime, hhmm, minutesBetween, splitDuration } from '../model/time-options';
import { useTimingOptions } from '../model/use-timing-options';
import { parseTypedDate } from './TimingFields';

interface Values {
  classDate: string | null;
  fromTime: string;
  hours: string;
  minutes: string;
  totalSeat: number | string;
  creditSeats: number | string;
}

export type SessionTimeTarget =
  | {
      kind: 'session';
      sessionId: number;
      title: string;
      classDate: string;
      fromTime: string;
      toTime: string;
      totalSeat: number;
      creditSeats: number | null;
      bookedCount: number;
    }
  | { kind: 'slot'; classId: number; title: string; classDate: string };

function initial(target: SessionTimeTarget): Values {
  if (target.kind === 'slot')
    return {
      classDate: target.classDate,
      fromTime: '18:00',
      hours: '1',
      minutes: '0',
      totalSeat: 10,
      creditSeats: 10,
    };
  return {
    classDate: target.classDate,
    fromTime: hhmm(target.fromTime),
    ...splitDuration(minutesBetween(hhmm(target.fromTime), hhmm(target.toTime))),
    totalSeat: target.totalSeat,
    // Blank: the session has no separate credit seats (every seat takes credits).
    creditSeats: target.creditSeats ?? '',
  };
}

function validate(values: Values, booked: number) {
  const errors: Record<string, string> = {};
  if (!values.classDate) errors.classDate = MSG.required;
  if (Number(values.hours) * 60 + Number(values.minutes) <= 0) errors.minutes = CLASS_TEXT.invalidTiming;
  const seats = String(values.totalSeat);
  if (!/^\d{1,5}$/.test(seats) || Number(seats) <= 0 || Number(seats) < booked)
    errors.totalSeat = CLASS_TEXT.invalidSeats;
  const credit = creditSeatsError(values.creditSeats, seats, true);
  if (credit) errors.creditSeats = credit;
  return errors;
}

type SessionBody = {
  fromTime: string;
  durationMinutes: number;
  totalSeat: number;
  creditSeats: number | undefined;
};

function changedFields(body: SessionBody, before: Values): Partial<SessionBody> {
  const was: SessionBody = {
    fromTime: before.fromTime,
    durationMinutes: Number(before.hours) * 60 + Number(before.minutes),
    totalSeat: Number(before.totalSeat),
    creditSeats: before.creditSeats === '' ? undefined : Number(before.creditSeats),
  };
  return Object.fromEntries(
    (Object.keys(body) as (keyof SessionBody)[])
      .filter((key) => body[key] !== undefined && body[key] !== was[key])
      .map((key) => [key, body[key]]),
  ) as Partial<SessionBody>;
}

/** Edits one session's seats and time, or adds a one-off session (slot) to a class. */
export function SessionTimeModal({
  target,
  user,
  onClose,
}: {
  target: SessionTimeTarget | null;
  user: UserDto;
  onClose: () => void;
}) {
  return target ? (
    <SessionTimeForm key={JSON.stringify(target)} target={target} user={user} onClose={onClose} />
  ) : null;
}

function SessionTimeForm({
  target,
  user,
  onClose,
}: {
  target: SessionTimeTarget;
  user: UserDto;
  onClose: () => void;
}) {
  const { t } = useTranslation('classManagement');
  const options = useTimingOptions();
  const isPhone = useMaxWidth('36em');
  const updateSession = useUpdateSession();
  const addSlot = useAddSlot();
  const [saving, setSaving] = useState(false);
  const booked = target.kind === 'session' ? target.bookedCount : 0;
  const form = useForm<Values>({
    initialValues: initial(target),
    validate: (values) => localiseErrors(validate(values, booked)),
    onValuesChange: (values, previous) => {
      if (values.totalSeat === previous.totalSeat) return;
      const credit = creditSeatsFollowing(values.creditSeats, values.totalSeat);
      if (credit !== values.creditSeats) form.setFieldValue('creditSeats', credit);
    },
  });
  const duration = Number(form.values.hours) * 60 + Number(form.values.minutes);

  const submit = form.onSubmit(async (values) => {
    const common = {
      fromTime: values.fromTime,
      durationMinutes: Number(values.hours) * 60 + Number(values.minutes),
      totalSeat: Number(values.totalSeat),
      creditSeats: values.creditSeats === '' ? undefined : Number(values.creditSeats),
    };
    // A session sends only what changed, so an unchanged start is not checked against the clock again.
    const changes = target.kind === 'session' ? changedFields(common, initial(target)) : common;
    if (Object.keys(changes).length === 0) {
      notifications.show({
        color: 'red',
        title: t('sessionModal.nothingToSave'),
        message: domainText(MSG.noChanges),
      });
      return;
    }
    setSaving(true);
    const skipPastTimeCheck = overlapSettings.allowPastTime() || undefined;
    try {
      const done = await sendWithOverlapQuestion(user.id, (force) =>
        target.kind === 'session'
          ? updateSession.mutateAsync({
              sessionId: target.sessionId,
              body: { ...changes, force, skipPastTimeCheck },
            })
          : addSlot.mutateAsync({
              classId: target.classId,
              body: { ...common, classDate: values.classDate ?? '', force, skipPastTimeCheck },
            }),
      );
      if (done === null) return;
      notifications.show({
        color: 'green',
        title: target.kind === 'session' ? t('sessionModal.updated') : t('sessionModal.added'),
        message:
          target.kind === 'session' ? t('sessionModal.updatedMessage') : t('sessionModal.addedMessage'),
      });
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return;
      if (Object.keys(error.fields).length > 0) form.setErrors(formFieldErrors(error.fields));
      notifications.show({ color: 'red', title: t('sessionModal.saveFailed'), message: error.message });
    } finally {
      setSaving(false);
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        target.kind === 'session'
          ? t('sessionModal.editTitle', { title: target.title })
          : t('sessionModal.addTitle', { title: target.title })
      }
      centered
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('sessionModal.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {target.kind === 'slot' ? (
            <DateInput
              label={t('sessionModal.date')}
              withAsterisk
              valueFormat="DD/MM/YYYY"
              placeholder={t('timing.datePlaceholder')}
              dateParser={parseTypedDate}
              popoverProps={{ withinPortal: true }}
              {...form.getInputProps('classDate')}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('sessionModal.booked', { count: target.bookedCount, n: countFigure(target.bookedCount) })}{' '}
              {t('sessionModal.cannotGoBelow')}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Select
              label={t('timing.fromTime')}
              searchable
              allowDeselect={false}
              data={options.startTimes}
              maxDropdownHeight={240}
              {...form.getInputProps('fromTime')}
            />
            <Select
              label={t('timing.durationHours')}
              allowDeselect={false}
              data={options.hours}
              {...form.getInputProps('hours')}
            />
            <Select
              label={t('timing.durationMinutes')}
              allowDeselect={false}
              data={options.minutes}
              {...form.getInputProps('minutes')}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed" aria-live="polite">
            {duration > 0
              ? t('timing.endsAt', { time: formatTime(endTime(form.values.fromTime, duration)) })
              : t('sessionModal.chooseDuration')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label={t('timing.seats')}
              withAsterisk
              min={1}
              max={99999}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('totalSeat')}
            />
            <NumberInput
              label={t('timing.creditSeats')}
              min={0}
              max={99999}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('creditSeats')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('sessionModal.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {target.kind === 'session' ? t('sessionModal.save') : t('sessionModal.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
