import '@mantine/charts/styles.css';
import type { ReportGranularity, RevenueReport } from '@kinetic/domain';
import { BarChart } from '@mantine/charts';
import { Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadError } from '../../../components/LoadStates';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/** Net revenue per day, week or month of the range, and the sum the bars add up to. */
export function RevenueChart({
  report,
  isPending,
  error,
  granularity,
  onGranularity,
  onRetry,
}: {
  onRetry: () => void;
  report: RevenueReport | undefined;
  isPending: boolean;
  error: Error | null;
  granularity: ReportGranularity;
  onGranularity: (next: ReportGranularity) => void;
}) {
  const { t } = useTranslation('gymReports');
  const total = report?.series.reduce((sum, row) => sum + row.net, 0) ?? 0;
  const count = report?.series.reduce((sum, row) => sum + row.count, 0) ?? 0;
  const currency = report?.currencyCode ?? 'KWD';
  const decimals = report?.currencyDecimals ?? 3;
  const data = (report?.series ?? []).map((row) => ({
    bucket: formatDate(
      row.bucket,
      granularity === 'month' ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' },
    ),
    net: row.net / 10 ** decimals,
  }));
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="revenue-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h4" id="revenue-title">
              {t('revenue.title')}
            </Title>
            <Text size="sm" c="dimmed" data-testid="revenue-total">
              {t('revenue.total', { amount: formatMoney(total, currency), count: formatNumber(count) })}
            </Text>
          </Stack>
          <SegmentedControl
            aria-label={t('revenue.granularity')}
            value={granularity}
            onChange={(value) => onGranularity(value as ReportGranularity)}
            data={(['day', 'week', 'month'] as const).map((value) => ({
              value,
              label: t(`revenue.${value}`),
            }))}
          />
        </Group>
        {error ? (
          <LoadError title={t('loadFailed')} error={error} onRetry={onRetry} />
        ) : isPending && !report ? (
          <Skeleton height={260} />
        ) : (
          <figure style={{ margin: 0 }} aria-label={t('revenue.chartLabel')}>
            <BarChart
              h={260}
              data={data}
              dataKey="bucket"
              series={[{ name: 'net', label: t('revenue.net'), color: 'teal.6' }]}
              valueFormatter={(value) => formatMoney(Math.round(value * 10 ** decimals), currency)}
              tickLine="y"
              gridAxis="y"
            />
          </figure>
        )}
      </Stack>
    </Card>
  );
}
