import { describe, expect, it } from 'vitest';
import { promoApplySchema, purchaseRequestSchema, showsPaymentOptions } from './dto';
import { PAYMENT_MSG } from './messages';
import { currencyDecimals, formatMoney, toMajorString, toMinor } from './money';
import { extraDaysText, isExpiringSoon, remainingWeeksText } from './periods';
import { isSubscribablePackage, promoDiscount, quote, walletToApply } from './pricing';
import { type PromoRules, promoRefusal } from './promo-rules';

describe('money in minor units (DESIGN 5)', () => {
  it.each([
    ['KWD', 3],
    ['KD', 3],
    ['BHD', 3],
    ['bd', 3],
    ['SAR', 2],
    ['AED', 2],
  ])('%s has %i decimals', (currency, decimals) => {
    expect(currencyDecimals(currency)).toBe(decimals);
  });

  it.each([
    [12_500, 'KWD', '12.500 KWD'],
    [5, 'BHD', '0.005 BHD'],
    [9_900, 'SAR', '99.00 SAR'],
    [123_456_78, 'AED', '123,456.78 AED'],
    [0, 'KWD', '0.000 KWD'],
    [-2_000, 'KWD', '-2.000 KWD'],
  ])('formatMoney(%i, %s) = %s', (minor, currency, text) => {
    expect(formatMoney(minor, currency)).toBe(text);
  });

  it('converts to and from major units without floats going wrong', () => {
    expect(toMajorString(12_500, 'KWD')).toBe('12.500');
    expect(toMajorString(1, 'SAR')).toBe('0.01');
    expect(toMinor('12.5', 'KWD')).toBe(12_500);
    expect(toMinor(0.1 + 0.2, 'SAR')).toBe(30);
    expect(toMinor('19.995', 'SAR')).toBe(2000);
    expect(toMinor(35, 'BHD')).toBe(35_000);
  });
});

describe('promo discounts', () => {
  it.each([
    ['PERCENTAGE', 10, 30_000, 3_000],
    ['PERCENTAGE', 15, 9_999, 1_500],
    ['PERCENTAGE', 150, 10_000, 10_000],
    ['AMOUNT', 2_000, 30_000, 2_000],
    ['AMOUNT', 50_000, 30_000, 30_000],
    ['AMOUNT', -5, 30_000, 0],
  ] as const)('%s %i on %i takes %i off', (discountType, discountValue, price, off) => {
    expect(promoDiscount(price, { discountType, discountValue })).toBe(off);
  });
});

describe('wallet (SPEC 4.3, 5)', () => {
  it('is capped at the price', () => expect(walletToApply(50_000, 30_000, false)).toBe(30_000));
  it('pays part when short', () => expect(walletToApply(5_000, 30_000, false)).toBe(5_000));
  it('is never applied at a prime gym', () => expect(walletToApply(50_000, 30_000, true)).toBe(0));
});

describe('quote', () => {
  const base = {
    price: 30_000,
    currencyCode: 'KWD',
    subscribable: true,
    promo: null,
    subscribe: false,
    useWallet: false,
    walletBalance: 5_000,
    primeGym: false,
  };

  it('is the price alone', () => {
    expect(quote(base)).toMatchObject({ total: 30_000, walletApplied: 0, subscribable: true });
  });

  it('takes the promo, then 10 percent for subscribing, then the wallet', () => {
    const q = quote({
      ...base,
      promo: { discountType: 'PERCENTAGE', discountValue: 10, extraCredits: 5, extraDays: 14 },
      subscribe: true,
      useWallet: true,
    });
    expect(q).toMatchObject({
      price: 30_000,
      promoDiscount: 3_000,
      subscriptionDiscount: 2_700,
      walletApplied: 5_000,
      total: 19_300,
      extraCredits: 5,
      extraDays: 14,
      walletAllowed: true,
    });
  });

  it('gives no subscription discount where subscriptions do not exist (SAR, AED)', () => {
    const q = quote({ ...base, currencyCode: 'SAR', subscribable: false, subscribe: true });
    expect(q).toMatchObject({ subscriptionDiscount: 0, subscribable: false, total: 30_000 });
  });

  it('subscribes only to packages that renew: not in SAR, not a workshop, a PT pack or a top-up', () => {
    const pack = { currencyCode: 'KWD', packageType: 'GENERAL', credits: 10, unlimited: false };
    expect(isSubscribablePackage(pack)).toBe(true);
    expect(isSubscribablePackage({ ...pack, credits: 0, unlimited: true })).toBe(true);
    expect(isSubscribablePackage({ ...pack, currencyCode: 'SAR' })).toBe(false);
    for (const packageType of ['AUTOJOINWITHPACKAGE', 'PT', 'extendValidity']) {
      expect(isSubscribablePackage({ ...pack, packageType }), packageType).toBe(false);
    }
    expect(isSubscribablePackage({ ...pack, credits: 0 })).toBe(false);
  });

  it('does not use the wallet at a prime gym', () => {
    const q = quote({ ...base, useWallet: true, primeGym: true });
    expect(q).toMatchObject({ walletApplied: 0, walletAllowed: false, total: 30_000 });
  });

  it('a wallet that covers the rest makes the total zero, never negative', () => {
    const q = quote({
      ...base,
      promo: { discountType: 'AMOUNT', discountValue: 28_000, extraCredits: 0, extraDays: 0 },
      useWallet: true,
    });
    expect(q).toMatchObject({ promoDiscount: 28_000, walletApplied: 2_000, total: 0 });
  });
});

