import type { RamadanMode, RamadanPlanDto } from '@kinetic/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '../../../components/LoadStates';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatNumber, formatTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { type PlanBody, useBranchTimings, useRamadanPlan } from '../api/ramadan';
import { PlanTable } from './PlanTable';

const SHORT_DATE = { day: 'numeric', month: 'short' } as const;

/**
 * Move or copy a branch's timings into Ramadan: choose timings and their new start, preview the plan
 * (nothing changes), then apply it after a confirmation; the result says what was done.
 */
export function MovePlanner({ branchId }: { branchId: number }) {
  const { t } = useTranslation('ramadan');
  const timings = useBranchTimings(branchId);
  const preview = useRamadanPlan(branchId, 'preview');
  const apply = useRamadanPlan(branchId, 'apply');
  const [mode, setMode] = useState<RamadanMode>('MOVE');
  const [starts, setStarts] = useState<Record<number, string>>({});
  const [plan, setPlan] = useState<RamadanPlanDto | null>(null);
  const [done, setDone] = useState<RamadanPlanDto | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (timings.isPending)
    return <Skeleton h={160} radius="md" role="status" aria-busy="true" aria-label={t('moveTitle')} />;
  if (timings.isError)
    return <LoadError title={t('loadFailed')} error={timings.error} onRetry={() => timings.refetch()} />;
  const rows = timings.data.filter((row) => !row.ramadan);
  const body: PlanBody = {
    mode,
    items: Object.entries(starts)
      .filter(([, start]) => start)
      .map(([timingId, startTime]) => ({ timingId: Number(timingId), startTime })),
  };
  const refused = plan?.items.some((item) => item.refusal) ?? true;
  const failed = (error: Error) => {
    const plan =
      error instanceof ApiError ? (error.data as { plan?: RamadanPlanDto } | null)?.plan : undefined;
    if (plan) setPlan(plan);
    setProblem(error.message);
  };

  function runPreview() {
    setProblem(null);
    setDone(null);
    preview.mutate(body, { onSuccess: setPlan, onError: failed });
  }
  function runApply() {
    setConfirming(false);
    apply.mutate(body, {
      onSuccess: (result) => {
        setDone(result);
        setPlan(null);
        setStarts({});
      },
      onError: failed,
    });
  }
  const toggle = (timingId: number, on: boolean, start: string) => {
    const next = { ...starts };
    if (on) next[timingId] = starts[timingId] ?? start;
    else delete next[timingId];
    setStarts(next);
    setPlan(null);
  };

  return (
    <Paper withBorder p="md" radius="md" aria-labelledby="ramadan-move-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="ramadan-move-title">
          {t('moveTitle')}
        </Title>
        <Text size="sm">{t('moveHelp')}</Text>
        <Radio.Group
          label={t('mode')}
          value={mode}
          onChange={(value) => {
            setMode(value as RamadanMode);
            setPlan(null);
          }}
        >
          <Group mt={4}>
            <Radio value="MOVE" label={t('modeMove')} />
            <Radio value="COPY" label={t('modeCopy')} />
          </Group>
        </Radio.Group>
        {rows.length === 0 ? (
          <Text c="dimmed">{t('noTimings')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('class')}</Table.Th>
                  <Table.Th>{t('now')}</Table.Th>
                  <Table.Th>{t('newStart')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.timingId} data-testid="ramadan-timing" data-timing-id={row.timingId}>
                    <Table.Td>
                      <Checkbox
                        label={row.title}
                        checked={row.timingId in starts}
                        onChange={(event) => toggle(row.timingId, event.currentTarget.checked, row.startTime)}
                      />
                    </Table.Td>
                    <Table.Td>
                      {formatTime(row.startTime)} – {formatTime(row.endTime)}
                      <Text size="xs" c="dimmed">
                        {formatDate(row.fromDate, SHORT_DATE)} – {formatDate(row.toDate, SHORT_DATE)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        type="time"
                        aria-label={t('newStartOf', { title: row.title })}
                        value={starts[row.timingId] ?? ''}
                        disabled={!(row.timingId in starts)}
                        onChange={(event) => {
                          setStarts({ ...starts, [row.timingId]: event.currentTarget.value });
                          setPlan(null);
                        }}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group>
          <Button
            variant="default"
            onClick={runPreview}
            disabled={body.items.length === 0}
            loading={preview.isPending}
          >
            {t('preview')}
          </Button>
          <Button onClick={() => setConfirming(true)} disabled={!plan || refused} loading={apply.isPending}>
            {t('apply')}
          </Button>
        </Group>
        {plan ? <PlanTable plan={plan} /> : null}
        {done ? (
          <Alert color="green" role="status" title={t('appliedTitle')}>
            {t(done.mode === 'MOVE' ? 'appliedMove' : 'appliedCopy', {
              timings: formatNumber(done.items.length),
              sessions: formatNumber(done.items.reduce((n, i) => n + i.sessions, 0)),
              customers: formatNumber(done.items.reduce((n, i) => n + i.customers, 0)),
            })}
          </Alert>
        ) : null}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('confirmTitle')}>
        <Stack>
          <Text>{t(mode === 'MOVE' ? 'confirmMove' : 'confirmCopy')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button onClick={runApply}>{t('confirm')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
