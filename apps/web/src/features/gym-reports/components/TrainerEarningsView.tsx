import { Stack } from '@mantine/core';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { type RangeQuery, useTrainerEarnings } from '../api/reports';
import { OwnClassesTable } from './OwnClassesTable';
import { SimpleTable } from './SimpleTable';

/** A trainer's own classes' takings, then her sessions, bookings, check-ins and earnings per gym. */
export function TrainerEarningsView({ range }: { range: RangeQuery | null }) {
  const { t } = useTranslation('gymReports');
  const earnings = useTrainerEarnings(range);
  return (
    <Stack>
      <OwnClassesTable range={range} />
      <SimpleTable
        id="own-earnings"
        title={t('own.title')}
        headers={[
          t('own.gym'),
          t('trainers.sessions'),
          t('bookings.bookings'),
          t('bookings.checkIns'),
          t('trainers.rate'),
          t('trainers.earnings'),
        ]}
        rows={earnings.data?.gyms.map((row) => [
          row.gymName,
          formatNumber(row.sessions),
          formatNumber(row.bookings),
          formatNumber(row.checkIns),
          row.rate === null ? t('own.noRate') : formatMoney(row.rate, row.currencyCode),
          formatMoney(row.earnings, row.currencyCode),
        ])}
        isPending={earnings.isPending}
        error={earnings.error}
      />
    </Stack>
  );
}
