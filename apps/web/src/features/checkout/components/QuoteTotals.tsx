import type { QuoteDto } from '@kinetic/domain';
import { Skeleton } from '@mantine/core';
import { type MoneyLine, MoneyLines } from '../../../components/MoneyLines';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/**
 * The server's quote, line by line: discounts are subtracted, unpaid late-cancel and no-show fees added
 * (docs/adr/0040), then the wallet subtracted; the total is what is paid.
 */
export function QuoteTotals({ quote }: { quote: QuoteDto | undefined }) {
  const { t } = useTranslation('checkout');
  if (!quote) return <Skeleton h={96} radius="md" role="status" aria-label={t('totals.loading')} />;
  const m = (minor: number) => formatMoney(minor, quote.currencyCode);
  const minus = (minor: number) => t('totals.minus', { amount: m(minor) });
  const lines: (MoneyLine | false)[] = [
    { label: t('totals.price'), value: m(quote.price) },
    quote.promoDiscount > 0 && { label: t('totals.promoDiscount'), value: minus(quote.promoDiscount) },
    quote.subscriptionDiscount > 0 && {
      label: t('totals.subscriptionDiscount'),
      value: minus(quote.subscriptionDiscount),
    },
    quote.owedFees > 0 && {
      label: t('totals.owedFees'),
      value: m(quote.owedFees),
      testId: 'checkout-owed-fees',
    },
    quote.walletApplied > 0 && { label: t('totals.wallet'), value: minus(quote.walletApplied) },
    { label: t('totals.total'), value: m(quote.total), total: true, testId: 'checkout-total' },
  ];
  return <MoneyLines label={t('totals.label')} lines={lines.filter((line) => line !== false)} />;
}
