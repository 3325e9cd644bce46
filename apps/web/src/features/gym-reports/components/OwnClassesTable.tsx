import { formatMoney, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { CsvButton } from '../../gym-admin';
import { OWN_CLASSES_PATH, type RangeQuery, useTrainerOwnClasses } from '../api/reports';
import { SimpleTable } from './SimpleTable';

/** What a trainer's own classes took: a freelancer's earnings are these, not a gym's pay. */
export function OwnClassesTable({ range }: { range: RangeQuery | null }) {
  const { t } = useTranslation('gymReports');
  const report = useTrainerOwnClasses(range);
  return (
    <SimpleTable
      id="own-classes"
      title={t('own.classesTitle')}
      headers={[
        t('own.class'),
        t('trainers.sessions'),
        t('bookings.bookings'),
        t('own.creditsUsed'),
        t('own.sales'),
        t('own.refunds'),
        t('own.refundedCredits'),
        t('own.refunded'),
      ]}
      rows={report.data?.rows.map((row) => [
        row.title,
        formatNumber(row.sessions),
        formatNumber(row.bookings),
        formatNumber(row.creditsUsed),
        formatMoney(row.sales, row.currencyCode),
        formatNumber(row.refunds),
        formatNumber(row.refundedCredits),
        formatMoney(row.refundedAmount, row.currencyCode),
      ])}
      isPending={report.isPending}
      error={report.error}
      action={
        range && (
          <CsvButton
            path={OWN_CLASSES_PATH}
            query={{ ...range }}
            fileName={`my-classes-${range.fromDate}-${range.toDate}.csv`}
            label={t('own.classesCsv')}
          />
        )
      }
    />
  );
}
