import type { TransactionTotals } from '@kinetic/domain';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/** Count, gross, discounts, net and refunds of the filtered transactions. */
const KEYS = { count: 1, gross: 1, discounts: 1, net: 1, refunds: 1 } as const;

export function TotalsCards({ totals }: { totals: TransactionTotals }) {
  const { t } = useTranslation('gymReports');
  const money = (minor: number) => formatMoney(minor, totals.currencyCode);
  const cells: [keyof typeof KEYS, string][] = [
    ['count', formatNumber(totals.count)],
    ['gross', money(totals.gross)],
    ['discounts', money(totals.discounts)],
    ['net', money(totals.net)],
    ['refunds', money(totals.refunds)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
      {cells.map(([key, value]) => (
        <Card key={key} withBorder padding="sm" data-testid={`total-${key}`}>
          <Text size="xs" c="dimmed">
            {t(`totals.${key}`)}
          </Text>
          <Text fw={700}>{value}</Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
