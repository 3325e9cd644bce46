import { ptExceptionSchemaOn, zonedParts } from '@kinetic/domain';
import { Alert, Button, Group, Radio, Select, Stack, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCalendar, IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { notifications } from '../../../components/toasts';
import { ApiError, failureText } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { domainText, useTranslation } from '../../../lib/i18n';
import { useStoreTimeZone } from '../../../lib/store-zone';
import { parseTypedDate, startTimeOptions } from '../../class-management';
import { type PtExceptionsBase, useAddPtException } from '../api/pt-exceptions';

interface Draft {
  date: string | null;
  span: 'day' | 'part';
  startTime: string;
  endTime: string;
  note: string;
}
const EMPTY: Draft = { date: null, span: 'day', startTime: '09:00', endTime: '12:00', note: '' };

/** Adds a whole day off or a time off to a PT trainer's weekly hours, checked as the API checks it. */
export function PtExceptionForm({ base, ptTrainerId }: { base: PtExceptionsBase; ptTrainerId: number }) {
  const { t } = useTranslation('gymPtTrainers');
  const zone = useStoreTimeZone();
  const add = useAddPtException(base, ptTrainerId);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const times = startTimeOptions();
  const today = zonedParts(new Date(), zone).date;
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const part = draft.span === 'part';
    const parsed = ptExceptionSchemaOn(today).safeParse({
      date: draft.date ?? undefined,
      startTime: part ? draft.startTime : null,
      endTime: part ? draft.endTime : null,
      note: draft.note.trim() || null,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= domainText(issue.message);
      setErrors(next);
      return;
    }
    setErrors({});
    setFailure(null);
    add.mutate(parsed.data, {
      onSuccess: ({ bookedSessions }) => {
        setDraft(EMPTY);
        notifications.show(
          bookedSessions > 0
            ? {
                color: 'yellow',
                autoClose: false,
                title: t('exceptions.bookedInsideTitle'),
                message: t('exceptions.bookedInside', {
                  count: bookedSessions,
                  n: formatNumber(bookedSessions),
                }),
              }
            : { color: 'green', title: t('exceptions.addedTitle'), message: t('exceptions.added') },
        );
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fields);
        setFailure(failureText(error, t('exceptions.saveFailed')));
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`pt-exception-form-${ptTrainerId}`}>
      <Stack gap="sm">
        <Title order={3} fz="h4" id={`pt-exception-form-${ptTrainerId}`}>
          {t('exceptions.addTitle')}
        </Title>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <DateInput
          label={t('exceptions.date')}
          withAsterisk
          valueFormat="DD/MM/YYYY"
          placeholder={t('exceptions.datePlaceholder')}
          dateParser={parseTypedDate}
          minDate={today}
          leftSection={<IconCalendar size={16} aria-hidden />}
          popoverProps={{ withinPortal: true }}
          value={draft.date}
          onChange={(value) => set({ date: value })}
          error={errors.date}
        />
        <Radio.Group
          label={t('exceptions.span')}
          value={draft.span}
          onChange={(value) => set({ span: value === 'part' ? 'part' : 'day' })}
        >
          <Group gap="lg" mt={4}>
            <Radio value="day" label={t('exceptions.wholeDay')} />
            <Radio value="part" label={t('exceptions.partOfDay')} />
          </Group>
        </Radio.Group>
        {draft.span === 'part' && (
          <Group grow align="flex-start">
            <Select
              label={t('exceptions.from')}
              allowDeselect={false}
              searchable
              data={times}
              value={draft.startTime}
              onChange={(value) => set({ startTime: value ?? draft.startTime })}
              error={errors.startTime}
            />
            <Select
              label={t('exceptions.to')}
              allowDeselect={false}
              searchable
              data={times}
              value={draft.endTime}
              onChange={(value) => set({ endTime: value ?? draft.endTime })}
              error={errors.endTime}
            />
          </Group>
        )}
        <TextInput
          label={t('exceptions.note')}
          placeholder={t('exceptions.notePlaceholder')}
          maxLength={200}
          value={draft.note}
          onChange={(event) => set({ note: event.currentTarget.value })}
          error={errors.note}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('exceptions.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
