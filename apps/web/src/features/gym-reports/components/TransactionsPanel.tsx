import type { TransactionRow } from '@kinetic/domain';
import {
  Badge,
  Button,
  Card,
  Group,
  MultiSelect,
  Stack,
  Table,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconReceipt, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { currencyDecimals, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { AdminPager, CsvButton } from '../../gym-admin';
import {
  type RangeQuery,
  transactionParams,
  usePackageMix,
  useTransactions,
  useTransactionTotals,
} from '../api/reports';
import { CorrectionModal } from './CorrectionModal';
import { TotalsCards } from './TotalsCards';

/** The gym's paid transactions in the range: search, package filter, totals, pages, CSV, corrections. */
export function TransactionsPanel({ range }: { range: RangeQuery | null }) {
  const { t, i18n } = useTranslation('gymReports');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [packageIds, setPackageIds] = useState<string[]>([]);
  const [page, setPage] = useState(0);
  const [correcting, setCorrecting] = useState<TransactionRow | null>(null);
  const query = range && { ...range, search: debounced, packageIds: packageIds.join(','), page };
  const filterKey = `${range?.fromDate}|${range?.toDate}|${debounced}|${packageIds.join(',')}`;
  // A new filter starts again from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is what changes.
  useEffect(() => setPage(0), [filterKey]);
  const list = useTransactions(query);
  const totals = useTransactionTotals(query);
  const mix = usePackageMix(range);
  const time = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'ar' ? 'ar-KW' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  const decimals = currencyDecimals(list.data?.currencyCode ?? 'KWD', list.data?.currencyDecimals);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="transactions-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} size="h4" id="transactions-title">
            {t('transactions.title')}
          </Title>
          {query && (
            <CsvButton
              path="/manage/transactions"
              query={transactionParams(query)}
              fileName={`transactions-${query.fromDate}-${query.toDate}.csv`}
            />
          )}
        </Group>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('transactions.search')}
            placeholder={t('transactions.searchHint')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 16rem' }}
          />
          <MultiSelect
            label={t('transactions.packages')}
            placeholder={packageIds.length === 0 ? t('transactions.allPackages') : undefined}
            data={(mix.data?.rows ?? [])
              .filter((row) => row.packageId !== null)
              .map((row) => ({ value: String(row.packageId), label: row.name }))}
            value={packageIds}
            onChange={setPackageIds}
            clearable
            style={{ flex: '1 1 16rem' }}
          />
        </Group>
        {totals.data && <TotalsCards totals={totals.data} />}
        {list.isError ? (
          <LoadError title={t('loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <ListSkeleton rows={4} height={40} />
        ) : list.data.rows.length === 0 ? (
          <EmptyState icon={<IconReceipt size={34} />} title={t('transactions.emptyTitle')}>
            {t('transactions.emptyText')}
          </EmptyState>
        ) : (
          <>
            <Table.ScrollContainer minWidth={860}>
              <Table striped verticalSpacing="xs" aria-label={t('transactions.title')}>
                <Table.Thead>
                  <Table.Tr>
                    {(['reference', 'date', 'customer', 'package', 'discount', 'amount'] as const).map(
                      (key) => (
                        <Table.Th key={key}>{t(`transactions.columns.${key}`)}</Table.Th>
                      ),
                    )}
                    <Table.Th>
                      <VisuallyHidden>{t('transactions.columns.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.rows.map((row) => (
                    <Table.Tr key={row.id} data-testid="transaction-row">
                      <Table.Td>{row.reference}</Table.Td>
                      <Table.Td>{time(row.paidAt)}</Table.Td>
                      <Table.Td>
                        {row.customerName}
                        {row.customerEmail && (
                          <div style={{ fontSize: 12, opacity: 0.7 }}>{row.customerEmail}</div>
                        )}
                      </Table.Td>
                      <Table.Td>{row.packageName}</Table.Td>
                      <Table.Td>{formatMoney(row.discount, row.currencyCode)}</Table.Td>
                      <Table.Td>
                        {formatMoney(row.amount, row.currencyCode)}{' '}
                        {row.corrected && (
                          <Badge size="xs" variant="light" color="orange">
                            {t('transactions.corrected')}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="subtle"
                          onClick={() => setCorrecting(row)}
                          aria-label={t('correct.open', { reference: row.reference })}
                        >
                          {t('correct.button')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <AdminPager page={page} size={list.data.size} total={list.data.total} onChange={setPage} />
          </>
        )}
      </Stack>
      {correcting && (
        <CorrectionModal row={correcting} decimals={decimals} onClose={() => setCorrecting(null)} />
      )}
    </Card>
  );
}
