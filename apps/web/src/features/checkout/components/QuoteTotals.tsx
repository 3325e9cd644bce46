import { formatMoney, type QuoteDto } from '@kinetic/domain';
import { Divider, Group, Skeleton, Stack, Text } from '@mantine/core';

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
  if (!quote) return <Skeleton h={96} radius="md" aria-label="Loading totals" />;
  const m = (minor: number) => formatMoney(minor, quote.currencyCode);
  return (
    <Stack gap={6} role="status" aria-live="polite" aria-label="Totals">
      <Line label="Price" value={m(quote.price)} />
      {quote.promoDiscount > 0 && <Line label="Promo discount" value={`- ${m(quote.promoDiscount)}`} />}
      {quote.subscriptionDiscount > 0 && (
        <Line label="Subscription discount" value={`- ${m(quote.subscriptionDiscount)}`} />
      )}
      {quote.walletApplied > 0 && <Line label="Wallet" value={`- ${m(quote.walletApplied)}`} />}
      <Divider />
      <Line label="Total" value={m(quote.total)} strong />
    </Stack>
  );
}
