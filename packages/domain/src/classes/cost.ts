import { countText } from '../common/count';
import { formatMoney } from '../payments/money';
import type { ClassItemDto } from './dto';
import { PRICE_MODEL_LABEL } from './enums';

/** '1 credit', '3 credits': how a number of credits reads everywhere. */
export const creditsText = (credits: number) => countText(credits, 'credit');

/**
 * SPEC 9: package (workshop) and PT classes show their price in the store currency; others show
 * credits, which a prime brand hides (SPEC 1: null). A class that costs nothing says Free.
 */
export function classCostLabel(
  item: Pick<ClassItemDto, 'priceModel' | 'price' | 'credit' | 'currencyCode'>,
  isPrime: boolean,
): string | null {
  if (item.priceModel === 'PT' || item.priceModel === 'AUTOJOINWITHPACKAGE') {
    return formatMoney(item.price, item.currencyCode);
  }
  if (item.priceModel === 'FOC') return PRICE_MODEL_LABEL.FOC;
  if (isPrime) return null;
  if (item.credit <= 0) return PRICE_MODEL_LABEL.FOC;
  return creditsText(item.credit);
}
