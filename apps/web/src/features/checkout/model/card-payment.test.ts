import { describe, expect, it } from 'vitest';
import { cardPaymentPath, offersSavedCard } from './card-payment';

const pkg = {
  id: 7,
  name: 'Kinetic 10 Credits',
  cost: 25_000,
  currencyCode: 'KWD',
  packageCategoryType: 'ADULTS' as const,
};

describe('pay with a saved card from checkout', () => {
  it.each([
    ['KWD', 1, 'ADULTS', true],
    ['KD', 2, 'ADULTS', true],
    ['BHD', 1, 'ADULTS', true],
    ['BD', 1, 'ADULTS', true],
    ['KWD', 0, 'ADULTS', false],
    ['SAR', 1, 'ADULTS', false],
    ['AED', 3, 'ADULTS', false],
    ['KWD', 1, 'CHILD', false],
  ] as const)('%s with %i saved cards, %s package: offered %s', (currencyCode, cards, category, offered) => {
    expect(offersSavedCard({ currencyCode, packageCategoryType: category }, cards)).toBe(offered);
  });

  it('links to cardpayment with the SPEC query parameters and the discounted price', () => {
    const path = cardPaymentPath({
      pkg,
      quote: { price: 25_000, promoDiscount: 2_500, subscriptionDiscount: 2_250, currencyCode: 'KWD' },
      sessionId: 41,
      promoId: 3,
      subscribe: true,
    });
    const url = new URL(path, 'http://app');
    expect(url.pathname).toBe('/cardpayment');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      packageId: '7',
      name: 'Kinetic 10 Credits',
      priceAfterDiscount: '20.250 KWD',
      sessionId: '41',
      subsPromoId: '3',
    });
  });

  it('says when the customer did not subscribe, and falls back to the list price', () => {
    const url = new URL(cardPaymentPath({ pkg, quote: undefined, subscribe: false }), 'http://app');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      packageId: '7',
      name: 'Kinetic 10 Credits',
      priceAfterDiscount: '25.000 KWD',
      subscription: 'false',
    });
  });
});
