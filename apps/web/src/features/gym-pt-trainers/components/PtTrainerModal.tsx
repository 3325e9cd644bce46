import {
  DEFAULT_PT_HOURS,
  nextPtHours,
  PT_SESSION_MINUTES,
  type PtHours,
  type PtTrainer,
  ptTrainerCreateSchema,
  ptTrainerUpdateSchema,
  toMajorString,
  toMinor,
} from '@kinetic/domain';
import { ActionIcon, Button, Group, Input, NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { fieldErrors } from '../../../lib/zod-form';
import { startTimeOptions, weekdayName } from '../../class-management';
import { usePtCandidates, useSavePtTrainer } from '../api/pt-trainers';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

interface Draft {
  trainerUserId: string | null;
  price: string | number;
  sessionMinutes: string;
  active: boolean;
  hours: PtHours[];
}

const draftOf = (existing: PtTrainer | null, currencyCode: string): Draft => ({
  trainerUserId: existing ? String(existing.trainerUserId) : null,
  price: existing ? toMajorString(existing.price, currencyCode) : '',
  sessionMinutes: String(existing?.sessionMinutes ?? 60),
  active: existing?.active ?? true,
  hours: existing?.hours ?? [DEFAULT_PT_HOURS],
});

/** Add a trainer to the gym's PT, or change one: price, session length, whether they take bookings, hours. */
export function PtTrainerModal({
  existing,
  currencyCode,
  decimals,
  onClose,
}: {
  existing: PtTrainer | null;
  currencyCode: string;
  decimals: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('gymPtTrainers');
  const [draft, setDraft] = useState<Draft>(() => draftOf(existing, currencyCode));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const candidates = usePtCandidates(debounced);
  const save = useSavePtTrainer();
  const times = startTimeOptions();
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const setHour = (index: number, change: Partial<PtHours>) =>
    set({ hours: draft.hours.map((row, i) => (i === index ? { ...row, ...change } : row)) });

  function submit() {
    const price = draft.price === '' ? Number.NaN : toMinor(String(draft.price), currencyCode);
    const fields = {
      price,
      sessionMinutes: Number(draft.sessionMinutes),
      active: draft.active,
      hours: draft.hours,
    };
    const parsed = existing
      ? ptTrainerUpdateSchema.safeParse(fields)
      : ptTrainerCreateSchema.safeParse({
          ...fields,
          trainerUserId: Number(draft.trainerUserId) || undefined,
        });
    if (!parsed.success) {
      // Two path parts: an hours row's message stays under that row ('hours.1').
      setErrors(fieldErrors(parsed.error, 2));
      return undefined;
    }
    setErrors({});
    return save.mutateAsync(
      existing ? { id: existing.id, body: parsed.data as never } : { id: null, body: parsed.data as never },
    );
  }

  const trainerOptions = existing
    ? [{ value: String(existing.trainerUserId), label: existing.name }]
    : (candidates.data ?? []).map((candidate) => ({
        value: String(candidate.id),
        label: `${candidate.name} · ${candidate.email}`,
      }));

  return (
    <FormDialog
      title={existing ? t('modal.editTitle') : t('modal.addTitle')}
      size="lg"
      onSubmit={submit}
      onClose={onClose}
    >
      <Select
        label={t('fields.trainer')}
        description={existing ? undefined : t('fields.trainerHint')}
        placeholder={t('fields.trainerPlaceholder')}
        searchable
        disabled={Boolean(existing)}
        data={trainerOptions}
        value={draft.trainerUserId}
        searchValue={existing ? existing.name : search}
        onSearchChange={setSearch}
        onChange={(value) => set({ trainerUserId: value })}
        nothingFoundMessage={debounced.trim().length >= 2 ? t('fields.noTrainer') : t('fields.typeMore')}
        filter={({ options }) => options}
        error={errors.trainerUserId}
        withAsterisk
      />
      <Group grow align="flex-start">
        <NumberInput
          label={t('fields.price', { currency: currencyCode })}
          value={draft.price}
          onChange={(value) => set({ price: value })}
          min={0}
          decimalScale={decimals}
          allowNegative={false}
          error={errors.price}
          withAsterisk
        />
        <Select
          label={t('fields.sessionMinutes')}
          allowDeselect={false}
          data={PT_SESSION_MINUTES.map((minutes) => ({
            value: String(minutes),
            label: t('minutes', { count: minutes, minutes: formatNumber(minutes) }),
          }))}
          value={draft.sessionMinutes}
          onChange={(value) => set({ sessionMinutes: value ?? '60' })}
          error={errors.sessionMinutes}
        />
      </Group>
      <Switch
        label={t('fields.active')}
        checked={draft.active}
        onChange={(event) => set({ active: event.currentTarget.checked })}
      />
      <Stack gap="xs">
        <Text fw={600}>{t('fields.hours')}</Text>
        <Text size="sm" c="dimmed">
          {t('fields.hoursHint')}
        </Text>
        {draft.hours.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; order is the identity.
          <Stack key={index} gap={4}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <Select
                label={t('fields.day')}
                allowDeselect={false}
                data={WEEKDAYS.map((day) => ({ value: String(day), label: weekdayName(day) }))}
                value={String(row.weekday)}
                onChange={(value) => setHour(index, { weekday: Number(value ?? 0) })}
                style={{ flex: 1.2 }}
              />
              <Select
                label={t('fields.from')}
                allowDeselect={false}
                searchable
                data={times}
                value={row.startTime}
                onChange={(value) => setHour(index, { startTime: value ?? row.startTime })}
                style={{ flex: 1 }}
              />
              <Select
                label={t('fields.to')}
                allowDeselect={false}
                searchable
                data={times}
                value={row.endTime}
                onChange={(value) => setHour(index, { endTime: value ?? row.endTime })}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('fields.removeHours', { day: weekdayName(row.weekday) })}
                onClick={() => set({ hours: draft.hours.filter((_, i) => i !== index) })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
            {errors[`hours.${index}`] && <Input.Error role="alert">{errors[`hours.${index}`]}</Input.Error>}
          </Stack>
        ))}
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => set({ hours: [...draft.hours, nextPtHours(draft.hours)] })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('fields.addHours')}
        </Button>
      </Stack>
    </FormDialog>
  );
}
