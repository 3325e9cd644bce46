import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { formatDate, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { CsvButton } from '../../gym-admin';
import { RATINGS_REPORT_PATH, useRatingsReport } from '../api/reviews';

/** The gym's report of ratings per trainer: reviews, average, each star's count, the last review; CSV. */
export function RatingsReport() {
  const { t } = useTranslation('reviews');
  const headingId = useId();
  const report = useRatingsReport();
  const rows = report.data?.rows ?? [];
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md" id="ratings-report">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h3" id={headingId}>
            {t('report.title')}
          </Title>
          <CsvButton
            path={RATINGS_REPORT_PATH}
            query={{}}
            fileName="ratings-by-trainer.csv"
            label={t('report.csv')}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t('report.note')}
        </Text>
        {report.isPending ? (
          <ListSkeleton rows={2} height={40} />
        ) : report.isError ? (
          <LoadError
            title={t('report.loadFailed')}
            error={report.error}
            onRetry={() => void report.refetch()}
          />
        ) : rows.length === 0 ? (
          <Text size="sm">{t('report.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-labelledby={headingId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('report.trainer')}</Table.Th>
                  <Table.Th>{t('report.count')}</Table.Th>
                  <Table.Th>{t('report.average')}</Table.Th>
                  {[5, 4, 3, 2, 1].map((n) => (
                    <Table.Th key={n}>{t('report.stars', { n })}</Table.Th>
                  ))}
                  <Table.Th>{t('report.last')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.trainerId ?? 0}>
                    <Table.Td>
                      <bdi>{row.name || t('report.noTrainer')}</bdi>
                    </Table.Td>
                    <Table.Td>{formatNumber(row.count)}</Table.Td>
                    <Table.Td>{row.average === null ? '—' : formatNumber(row.average)}</Table.Td>
                    {[5, 4, 3, 2, 1].map((n) => (
                      <Table.Td key={n}>{formatNumber(row.stars[n - 1] ?? 0)}</Table.Td>
                    ))}
                    <Table.Td>
                      {row.lastReviewAt ? formatDate(row.lastReviewAt, { dateStyle: 'medium' }) : '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
