import type { CustomerFilter } from '@kinetic/domain';
import { Anchor, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { AdminPager, CsvButton, type DateRange, DateRangeFields, validRange } from '../../gym-admin';
import { CUSTOMERS_PATH, useCustomers, useGymOffers } from '../api/customers';
import { shortDate } from '../model/dates';
import { TotalsCards } from './TotalsCards';

const FILTERS: CustomerFilter[] = ['all', 'active', 'expired'];

/** The gym's customers: totals for a date range, search, filters, a page of 50 and the CSV. */
export function CustomersView({ range, onRange }: { range: DateRange; onRange: (next: DateRange) => void }) {
  const { t } = useTranslation('gymCustomers');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [customerFilter, setFilter] = useState<CustomerFilter>('all');
  const [packageId, setPackageId] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const offers = useGymOffers();
  const query = { page, search: debounced, customerFilter, packageIds: packageId ?? '' };
  const customers = useCustomers(query);
  const reset = () => setPage(0);

  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-label={t('totals.label')}>
        <DateRangeFields value={range} onChange={onRange} />
        <TotalsCards range={validRange(range)} />
      </Stack>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label={t('customers.search')}
          placeholder={t('customers.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            reset();
          }}
          data-testid="customer-search"
        />
        <Select
          label={t('customers.filter')}
          data={FILTERS.map((value) => ({ value, label: t(`customers.filter_${value}`) }))}
          value={customerFilter}
          allowDeselect={false}
          onChange={(value) => {
            setFilter((value ?? 'all') as CustomerFilter);
            reset();
          }}
        />
        <Select
          label={t('customers.package')}
          placeholder={t('customers.anyPackage')}
          data={(offers.data ?? []).map((offer) => ({ value: String(offer.id), label: offer.name }))}
          value={packageId}
          clearable
          onChange={(value) => {
            setPackageId(value);
            reset();
          }}
        />
        <CsvButton path={CUSTOMERS_PATH} query={query} fileName="customers.csv" />
      </Group>
      {customers.isPending ? (
        <ListSkeleton rows={4} height={40} />
      ) : customers.isError ? (
        <LoadError
          title={t('customers.loadError')}
          error={customers.error}
          onRetry={() => void customers.refetch()}
        />
      ) : customers.data.total === 0 ? (
        <EmptyState icon={<IconUsers size={34} />} title={t('customers.empty')}>
          {t('customers.emptyHint')}
        </EmptyState>
      ) : (
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover aria-label={t('customers.table')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('customers.name')}</Table.Th>
                  <Table.Th>{t('customers.email')}</Table.Th>
                  <Table.Th>{t('customers.phone')}</Table.Th>
                  <Table.Th>{t('customers.activePackages')}</Table.Th>
                  <Table.Th>{t('customers.lastVisit')}</Table.Th>
                  <Table.Th>{t('customers.totalPaid')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {customers.data.items.map((row) => (
                  <Table.Tr key={row.userId} data-testid="customer-row">
                    <Table.Td>
                      <Anchor component={Link} to={`${CUSTOMERS_PAGE}/${row.userId}`}>
                        {row.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{row.email}</Table.Td>
                    <Table.Td dir="ltr">{row.mobile ?? ''}</Table.Td>
                    <Table.Td>{formatNumber(row.activePackages)}</Table.Td>
                    <Table.Td>{row.lastVisit ? shortDate(row.lastVisit) : t('customers.never')}</Table.Td>
                    <Table.Td>{formatMoney(row.totalPaid, row.currencyCode)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <AdminPager
            page={page}
            size={customers.data.size}
            total={customers.data.total}
            onChange={setPage}
          />
        </Stack>
      )}
    </Stack>
  );
}

export const CUSTOMERS_PAGE = '/gym/admin/customers';