describe('promo rules', () => {
  const rules: PromoRules = {
    validFrom: new Date('2026-01-01T00:00:00Z'),
    validTo: new Date('2026-12-31T00:00:00Z'),
    maxUses: 10,
    maxUsesPerUser: 1,
    packageIds: [],
    gymId: null,
    currencyCode: null,
    active: true,
  };
  const use = {
    now: new Date('2026-06-01T00:00:00Z'),
    usesTotal: 0,
    usesByUser: 0,
    packageId: 7,
    packageType: 'GENERAL',
    packageCurrency: 'KWD',
    gymId: null,
  };

  it('applies within its window and limits', () => expect(promoRefusal(rules, use)).toBeNull());
  it.each([
    ['expired', { now: new Date('2027-01-01T00:00:00Z') }, {}, PAYMENT_MSG.promoExpired],
    ['not started', { now: new Date('2025-06-01T00:00:00Z') }, {}, PAYMENT_MSG.promoNotStarted],
    ['used up', { usesTotal: 10 }, {}, PAYMENT_MSG.promoUsedUp],
    ['used by this user', { usesByUser: 1 }, {}, PAYMENT_MSG.promoUsedByYou],
    ['another package', {}, { packageIds: [8] }, PAYMENT_MSG.promoNotForPackage],
    ['inactive', {}, { active: false }, PAYMENT_MSG.promoInvalid],
    ['another currency', {}, { currencyCode: 'SAR' }, PAYMENT_MSG.promoNotForCurrency],
    ['gym promo on a general package', { gymId: 3 }, { gymId: 3 }, PAYMENT_MSG.promoNotForPackage],
    [
      'gym promo at another gym',
      { packageType: 'DROPIN', gymId: 4 },
      { gymId: 3 },
      PAYMENT_MSG.promoNotForGym,
    ],
  ])('refuses when %s', (_label, useOverride, ruleOverride, message) => {
    expect(promoRefusal({ ...rules, ...ruleOverride }, { ...use, ...useOverride })).toBe(message);
  });
  it("a gym's coupon applies to that gym's own packages of any type, never to another gym's", () => {
    const gymCoupon = { ...rules, gymId: 3 };
    expect(
      promoRefusal(gymCoupon, { ...use, packageType: 'GYMSPECIFIC', gymId: 3, packageGymId: 3 }),
    ).toBeNull();
    expect(promoRefusal(gymCoupon, { ...use, packageType: 'GYMSPECIFIC', gymId: 4, packageGymId: 4 })).toBe(
      PAYMENT_MSG.promoNotForGym,
    );
    expect(promoRefusal(gymCoupon, { ...use, packageType: 'DROPIN', gymId: 4, packageGymId: 4 })).toBe(
      PAYMENT_MSG.promoNotForGym,
    );
    expect(promoRefusal(gymCoupon, { ...use, packageType: 'GENERAL', gymId: 3, packageGymId: null })).toBe(
      PAYMENT_MSG.promoNotForPackage,
    );
  });
  it('a gym promo applies to a drop-in at that gym', () => {
    expect(promoRefusal({ ...rules, gymId: 3 }, { ...use, packageType: 'DROPIN', gymId: 3 })).toBeNull();
  });
});

describe('periods (SPEC 9)', () => {
  it.each([
    [30, '1 month'],
    [60, '2 months'],
    [7, '1 week'],
    [14, '2 weeks'],
    [210, '7 months'],
    [1, '1 day'],
    [10, '10 days'],
    [0, '0 days'],
  ])('%i extra days read "%s"', (days, text) => {
    expect(extraDaysText(days)).toBe(text);
  });

  const now = new Date('2026-03-01T12:00:00Z');
  const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
  it.each([
    [0, true],
    [9.9, true],
    [10, false],
    [30, false],
    [-1, false],
  ])('a month-long package expiring %f days ahead: soon = %s', (n, soon) => {
    expect(isExpiringSoon({ startsAt: days(n - 30), expiresAt: days(n) }, now)).toBe(soon);
  });

  it('a package shorter than 20 days is expiring soon only in the second half of its life', () => {
    // A one-week drop-in bought now is not told it ends in 7 days; it is told 3.5 days before its end.
    expect(isExpiringSoon({ startsAt: now, expiresAt: days(7) }, now)).toBe(false);
    expect(isExpiringSoon({ startsAt: days(-3.6), expiresAt: days(3.4) }, now)).toBe(true);
    expect(isExpiringSoon({ startsAt: days(-3.4), expiresAt: days(3.6) }, now)).toBe(false);
  });

  it('extend-validity text counts remaining weeks', () => {
    expect(remainingWeeksText(days(20), now)).toBe('3 weeks');
    expect(remainingWeeksText(days(7), now)).toBe('1 week');
  });
});

describe('request schemas', () => {
  it('an empty promo code says it is required', () => {
    const result = promoApplySchema.safeParse({ name: '  ', packageId: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Promo code is required');
  });
  it('purchase defaults wallet and subscribe to off', () => {
    expect(purchaseRequestSchema.parse({ packageId: 3 })).toMatchObject({
      useWallet: false,
      subscribe: false,
    });
  });
  it('only SAR shows payment options (SPEC 4.4)', () => {
    expect(showsPaymentOptions('SAR')).toBe(true);
    expect(showsPaymentOptions('KWD')).toBe(false);
  });
});
