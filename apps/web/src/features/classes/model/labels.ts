import { availableSeatText, type ClassItemDto, PRICE_MODEL_LABEL } from '@kinetic/domain';
import type { TFunction } from 'i18next';
import { formatMoney, formatNumber } from '../../../lib/format';
import { domainText } from '../../../lib/i18n';

/** The seats left as the card and the facts show them ('3', '+3'), in the reader's digits; null: hidden. */
export function seatsText(
  item: Pick<ClassItemDto, 'availableSeat' | 'showAvailableSeatType'>,
): string | null {
  const seats = availableSeatText(item.availableSeat, item.showAvailableSeatType);
  if (seats === null) return null;
  return seats.startsWith('+') ? `+${formatNumber(Number(seats.slice(1)))}` : formatNumber(Number(seats));
}

/**
 * The domain's classCostLabel in the reader's language (SPEC 9): package and PT classes show their price,
 * others their credits (hidden on a prime brand); a class that costs nothing says Free.
 */
export function classCost(
  item: Pick<ClassItemDto, 'priceModel' | 'price' | 'credit' | 'currencyCode'>,
  isPrime: boolean,
  t: TFunction<'classes'>,
): string | null {
  if (item.priceModel === 'PT' || item.priceModel === 'AUTOJOINWITHPACKAGE')
    return formatMoney(item.price, item.currencyCode);
  if (item.priceModel === 'FOC') return domainText(PRICE_MODEL_LABEL.FOC);
  if (isPrime) return null;
  if (item.credit <= 0) return domainText(PRICE_MODEL_LABEL.FOC);
  return t('credits', { count: item.credit, n: formatNumber(item.credit) });
}
