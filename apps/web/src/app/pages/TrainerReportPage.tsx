import { zonedParts } from '@kinetic/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageMeta } from '../../components/PageMeta';
import { type DateRange, DateRangeFields, validRange } from '../../features/gym-admin';
import { TrainerEarningsView } from '../../features/gym-reports';
import { useTranslation } from '../../lib/i18n';

/** /trainer/report: the trainer's own sessions, attendance and earnings at each gym. */
export default function TrainerReportPage() {
  const { t } = useTranslation('gymReports');
  const [range, setRange] = useState<DateRange>(() => {
    const today = zonedParts(new Date(), 'Asia/Kuwait').date;
    return { fromDate: `${today.slice(0, 8)}01`, toDate: today };
  });
  return (
    <Stack gap="lg">
      <PageMeta title={t('own.pageTitle')} description={t('own.intro')} />
      <Stack gap={4}>
        <Title order={1}>{t('own.pageTitle')}</Title>
        <Text c="dimmed">{t('own.intro')}</Text>
      </Stack>
      <DateRangeFields value={range} onChange={setRange} />
      <TrainerEarningsView range={validRange(range)} />
    </Stack>
  );
}
