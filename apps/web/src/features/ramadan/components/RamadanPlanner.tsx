import { NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { IconMoon } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadStates';
import { useTranslation } from '../../../lib/i18n';
import { useBranches } from '../api/ramadan';
import { MovePlanner } from './MovePlanner';
import { RamadanHoursForm } from './RamadanHoursForm';

/** The gym's Ramadan page: pick a branch, set its Ramadan hours, move or copy its classes into them. */
export function RamadanPlanner() {
  const { t } = useTranslation('ramadan');
  const branches = useBranches();
  const [chosen, setChosen] = useState<number | null>(null);
  if (branches.isPending) {
    return <Skeleton h={120} radius="md" role="status" aria-busy="true" aria-label={t('title')} />;
  }
  if (branches.isError) {
    return <LoadError title={t('loadFailed')} error={branches.error} onRetry={() => branches.refetch()} />;
  }
  const list = branches.data;
  if (list.length === 0)
    return (
      <EmptyState icon={<IconMoon size={34} />} title={t('noBranches')}>
        {t('noBranchesHelp')}
      </EmptyState>
    );
  const branchId = chosen ?? list[0]!.id;
  return (
    <Stack gap="lg" maw={900}>
      {list.length > 1 ? (
        <NativeSelect
          label={t('branch')}
          value={String(branchId)}
          onChange={(event) => setChosen(Number(event.currentTarget.value))}
          data={list.map((b) => ({ value: String(b.id), label: b.name }))}
        />
      ) : (
        <Text fw={600}>{t('branchNamed', { name: list[0]!.name })}</Text>
      )}
      <RamadanHoursForm key={`hours-${branchId}`} branchId={branchId} />
      <MovePlanner key={`move-${branchId}`} branchId={branchId} />
    </Stack>
  );
}
