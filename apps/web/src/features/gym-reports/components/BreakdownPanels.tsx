import { BarChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { formatMoney, formatNumber, formatPercent, formatTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { CsvButton } from '../../gym-admin';
import { type RangeQuery, useBookingsReport, useOccupancy, usePackageMix } from '../api/reports';
import { SimpleTable } from './SimpleTable';

/** Bookings by class and by hour, the package mix and occupancy of the range. */
export function BreakdownPanels({ range }: { range: RangeQuery | null }) {
  const { t } = useTranslation('gymReports');
  const bookings = useBookingsReport(range);
  const mix = usePackageMix(range);
  const occupancy = useOccupancy(range);
  const csv = (path: string, name: string) =>
    range && (
      <CsvButton
        path={path}
        query={{ ...range }}
        fileName={`${name}-${range.fromDate}-${range.toDate}.csv`}
      />
    );
  // The hour as the app shows every time: 12-hour, in the reader's digits, so the chart's
  // axis, its tooltip and the table read alike.
  const hours = (bookings.data?.byHour ?? []).map((row) => ({
    hour: formatTime(`${String(row.hour).padStart(2, '0')}:00`),
    bookings: row.bookings,
  }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <SimpleTable
        id="bookings-by-class"
        title={t('bookings.byClass')}
        headers={[t('bookings.class'), t('bookings.bookings'), t('bookings.checkIns')]}
        rows={bookings.data?.byClass.map((row) => [
          row.title,
          formatNumber(row.bookings),
          formatNumber(row.checkIns),
        ])}
        isPending={bookings.isPending}
        error={bookings.error}
        action={csv('/manage/reports/bookings', 'bookings')}
      />
      <SimpleTable
        id="bookings-by-hour"
        title={t('bookings.byHour')}
        headers={[t('bookings.hour'), t('bookings.bookings')]}
        rows={hours.map((row) => [row.hour, formatNumber(row.bookings)])}
        isPending={bookings.isPending}
        error={bookings.error}
      >
        {hours.length > 0 && (
          <figure style={{ margin: 0 }} aria-label={t('bookings.byHour')}>
            <BarChart
              h={180}
              data={hours}
              dataKey="hour"
              series={[{ name: 'bookings', label: t('bookings.bookings'), color: 'indigo.6' }]}
              valueFormatter={(value) => formatNumber(value)}
            />
          </figure>
        )}
      </SimpleTable>
      <SimpleTable
        id="package-mix"
        title={t('mix.title')}
        headers={[t('mix.package'), t('mix.count'), t('mix.net')]}
        rows={mix.data?.rows.map((row) => [
          row.name || t('mix.none'),
          formatNumber(row.count),
          formatMoney(row.net, mix.data.currencyCode),
        ])}
        isPending={mix.isPending}
        error={mix.error}
        action={csv('/manage/reports/package-mix', 'package-mix')}
      />
      <SimpleTable
        id="occupancy"
        title={t('occupancy.title')}
        headers={[t('occupancy.class'), t('occupancy.sessions'), t('occupancy.booked'), t('occupancy.rate')]}
        rows={occupancy.data?.rows.map((row) => [
          row.title,
          formatNumber(row.sessions),
          `${formatNumber(row.booked)} / ${formatNumber(row.seats)}`,
          formatPercent(row.rate),
        ])}
        isPending={occupancy.isPending}
        error={occupancy.error}
        action={csv('/manage/reports/occupancy', 'occupancy')}
      />
    </SimpleGrid>
  );
}
