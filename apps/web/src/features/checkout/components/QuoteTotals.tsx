import type { QuoteDto } from '@kinetic/domain';
import { Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={strong ? 700 : 400} size={strong ? 'lg' : 'sm'}>
        {label}
      </Text>
      <Text
        fw={strong ? 700 : 500}
        size={strong ? 'lg' : 'sm'}
        data-testid={strong ? 'checkout-total' : undefined}
      >
        {value}
      </Text>
    </Group>
  );
}

/** The server's quote, line by line: discounts and the wallet are subtracted, the total is what is paid. */
export function QuoteTotals({ quote }: { quote: QuoteDto | undefined }) {
  const { t } = useTranslation('checkout');
  if (!quote) return <Skeleton h={96} radius="md" role="status" aria-label={t('totals.loading')} />;
  const m = (minor: number) => formatMoney(minor, quote.currencyCode);
  const minus = (minor: number) => t('totals.minus', { amount: m(minor) });
  return (
    <Stack gap={6} role="status" aria-live="polite" aria-label={t('totals.label')}>
      <Line label={t('totals.price')} value={m(quote.price)} />
      {quote.promoDiscount > 0 && (
        <Line label={t('totals.promoDiscount')} value={minus(quote.promoDiscount)} />
      )}
      {quote.subscriptionDiscount > 0 && (
        <Line label={t('totals.subscriptionDiscount')} value={minus(quote.subscriptionDiscount)} />
      )}
      {quote.walletApplied > 0 && <Line label={t('totals.wallet')} value={minus(quote.walletApplied)} />}
      <Divider />
      <Line label={t('totals.total')} value={m(quote.total)} strong />
    </Stack>
  );
}
