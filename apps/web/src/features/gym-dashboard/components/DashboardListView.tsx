import { DASHBOARD_WINDOWS, zonedParts } from '@kinetic/domain';
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { formatDate, formatNumber, formatTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import type { gymDashboard } from '../../../locales/en/gymDashboard';
import { AdminPager, CsvButton, GYM_ADMIN_AREAS } from '../../gym-admin';
import {
  DASHBOARD_PATH,
  type DashboardList,
  type DashboardListPage,
  LIST_FILES,
  LIST_PAGE_SIZE,
  useDashboardList,
} from '../api/dashboard';

const customerPath = (userId: number) =>
  `${GYM_ADMIN_AREAS.find((area) => area.key === 'customers')?.path}/${userId}`;

/** The intro and empty texts' numbers: the dashboard's windows, in the reader's digits. */
export const listWords = () => ({
  days: formatNumber(DASHBOARD_WINDOWS.atRiskDays),
  credits: formatNumber(DASHBOARD_WINDOWS.lowBalance),
});

type Column = { header: string; cells: ReactNode[] };
type ColumnKey = keyof (typeof gymDashboard)['lists']['columns'];

/** A list's columns from its page: headers and one cell per row. */
function useColumns<L extends DashboardList>(list: L, page: DashboardListPage[L] | undefined): Column[] {
  const { t } = useTranslation('gymDashboard');
  const c = (key: ColumnKey) => t(`lists.columns.${key}`);
  if (!page) return [];
  const day = (iso: string | null) =>
    iso
      ? formatDate(zonedParts(new Date(iso), page.timeZone).date, { dateStyle: 'medium' })
      : t('lists.never');
  const left = (value: number | null) => (value === null ? t('lists.unlimited') : formatNumber(value));
  const person = (userId: number, name: string) => (
    <Anchor component={Link} to={customerPath(userId)}>
      {name}
    </Anchor>
  );
  if (list === 'today') {
    const items = (page as DashboardListPage['today']).items;
    return [
      { header: c('class'), cells: items.map((row) => row.title) },
      { header: c('time'), cells: items.map((row) => formatTime(row.fromTime)) },
      { header: c('trainer'), cells: items.map((row) => row.trainerName || '—') },
      { header: c('seats'), cells: items.map((row) => formatNumber(row.seats)) },
      { header: c('booked'), cells: items.map((row) => formatNumber(row.booked)) },
      { header: c('free'), cells: items.map((row) => formatNumber(row.freeSeats)) },
    ];
  }
  if (list === 'expiring') {
    const items = (page as DashboardListPage['expiring']).items;
    return [
      { header: c('customer'), cells: items.map((row) => person(row.userId, row.name)) },
      { header: c('email'), cells: items.map((row) => row.email) },
      { header: c('package'), cells: items.map((row) => row.packageName) },
      { header: c('left'), cells: items.map((row) => left(row.left)) },
      { header: c('expires'), cells: items.map((row) => day(row.expiresAt)) },
    ];
  }
  const items = (page as DashboardListPage['at-risk']).items;
  return [
    { header: c('customer'), cells: items.map((row) => person(row.userId, row.name)) },
    { header: c('email'), cells: items.map((row) => row.email) },
    { header: c('package'), cells: items.map((row) => row.packageName) },
    { header: c('left'), cells: items.map((row) => left(row.left)) },
    { header: c('expires'), cells: items.map((row) => day(row.expiresAt)) },
    { header: c('lastVisit'), cells: items.map((row) => day(row.lastVisit)) },
  ];
}

/** A list behind a tile (members at risk, packages running out, today's classes): pages and CSV. */
export function DashboardListView({ list }: { list: DashboardList }) {
  const { t } = useTranslation('gymDashboard');
  const [page, setPage] = useState(0);
  const query = useDashboardList(list, page);
  const columns = useColumns(list, query.data);
  const rows = query.data?.items.length ?? 0;
  let body: ReactNode;
  if (query.error) {
    body = <LoadError title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!query.data) {
    body = <ListSkeleton rows={3} height={32} />;
  } else if (query.data.total === 0) {
    body = <Text c="dimmed">{t(`lists.${list}.empty`, listWords())}</Text>;
  } else {
    body = (
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs" aria-label={t(`lists.${list}.title`)}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.header}>{column.header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Array.from({ length: rows }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a page's rows, in the API's order.
                <Table.Tr key={index}>
                  {columns.map((column) => (
                    <Table.Td key={column.header}>{column.cells[index]}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <AdminPager page={page} size={LIST_PAGE_SIZE} total={query.data.total} onChange={setPage} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/gym/admin" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden className="directional-icon" />
          {t('lists.back')}
        </Group>
      </Anchor>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Group justify="flex-end">
            <CsvButton path={`${DASHBOARD_PATH}/${list}`} query={{}} fileName={LIST_FILES[list]} />
          </Group>
          {body}
        </Stack>
      </Card>
    </Stack>
  );
}
