import { type ReportGranularity, zonedParts } from '@kinetic/domain';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { type DateRange, DateRangeFields, GymAdminFrame, validRange } from '../../features/gym-admin';
import {
  AttendancePanel,
  BreakdownPanels,
  GymWisePanel,
  RevenueChart,
  TrainerPayPanel,
  TransactionsPanel,
  useRevenue,
} from '../../features/gym-reports';
import { useIsPlatformOperator } from '../../features/partner-review';
import { RatingsReport, ReportedReviews } from '../../features/reviews';
import { useTranslation } from '../../lib/i18n';
import { useStores } from '../../lib/reference-data';
import { useSessionUser } from '../../lib/session';

/** This month so far, on the store's calendar. */
function thisMonth(timeZone: string): DateRange {
  const today = zonedParts(new Date(), timeZone).date;
  return { fromDate: `${today.slice(0, 8)}01`, toDate: today };
}

/**
 * /gym/admin/reports: revenue, bookings, package mix, occupancy, attendance (no-shows and late
 * cancels), transactions and trainer pay.
 */
export default function GymReportsPage() {
  const { t } = useTranslation('gymReports');
  const user = useSessionUser();
  const stores = useStores();
  const timeZone = stores.data?.find((store) => store.id === user?.storeId)?.timeZone ?? 'Asia/Kuwait';
  const [range, setRange] = useState<DateRange>(() => thisMonth(timeZone));
  const [granularity, setGranularity] = useState<ReportGranularity>('day');
  const valid = validRange(range);
  const revenue = useRevenue(valid, granularity);
  // Every gym's totals are the master gym's alone: any other gym would only ever get a 404 for them.
  const isMaster = useIsPlatformOperator(user);
  return (
    <GymAdminFrame area="reports" title={t('title')} intro={t('intro')}>
      <Stack gap="lg">
        <DateRangeFields value={range} onChange={setRange} />
        <RevenueChart
          report={revenue.data}
          isPending={revenue.isPending}
          error={revenue.error}
          granularity={granularity}
          onGranularity={setGranularity}
          onRetry={() => void revenue.refetch()}
        />
        <TransactionsPanel range={valid} />
        <BreakdownPanels range={valid} />
        <AttendancePanel range={valid} />
        <TrainerPayPanel range={valid} />
        {isMaster && <GymWisePanel range={valid} />}
        <RatingsReport />
        <ReportedReviews />
      </Stack>
    </GymAdminFrame>
  );
}
