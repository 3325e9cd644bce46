import { ATTENDANCE_REPORT_BY, type AttendanceReport } from '@kinetic/domain';
import { Card, SegmentedControl, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { creditsText, formatMoney, formatNumber, formatPercent } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { CsvButton } from '../../gym-admin';
import { ATTENDANCE_PATH, type RangeQuery, useAttendanceReport } from '../api/reports';
import { SimpleTable } from './SimpleTable';

type By = AttendanceReport['by'];
type Totals = AttendanceReport['totals'];
type FeeAmounts = AttendanceReport['feeAmounts'];

/** The stat cards over the table, in the order a manager reads them: the rates first. */
const STATS = ['noShowRate', 'lateCancelRate', 'noShows', 'lateCancels', 'waived'] as const;
const isRate = (key: (typeof STATS)[number]) => key === 'noShowRate' || key === 'lateCancelRate';

/** What the fees of the range came to (docs/adr/0040): a card each, after the counts, when not zero. */
const FEE_STATS = ['creditsTaken', 'creditsWaived', 'moneyTaken', 'moneyWaived'] as const;

function AttendanceTotals({ totals, fees }: { totals: Totals; fees: FeeAmounts }) {
  const { t } = useTranslation('gymReports');
  const cards = [
    ...STATS.map((key) => ({
      key,
      label: t(`attendance.totals.${key}`),
      value: isRate(key) ? formatPercent(totals[key]) : formatNumber(totals[key]),
    })),
    ...FEE_STATS.filter((key) => fees[key] !== 0).map((key) => ({
      key,
      label: t(`attendance.totals.${key}`),
      // The report's money is in the gym's currency, in minor units.
      value: key.startsWith('credits') ? creditsText(fees[key]) : formatMoney(fees[key], fees.currencyCode),
    })),
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
      {cards.map((card) => (
        <Card key={card.key} withBorder padding="sm" data-testid={`attendance-${card.key}`}>
          <Text size="xs" c="dimmed">
            {card.label}
          </Text>
          <Text fw={700}>{card.value}</Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * No-shows and late cancels of the range (ADR 39) by class, trainer or customer, with the fees taken
 * and waived (ADR 40): the totals as cards (the fees' amounts when there are any), a row each, and the
 * chosen grouping as CSV.
 */
export function AttendancePanel({ range }: { range: RangeQuery | null }) {
  const { t } = useTranslation('gymReports');
  const [by, setBy] = useState<By>('class');
  const report = useAttendanceReport(range, by);
  const data = report.data;
  // No booking at all in the range: one line, no cards of zeros.
  const empty = data !== undefined && data.totals.bookings === 0;
  const rows = empty
    ? []
    : data?.rows.map((row) => [
        row.name || (data.by === 'trainer' ? t('attendance.noTrainer') : '—'),
        formatNumber(row.bookings),
        formatNumber(row.attended),
        formatNumber(row.noShows),
        formatPercent(row.noShowRate),
        formatNumber(row.lateCancels),
        formatPercent(row.lateCancelRate),
        formatNumber(row.waived),
        formatNumber(row.feesTaken),
        formatNumber(row.feesWaived),
      ]);
  return (
    <SimpleTable
      id="attendance-report"
      title={t('attendance.title')}
      description={t('attendance.note')}
      headers={[
        t(`attendance.name.${by}`),
        t('attendance.bookings'),
        t('attendance.attended'),
        t('attendance.noShows'),
        t('attendance.noShowRate'),
        t('attendance.lateCancels'),
        t('attendance.lateCancelRate'),
        t('attendance.waived'),
        t('attendance.feesTaken'),
        t('attendance.feesWaived'),
      ]}
      rows={rows}
      isPending={report.isPending}
      error={report.error}
      onRetry={() => void report.refetch()}
      // Some bookings, yet no row: by customer, no one missed a class or cancelled late.
      empty={!empty && by === 'customer' ? t('attendance.noCustomers') : t('attendance.empty')}
      minWidth={920}
      action={
        range && (
          <CsvButton
            path={ATTENDANCE_PATH}
            query={{ ...range, by }}
            fileName={`attendance-by-${by}-${range.fromDate}-${range.toDate}.csv`}
            label={t(`attendance.csv.${by}`)}
          />
        )
      }
    >
      <SegmentedControl
        aria-label={t('attendance.by')}
        value={by}
        onChange={(value) => setBy(value as By)}
        data={ATTENDANCE_REPORT_BY.map((value) => ({ value, label: t(`attendance.byOption.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {data && !empty && !report.error && <AttendanceTotals totals={data.totals} fees={data.feeAmounts} />}
    </SimpleTable>
  );
}
