import { useState } from 'react';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { AdminPager, CsvButton } from '../../gym-admin';
import { type RangeQuery, useGymWise } from '../api/reports';
import { SimpleTable } from './SimpleTable';

/** Every gym's totals: the page shows it to the master gym only (the API answers any other gym 404). */
export function GymWisePanel({ range }: { range: RangeQuery | null }) {
  const { t } = useTranslation('gymReports');
  const [page, setPage] = useState(0);
  const gyms = useGymWise(range, page);
  if (gyms.data === null || !range) return null;
  return (
    <SimpleTable
      id="gym-wise"
      title={t('gyms.title')}
      headers={[t('gyms.gym'), t('totals.count'), t('totals.gross'), t('totals.discounts'), t('totals.net')]}
      rows={gyms.data?.rows.map((row) => [
        row.name,
        formatNumber(row.count),
        formatMoney(row.gross, row.currencyCode),
        formatMoney(row.discounts, row.currencyCode),
        formatMoney(row.net, row.currencyCode),
      ])}
      isPending={gyms.isPending}
      error={gyms.error}
      action={
        <CsvButton
          path="/manage/reports/gyms"
          query={{ ...range }}
          fileName={`gyms-${range.fromDate}-${range.toDate}.csv`}
        />
      }
    >
      {gyms.data && gyms.data.total > gyms.data.size && (
        <AdminPager page={page} size={gyms.data.size} total={gyms.data.total} onChange={setPage} />
      )}
    </SimpleTable>
  );
}
