import type { RamadanWindow } from '@kinetic/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { LoadError } from '../../../components/LoadStates';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useRamadanHours, useSaveRamadanHours } from '../api/ramadan';
import { startingWindows } from '../model/windows';

const FULL_DATE = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;

/** A branch's Ramadan hours: one to four windows (one may run past midnight), saved together. */
export function RamadanHoursForm({ branchId }: { branchId: number }) {
  const { t } = useTranslation('ramadan');
  const hours = useRamadanHours(branchId);
  const save = useSaveRamadanHours(branchId);
  const [draft, setDraft] = useState<RamadanWindow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (hours.isPending)
    return <Skeleton h={160} radius="md" role="status" aria-busy="true" aria-label={t('hoursTitle')} />;
  if (hours.isError)
    return <LoadError title={t('loadFailed')} error={hours.error} onRetry={() => hours.refetch()} />;
  const windows = draft ?? startingWindows(hours.data.windows);
  const change = (index: number, patch: Partial<RamadanWindow>) =>
    setDraft(windows.map((w, i) => (i === index ? { ...w, ...patch } : w)));

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    save.mutate(windows, {
      onSuccess: () => {
        setDraft(null);
        notifications.show({ color: 'green', title: t('hoursSaved'), message: t('hoursSavedMessage') });
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? Object.values(error.fields) : [];
        setProblem(fields[0] ?? error.message);
      },
    });
  }

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      onSubmit={submit}
      aria-labelledby="ramadan-hours-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="ramadan-hours-title">
          {t('hoursTitle')}
        </Title>
        <Text c="dimmed" data-testid="ramadan-dates">
          {t('dates', {
            year: formatNumber(hours.data.hijriYear).replace(/[,٬]/g, ''),
            from: formatDate(hours.data.from, FULL_DATE),
            to: formatDate(hours.data.to, FULL_DATE),
          })}
        </Text>
        <Text size="sm">{t('hoursHelp')}</Text>
        {hours.data.windows.length === 0 ? (
          <Text size="sm" c="orange.8">
            {t('hoursNotSet')}
          </Text>
        ) : null}
        {windows.map((w, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: windows have no identity but their place.
          <Group key={index} align="flex-end" gap="sm">
            <TextInput
              type="time"
              label={t('windowFrom', { n: index + 1 })}
              value={w.from}
              onChange={(event) => change(index, { from: event.currentTarget.value })}
              required
            />
            <TextInput
              type="time"
              label={t('windowTo', { n: index + 1 })}
              value={w.to}
              onChange={(event) => change(index, { to: event.currentTarget.value })}
              required
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('removeWindow', { n: index + 1 })}
              disabled={windows.length === 1}
              onClick={() => setDraft(windows.filter((_, i) => i !== index))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            disabled={windows.length >= 4}
            onClick={() => setDraft([...windows, { from: '22:00', to: '23:00' }])}
          >
            {t('addWindow')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('saveHours')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
