import type { LedgerRowDto } from '@kinetic/domain';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { api } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { intlLocale, useTranslation } from '../../../lib/i18n';
import { momentLabel } from '../dates';

const signed = (value: number) => (value > 0 ? `+${formatNumber(value)}` : formatNumber(value));

/** Every change to one of the member's packages: what changed, who changed it and why. */
export function PackageHistory({ userPackageId, name }: { userPackageId: number; name: string }) {
  const { t } = useTranslation('membership');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => setOpened(true)}
        aria-label={t('history.openLabel', { name })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('history.open')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('history.title', { name })} centered>
        {opened && <HistoryRows userPackageId={userPackageId} />}
      </Modal>
    </>
  );
}

function HistoryRows({ userPackageId }: { userPackageId: number }) {
  const { t } = useTranslation('membership');
  const history = useQuery({
    queryKey: ['payments', 'user-packages', userPackageId, 'history'],
    queryFn: () => api<LedgerRowDto[]>('GET', `/user-packages/${userPackageId}/history`, { loader: false }),
  });
  if (history.isPending) return <ListSkeleton rows={2} height={48} />;
  if (history.isError) {
    return (
      <LoadError
        title={t('history.loadError')}
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  }
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {[...history.data].reverse().map((row) => {
        const parts = [
          row.deltaCredits !== 0 && t('history.credits', { delta: signed(row.deltaCredits) }),
          row.deltaClasses !== 0 && t('history.classes', { delta: signed(row.deltaClasses) }),
          row.reason === 'ADJUST' &&
            row.expiresAfter &&
            t('history.expiry', { date: new Date(row.expiresAfter).toLocaleDateString(intlLocale()) }),
        ].filter(Boolean);
        return (
          <Stack key={row.id} gap={2} component="li" data-testid="history-row">
            <Text fw={600} size="sm">
              {row.reason === 'ADJUST'
                ? row.actorName
                  ? t('history.reason_ADJUST', { by: row.actorName })
                  : t('history.reason_ADJUST_you')
                : t(`history.reason_${row.reason}`)}
              {parts.length ? ` · ${parts.join(', ')}` : ''}
            </Text>
            <Text size="xs" c="dimmed">
              {momentLabel(row.createdAt)} ·{' '}
              {t('history.balance', { credits: formatNumber(row.creditsAfter) })}
            </Text>
            {row.note && <Text size="sm">{t('history.why', { note: row.note })}</Text>}
          </Stack>
        );
      })}
    </Stack>
  );
}
