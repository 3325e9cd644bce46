import { canSubscribe, formatMoney, type PackageDto, type QuoteDto } from '@kinetic/domain';

/**
 * Checkout's way to card verify with a saved card (SPEC 2.1 `cardpayment`, 3.2): offered in KWD/BHD
 * (KD/BD) stores, where cards are saved for subscriptions, once the customer has a saved card. A kid's
 * package needs the kid chosen in checkout, which card verify does not carry, so it is not offered there.
 */
export function offersSavedCard(
  pkg: Pick<PackageDto, 'currencyCode' | 'packageCategoryType'>,
  savedCards: number,
): boolean {
  return savedCards > 0 && canSubscribe(pkg.currencyCode) && pkg.packageCategoryType !== 'CHILD';
}

/**
 * cardpayment?packageId&name&priceAfterDiscount&sessionId&subsPromoId, plus `subscription=false` when
 * the customer did not ask to subscribe (the page subscribes by default, as its own links expect).
 * priceAfterDiscount is the display price after the promo and subscription discounts: card verify does
 * not use the wallet.
 */
export function cardPaymentPath(order: {
  pkg: Pick<PackageDto, 'id' | 'name' | 'cost' | 'currencyCode'>;
  quote: Pick<QuoteDto, 'price' | 'promoDiscount' | 'subscriptionDiscount' | 'currencyCode'> | undefined;
  sessionId?: number;
  promoId?: number;
  subscribe: boolean;
}): string {
  const { pkg, quote } = order;
  const price = quote ? quote.price - quote.promoDiscount - quote.subscriptionDiscount : pkg.cost;
  const query = new URLSearchParams({
    packageId: String(pkg.id),
    name: pkg.name,
    priceAfterDiscount: formatMoney(price, quote?.currencyCode ?? pkg.currencyCode),
  });
  if (order.sessionId) query.set('sessionId', String(order.sessionId));
  if (order.promoId) query.set('subsPromoId', String(order.promoId));
  if (!order.subscribe) query.set('subscription', 'false');
  return `/cardpayment?${query}`;
}
