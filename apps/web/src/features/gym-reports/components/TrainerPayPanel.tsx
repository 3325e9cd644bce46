import { type TrainerReport, toMajorString, toMinor } from '@kinetic/domain';
import { Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { currencyDecimals, formatMoney, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { CsvButton } from '../../gym-admin';
import { type RangeQuery, useSetTrainerRate, useTrainerReport } from '../api/reports';
import { SimpleTable } from './SimpleTable';

type Row = TrainerReport['rows'][number];

function RateCell({ row, currencyCode, decimals }: { row: Row; currencyCode: string; decimals: number }) {
  const { t } = useTranslation('gymReports');
  const save = useSetTrainerRate();
  const [value, setValue] = useState<string | number>(toMajorString(row.rate ?? 0, currencyCode));
  const minor = value === '' ? Number.NaN : toMinor(String(value), currencyCode);
  return (
    <Group gap={6} wrap="nowrap">
      <NumberInput
        size="xs"
        w={110}
        aria-label={t('trainers.rateFor', { name: row.name, currency: currencyCode })}
        value={value}
        onChange={setValue}
        min={0}
        decimalScale={decimals}
        allowNegative={false}
        error={save.error?.message}
      />
      <Button
        size="xs"
        variant="light"
        loading={save.isPending}
        disabled={!Number.isInteger(minor) || minor === (row.rate ?? 0)}
        onClick={() => save.mutate({ trainerId: row.trainerId, amountPerSession: minor })}
      >
        {t('trainers.saveRate')}
      </Button>
    </Group>
  );
}

/** Each trainer's sessions, bookings, check-ins, rate a session and earnings at the gym. */
export function TrainerPayPanel({ range }: { range: RangeQuery | null }) {
  const { t } = useTranslation('gymReports');
  const report = useTrainerReport(range);
  const currency = report.data?.currencyCode ?? 'KWD';
  const decimals = currencyDecimals(currency, report.data?.currencyDecimals);
  return (
    <SimpleTable
      id="trainer-report"
      title={t('trainers.title')}
      headers={[
        t('trainers.trainer'),
        t('trainers.sessions'),
        t('bookings.bookings'),
        t('bookings.checkIns'),
        t('trainers.rate'),
        t('trainers.earnings'),
      ]}
      rows={report.data?.rows.map((row) => [
        row.name,
        formatNumber(row.sessions),
        formatNumber(row.bookings),
        formatNumber(row.checkIns),
        <RateCell
          key={`${row.trainerId}-${row.rate}`}
          row={row}
          currencyCode={currency}
          decimals={decimals}
        />,
        formatMoney(row.earnings, currency),
      ])}
      isPending={report.isPending}
      error={report.error}
      action={
        range && (
          <CsvButton
            path="/manage/reports/trainers"
            query={{ ...range }}
            fileName={`trainers-${range.fromDate}-${range.toDate}.csv`}
          />
        )
      }
    />
  );
}
