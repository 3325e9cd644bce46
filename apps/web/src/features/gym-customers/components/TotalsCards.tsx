import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { LoadError } from '../../../components/LoadStates';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useCustomerTotals } from '../api/customers';

/** New and active customers, bookings and revenue of the chosen dates (computed by the API in SQL). */
export function TotalsCards({ range }: { range: { fromDate: string; toDate: string } | null }) {
  const { t } = useTranslation('gymCustomers');
  const totals = useCustomerTotals(range);
  if (totals.isError) {
    return (
      <LoadError title={t('totals.loadError')} error={totals.error} onRetry={() => void totals.refetch()} />
    );
  }
  const data = totals.data;
  const cards = [
    { key: 'newCustomers', value: data && formatNumber(data.newCustomers) },
    { key: 'activeCustomers', value: data && formatNumber(data.activeCustomers) },
    { key: 'bookings', value: data && formatNumber(data.bookings) },
    { key: 'revenue', value: data && formatMoney(data.revenue, data.currencyCode) },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {cards.map((card) => (
        <Card key={card.key} withBorder radius="md" padding="sm" data-testid={`total-${card.key}`}>
          <Text size="sm" c="dimmed">
            {t(`totals.${card.key}`)}
          </Text>
          {card.value === undefined ? (
            <Skeleton height={28} mt={4} />
          ) : (
            <Text fw={700} size="xl">
              {card.value}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
